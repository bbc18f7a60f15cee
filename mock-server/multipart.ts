// A small multipart/form-data parser (RFC 7578) working on raw bytes, so uploaded files come out
// byte-identical. The sandbox receives one file per request; the whole body is already buffered.

export interface Part {
  name: string;
  filename: string | undefined;
  contentType: string | undefined;
  data: Buffer;
}

export class MultipartError extends Error {}

/** Extracts the boundary parameter (quoted or bare) from a Content-Type header. */
export const boundaryOf = (contentType: string | undefined): string => {
  const type = contentType ?? '';
  if (!/^multipart\/form-data\b/i.test(type.trim())) {
    throw new MultipartError('The request must be multipart/form-data.');
  }
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || boundary.length > 200)
    throw new MultipartError('The multipart boundary is missing.');
  return boundary;
};

/** Reads a header parameter such as name="x" or filename*=UTF-8''x%20y. */
const param = (header: string, key: string): string | undefined => {
  const extended = new RegExp(`;\\s*${key}\\*=(?:UTF-8|utf-8)''([^;]+)`).exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return extended[1].trim();
    }
  }
  const quoted = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = new RegExp(`;\\s*${key}=([^;\\s]+)`, 'i').exec(header);
  return bare?.[1];
};

const parseHeaders = (raw: string): Map<string, string> => {
  const headers = new Map<string, string>();
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
};

export const parseMultipart = (body: Buffer, contentType: string | undefined): Part[] => {
  const boundary = boundaryOf(contentType);
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  const parts: Part[] = [];

  // The first delimiter may follow a preamble; it is the only one not preceded by CRLF.
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new MultipartError('The multipart body has no parts.');
  pos += delimiter.length;

  for (;;) {
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts; // "--": closing delimiter
    // Transport padding (spaces/tabs) may follow a delimiter before its CRLF.
    while (body[pos] === 0x20 || body[pos] === 0x09) pos++;
    if (body[pos] !== 0x0d || body[pos + 1] !== 0x0a)
      throw new MultipartError('Malformed multipart delimiter.');
    pos += 2;

    const headerEnd = body.indexOf('\r\n\r\n', pos, 'latin1');
    if (headerEnd < 0) throw new MultipartError('Malformed multipart part headers.');
    // Header bytes are UTF-8 in browsers (file names with non-ASCII characters).
    const headers = parseHeaders(body.subarray(pos, headerEnd).toString('utf8'));
    const dataStart = headerEnd + 4;
    const dataEnd = body.indexOf(nextDelimiter, dataStart);
    if (dataEnd < 0) throw new MultipartError('The multipart body is truncated.');

    const disposition = headers.get('content-disposition') ?? '';
    const name = param(disposition, 'name');
    if (!/^form-data\b/i.test(disposition) || name === undefined) {
      throw new MultipartError('A multipart part has no form-data name.');
    }
    parts.push({
      name,
      filename: param(disposition, 'filename'),
      contentType: headers.get('content-type')?.split(';')[0]?.trim().toLowerCase(),
      data: body.subarray(dataStart, dataEnd),
    });
    pos = dataEnd + nextDelimiter.length;
  }
};

/** Builds a body the way a browser does; used by tests. */
export const buildMultipart = (
  boundary: string,
  parts: Array<{ name: string; filename?: string; contentType?: string; data: Buffer | string }>,
): Buffer => {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const filename = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.contentType ? `\r\nContent-Type: ${p.contentType}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${filename}${type}\r\n\r\n`,
      ),
    );
    chunks.push(typeof p.data === 'string' ? Buffer.from(p.data) : p.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
};
