// @vitest-environment node
// The multipart parser: byte-identical round trips (sha256), browser quirks, malformed bodies,
// and the same through the real upload handler and the /files server.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMultipart, MultipartError, parseMultipart } from './multipart.js';
import { login, startSandbox, type Sandbox } from './testServer.js';

const sha = (b: Uint8Array): string => crypto.createHash('sha256').update(b).digest('hex');
const TYPE = (boundary: string): string => `multipart/form-data; boundary=${boundary}`;

describe('parseMultipart', () => {
  it('returns the file byte-identical (1.5 MB of random bytes, incl. CRLF and dashes)', () => {
    const data = Buffer.concat([crypto.randomBytes(1_500_000), Buffer.from('\r\n--\r\n--x')]);
    const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
    const body = buildMultipart(boundary, [
      { name: 'note', data: 'hello' },
      { name: 'customer_documents[0]', filename: 'scan.pdf', contentType: 'application/pdf', data },
    ]);
    const parts = parseMultipart(body, TYPE(boundary));
    expect(parts.map((p) => p.name)).toEqual(['note', 'customer_documents[0]']);
    expect(parts[1]).toMatchObject({ filename: 'scan.pdf', contentType: 'application/pdf' });
    expect(sha(parts[1]!.data)).toBe(sha(data));
  });

  it('accepts a quoted boundary, a preamble, UTF-8 and RFC 5987 file names, empty files', () => {
    const boundary = 'a b:c';
    const body = Buffer.concat([
      Buffer.from('preamble to ignore\r\n'),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="パスポート.jpg"\r\n\r\nAB\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="g"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf\r\n\r\n\r\n`,
      ),
      Buffer.from(`--${boundary}--\r\nepilogue`),
    ]);
    const parts = parseMultipart(
      body,
      `multipart/form-data; boundary="${boundary}"; charset=utf-8`,
    );
    expect(parts[0]).toMatchObject({ name: 'f', filename: 'パスポート.jpg' });
    expect(parts[0]!.data.toString()).toBe('AB');
    expect(parts[1]).toMatchObject({ name: 'g', filename: 'résumé.pdf' });
    expect(parts[1]!.data.length).toBe(0);
  });

  it.each([
    ['not multipart', 'application/json', Buffer.from('{}')],
    ['no boundary', 'multipart/form-data', Buffer.from('x')],
    [
      'truncated',
      TYPE('b'),
      Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc'),
    ],
    [
      'no name',
      TYPE('b'),
      Buffer.from('--b\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--b--'),
    ],
  ])('rejects a malformed body (%s)', (_label, type, body) => {
    expect(() => parseMultipart(body, type)).toThrow(MultipartError);
  });
});

describe('upload handler and /files', () => {
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(() => sb.close());

  const upload = async (field: string, bytes: Uint8Array, name: string, type: string) => {
    const s = await login(sb.gateway, 'KX-1001');
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${sb.gateway}/v1/portal/customer_documents/upload`, {
      method: 'POST',
      headers: s.headers,
      body: form,
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        message: string;
        document?: { path: string; mime_type: string };
      },
    };
  };

  it('stores the upload and serves it byte-identical with its content type', async () => {
    const bytes = new Uint8Array(crypto.randomBytes(1_500_000));
    bytes.set(Buffer.from('%PDF-1.7\n'));
    const res = await upload('customer_documents[0]', bytes, 'scan.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({ mime_type: 'application/pdf' });
    const served = await fetch(`${sb.gateway}/files${res.body.document!.path}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(sha(new Uint8Array(await served.arrayBuffer()))).toBe(sha(bytes));
  });

  it('rejects a wrong field name, a wrong type and a file over 2 MB with 400', async () => {
    const small = new Uint8Array([0xff, 0xd8, 0xff]);
    const wrong = await upload('file', small, 'a.jpg', 'image/jpeg');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('customer_documents[0]');
    expect((await upload('customer_documents[0]', small, 'a.gif', 'image/gif')).status).toBe(400);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    expect((await upload('customer_documents[0]', big, 'big.jpg', 'image/jpeg')).body.message).toBe(
      'File too large (max 2MB): big.jpg',
    );
  });
});
