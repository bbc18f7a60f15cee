/**
 * Firefox's own PDF viewer (pdf.js) can race itself when a framed PDF re-renders, for example
 * when the page's scroll bar appears, while it is still looking for links in the text: it then
 * logs "#injectLinkAnnotations: <error>" from the PDF's document (mended in pdf.js in June 2026,
 * not in every Firefox ESR). The guest sees the PDF all the same. Only that message, and only
 * from a document the journey opened as a PDF, is the engine's own; everything else fails.
 */
const PDF_VIEWER_RACE = /^console error: #injectLinkAnnotations: [\s\S]* \(in (\S+)\)$/;

export function isPdfViewerRace(problem: string, pdfDocuments: ReadonlySet<string>): boolean {
  const url = PDF_VIEWER_RACE.exec(problem)?.[1];
  return url !== undefined && pdfDocuments.has(url);
}
