// @vitest-environment node
// The hand-written PDF writer: header, trailer, and an xref table whose offsets point at objects.
import { describe, expect, it } from 'vitest';
import { buildPdf, encodePdfText } from './pdf.js';
import { agreementPdf, invoicePdf } from './pdfTemplates.js';
import { demoReservations } from './data.js';

/** Checks the structure a PDF reader relies on; returns the text of the file. */
const assertValidPdf = (pdf: Buffer): string => {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const table = text.slice(startxref + `xref\n0 ${count}\n`.length);
  for (let n = 1; n < Number(count); n++) {
    const entry = table.slice(n * 20, n * 20 + 20);
    expect(entry).toMatch(/^\d{10} 00000 n\r\n$/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
  }
  expect(text).toContain(`/Size ${count} /Root 1 0 R`);
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
  return text;
};

describe('buildPdf', () => {
  it('writes a valid one-page file with correct xref offsets', () => {
    const pdf = buildPdf({
      title: 'Test (1)',
      items: [
        { kind: 'rect', x: 0, y: 0, w: 10, h: 10, color: [255, 0, 0] },
        { kind: 'text', x: 50, y: 700, size: 12, text: 'Héllo (world) \\ – “quotes” ¥' },
      ],
    });
    const text = assertValidPdf(pdf);
    expect(text).toContain('/Type /Page ');
    expect(text).toContain('(H\xe9llo \\(world\\) \\\\ \x96 \x93quotes\x94 \xa5) Tj');
  });

  it('escapes and maps text for WinAnsiEncoding', () => {
    expect(encodePdfText('a(b)c\\')).toBe('a\\(b\\)c\\\\');
    expect(encodePdfText('日本')).toBe('??');
  });

  it('renders the invoice and the signed agreement as valid PDFs with their data', () => {
    const r = demoReservations()['KX-1001']!;
    const invoice = assertValidPdf(invoicePdf(r, r.invoices[0]!));
    expect(invoice).toContain('(Invoice #5101) Tj');
    expect(invoice).toContain('USD 1,500.00');
    const agreement = assertValidPdf(agreementPdf(r, 'env-1'));
    expect(agreement).toContain('Envelope: env-1');
  });
});
