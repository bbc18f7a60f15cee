// Uploaded documents and generated PDFs live in a per-run directory under the OS temp dir and are
// served at /files/<path> (the portal's fileBaseUrl). Nothing is written inside the repository.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

let root: string | null = null;

export const filesRoot = (): string => {
  root ??= fs.mkdtempSync(path.join(os.tmpdir(), 'guest-portal-sandbox-'));
  return root;
};

/** Maps a public path like "/passports/KX-1001/3-a.jpg" into the root, rejecting escapes. */
const resolveInside = (publicPath: string): string | null => {
  const base = filesRoot();
  const full = path.resolve(base, `.${path.posix.normalize(`/${publicPath}`)}`);
  return full.startsWith(base + path.sep) ? full : null;
};

export const writeFile = (publicPath: string, bytes: Buffer): void => {
  const full = resolveInside(publicPath);
  if (!full) throw new Error(`Rejecting to write outside the files root: ${publicPath}`);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, bytes);
};

export const deleteFile = (publicPath: string): void => {
  const full = resolveInside(publicPath);
  if (full) fs.rmSync(full, { force: true });
};

export const fileExists = (publicPath: string): boolean => {
  const full = resolveInside(publicPath);
  return full !== null && fs.existsSync(full);
};

export const clearFiles = (): void => {
  const base = filesRoot();
  for (const entry of fs.readdirSync(base))
    fs.rmSync(path.join(base, entry), { recursive: true, force: true });
};

export const removeFilesRoot = (): void => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
  root = null;
};

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

export const mimeFromName = (name: string): string | undefined =>
  TYPES[path.extname(name).toLowerCase()];

/** Serves GET/HEAD /files/<path>; CORS-open and cross-origin embeddable (previews, pdf frames). */
export const serveFile = (req: IncomingMessage, res: ServerResponse, publicPath: string): void => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(publicPath);
  } catch {
    decoded = publicPath;
  }
  const full = resolveInside(decoded);
  const stat = full ? fs.statSync(full, { throwIfNoEntry: false }) : undefined;
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  if (!full || !stat?.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  res.writeHead(200, {
    'Content-Type': mimeFromName(full) ?? 'application/octet-stream',
    'Content-Length': stat.size,
    'Content-Disposition': `inline; filename="${path.basename(full)}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  fs.createReadStream(full).pipe(res);
};
