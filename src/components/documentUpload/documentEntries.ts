import type { PortalDocument } from '../../api/responses';

/** An uploaded document as the page shows it: where its file is previewed. */
export interface DocumentEntry extends PortalDocument {
  url: string;
}

export const toDocumentEntry = (document: PortalDocument, fileBaseUrl: string): DocumentEntry => ({
  ...document,
  url: fileBaseUrl + document.path,
});

export const isPdf = (type: string) => type === 'application/pdf';
export const isImage = (type: string) => type.startsWith('image/');
