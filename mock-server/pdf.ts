// A tiny hand-written PDF 1.4 writer: one A4 page, Helvetica text and filled rectangles.
// Real, valid files (exact xref offsets) so Chromium's viewer and pdf.js render them, without
// pulling a PDF library into the sandbox.

export type Rgb = readonly [number, number, number];

export type PdfItem =
  | { kind: 'text'; x: number; y: number; size: number; text: string; bold?: boolean; color?: Rgb }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: Rgb };

export interface PdfDocument {
  title: string;
  items: PdfItem[];
}

export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

// WinAnsiEncoding differs from Latin-1 in 0x80-0x9F; map the typographic characters we use.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** Encodes text as a PDF literal string body (one char per byte, latin1 in the output buffer). */
export const encodePdfText = (text: string): string => {
  let out = '';
  for (const ch of text) {
    const mapped = WIN_ANSI[ch];
    const code = mapped ?? ch.codePointAt(0) ?? 63;
    const byte =
      mapped !== undefined || (code >= 0x20 && code <= 0xff && (code < 0x7f || code >= 0xa0))
        ? code
        : 63;
    const c = String.fromCharCode(byte);
    out += c === '\\' || c === '(' || c === ')' ? `\\${c}` : c;
  }
  return out;
};

const fmt = (n: number): string => (Math.round(n * 100) / 100).toString();
const rgb = (c: Rgb): string => c.map((v) => fmt(v / 255)).join(' ');

const contentStream = (items: PdfItem[]): string =>
  items
    .map((item) => {
      if (item.kind === 'rect') {
        return `${rgb(item.color)} rg ${fmt(item.x)} ${fmt(item.y)} ${fmt(item.w)} ${fmt(item.h)} re f`;
      }
      const font = item.bold ? 'F2' : 'F1';
      const color = rgb(item.color ?? [0, 0, 0]);
      return `BT ${color} rg /${font} ${fmt(item.size)} Tf ${fmt(item.x)} ${fmt(item.y)} Td (${encodePdfText(item.text)}) Tj ET`;
    })
    .join('\n');

/** Builds the whole file; every object offset in the xref table is computed from real bytes. */
export const buildPdf = (doc: PdfDocument): Buffer => {
  const stream = contentStream(doc.items);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${encodePdfText(doc.title)}) /Producer (Guest portal sandbox) >>`,
  ];
  // The binary comment line tells tools the file holds 8-bit data.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, n/f, CRLF.
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n\r\n`).join('');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** Lays out a simple document: coloured title band, then paragraphs top to bottom. */
export const simpleDocument = (
  title: string,
  heading: string,
  lines: Array<{ text: string; bold?: boolean; size?: number; gap?: number }>,
): Buffer => {
  const items: PdfItem[] = [
    { kind: 'rect', x: 0, y: PAGE_HEIGHT - 90, w: PAGE_WIDTH, h: 90, color: [31, 58, 95] },
    {
      kind: 'text',
      x: 50,
      y: PAGE_HEIGHT - 55,
      size: 22,
      text: heading,
      bold: true,
      color: [255, 255, 255],
    },
  ];
  let y = PAGE_HEIGHT - 130;
  for (const line of lines) {
    const size = line.size ?? 11;
    items.push({ kind: 'text', x: 50, y, size, text: line.text, bold: line.bold });
    y -= size + 7 + (line.gap ?? 0);
  }
  items.push({ kind: 'rect', x: 50, y: 60, w: PAGE_WIDTH - 100, h: 0.8, color: [180, 180, 180] });
  items.push({
    kind: 'text',
    x: 50,
    y: 44,
    size: 8,
    text: 'Japan Tours Guest Services · Sandbox document · Not a real travel document',
    color: [110, 110, 110],
  });
  return buildPdf({ title, items });
};
