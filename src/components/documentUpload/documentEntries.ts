import type { Document } from '../../api/generated';

/** A client-side file entry (spec section 3). */
export interface DocumentEntry {
  id: number | null;
  path: string;
  name: string;
  url: string;
  type: string;
  uploaded: true;
}

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

function validId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/** Back ends name the document id `id`, `meta_id` or `document_id`. */
export function documentIdOf(document: Pick<Document, 'id' | 'meta_id' | 'document_id'>) {
  return validId(document.id) ?? validId(document.meta_id) ?? validId(document.document_id);
}

function fileNameOf(path: string): string {
  return decodeURIComponent(path.split('/').pop() ?? '') || 'Document';
}

export function toDocumentEntry(document: Document, fileBaseUrl: string): DocumentEntry {
  const path = document.path ?? '';
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return {
    id: documentIdOf(document),
    path,
    name: document.title || document.name || fileNameOf(path),
    url: fileBaseUrl + path,
    type: document.mime_type || TYPE_BY_EXTENSION[extension] || '',
    uploaded: true,
  };
}

export const isPdf = (type: string) => type === 'application/pdf';
export const isImage = (type: string) => type.startsWith('image/');
