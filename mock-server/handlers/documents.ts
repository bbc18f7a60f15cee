// Passport and flight documents (operations 11-18): one set of handlers, two configurations.
import { expectStatusField, fail, message, ok, type Ctx, type Reply } from '../http.js';
import { deleteFile, mimeFromName, writeFile } from '../files.js';
import { MultipartError, parseMultipart, type Part } from '../multipart.js';
import { nextId } from '../state.js';
import type { DocumentRecord, Reservation, TaskKey } from '../types.js';
import { requireUncomplete, statusBlock } from './common.js';

export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** 12 per list, or one per passenger when the booking has more (openapi.yaml, upload calls). */
export const maxFilesOf = (r: Reservation): number => Math.max(12, r.passengers.length);
const ALLOWED = new Set(['image/jpeg', 'image/png', 'application/pdf']);

export interface DocumentKind {
  task: TaskKey;
  listKey: 'customer_documents' | 'flight_documents';
  field: string;
  statusField: string;
  folder: string;
  list: (r: Reservation) => DocumentRecord[];
  setList: (r: Reservation, docs: DocumentRecord[]) => void;
  submitted: string;
}

export const PASSPORTS: DocumentKind = {
  task: 'passports',
  listKey: 'customer_documents',
  field: 'customer_documents[0]',
  statusField: 'customer_document_status',
  folder: 'passports',
  list: (r) => r.customerDocuments,
  setList: (r, docs) => void (r.customerDocuments = docs),
  submitted: 'Thank you! Your passport images have been sent to our team.',
};

export const FLIGHTS: DocumentKind = {
  task: 'flights',
  listKey: 'flight_documents',
  field: 'flight_documents[0]',
  statusField: 'flight_document_status',
  folder: 'flights',
  list: (r) => r.flightDocuments,
  setList: (r, docs) => void (r.flightDocuments = docs),
  submitted: 'Thank you! Your flight documents have been sent to our team.',
};

/** Documents carry id, meta_id or document_id depending on the back end. */
export const docId = (d: DocumentRecord): number | undefined => d.id ?? d.meta_id ?? d.document_id;

/** Keeps stored names readable but safe as a URL path segment. */
const safeName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-80) || 'file';

export const listDocuments =
  (kind: DocumentKind) =>
  (ctx: Ctx): Reply => {
    const r = ctx.auth.reservation;
    return ok({ ...statusBlock(r, kind.task), [kind.listKey]: structuredClone(kind.list(r)) });
  };

const parseFile = (kind: DocumentKind, ctx: Ctx): Part => {
  let parts: Part[];
  try {
    parts = parseMultipart(ctx.body, ctx.contentType);
  } catch (err) {
    return fail(400, err instanceof MultipartError ? err.message : 'Malformed multipart body.');
  }
  const file = parts.find((p) => p.name === kind.field);
  if (file) return file;
  const names = parts.map((p) => p.name).join(', ') || 'none';
  return fail(400, `The file must be sent in the form field "${kind.field}" (received: ${names}).`);
};

export const uploadDocument =
  (kind: DocumentKind) =>
  (ctx: Ctx): Reply => {
    const r = ctx.auth.reservation;
    requireUncomplete(r, kind.task);
    const file = parseFile(kind, ctx);
    const name = file.filename?.trim() || 'document';
    // Browsers send application/octet-stream for unknown types: fall back to the extension.
    const declared = file.contentType !== 'application/octet-stream' ? file.contentType : undefined;
    const mime = declared ?? mimeFromName(name);
    if (!mime || !ALLOWED.has(mime)) return fail(400, `Invalid file type: ${name}`);
    if (file.data.length === 0) return fail(400, `The file is empty: ${name}`);
    if (file.data.length > MAX_FILE_BYTES) return fail(400, `File too large (max 2MB): ${name}`);
    const maxFiles = maxFilesOf(r);
    if (kind.list(r).length >= maxFiles) {
      return fail(400, `Maximum number of files (${maxFiles}) exceeded.`);
    }
    const id = nextId();
    const doc: DocumentRecord = {
      id,
      path: `/${kind.folder}/${r.profile.confirmation_id}/${id}-${safeName(name)}`,
      title: name,
      mime_type: mime,
    };
    writeFile(doc.path, Buffer.from(file.data));
    kind.list(r).push(doc);
    return ok({ message: 'Document uploaded.', document: structuredClone(doc) });
  };

export const submitDocuments =
  (kind: DocumentKind) =>
  (ctx: Ctx): Reply => {
    expectStatusField(ctx.body, kind.statusField, 'processing');
    const r = ctx.auth.reservation;
    requireUncomplete(r, kind.task);
    r.statuses[kind.task] = 'processing';
    return message(kind.submitted);
  };

export const deleteDocument =
  (kind: DocumentKind) =>
  (ctx: Ctx): Reply => {
    const r = ctx.auth.reservation;
    const id = Number(ctx.params.id);
    const doc = kind.list(r).find((d) => docId(d) === id);
    if (!doc) return fail(404, 'Document not found.');
    requireUncomplete(r, kind.task);
    deleteFile(doc.path);
    kind.setList(
      r,
      kind.list(r).filter((d) => d !== doc),
    );
    // The portal colours the delete dialog's message green when it contains "success".
    return message('Document deleted successfully.');
  };
