import { describe, expect, it } from 'vitest';
import { isPdfViewerRace } from './engineNoise';

const pdf = 'http://127.0.0.1:4810/agreements/3f9a.pdf';
const shown = new Set([pdf]);

describe('isPdfViewerRace', () => {
  it("is the PDF viewer's link race, from a PDF the journey opened", () => {
    expect(
      isPdfViewerRace(`console error: #injectLinkAnnotations: JSHandle@error (in ${pdf})`, shown),
    ).toBe(true);
  });

  it('is not any other message from that PDF: a broken PDF still fails', () => {
    expect(isPdfViewerRace(`console error: Invalid PDF structure. (in ${pdf})`, shown)).toBe(false);
  });

  it('is not the same words from the page or from a document the journey did not open', () => {
    expect(
      isPdfViewerRace(
        'console error: #injectLinkAnnotations: x (in http://127.0.0.1:4873/)',
        shown,
      ),
    ).toBe(false);
    expect(isPdfViewerRace('console error: #injectLinkAnnotations: x', shown)).toBe(false);
  });
});
