import { idOf, listOr, objectOr, recordOf, taskFieldsOf, textOr, UnreadableResponse } from './read';
import type { TaskRecord } from './read';

export interface PortalDocument {
  /** Null when the server sent no usable id: such a document cannot be deleted. */
  id: number | null;
  name: string;
  path: string;
  mimeType: string;
}
export interface DocumentList extends TaskRecord {
  documents: PortalDocument[];
}

const TYPE_BY_EXTENSION: Partial<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

function fileNameOf(path: string): string {
  const last = path.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'Document';
  } catch {
    // A stray "%" is not an escape: the name is shown as sent.
    return last || 'Document';
  }
}

/** A document's id may be named `id`, `meta_id` or `document_id`; its name `title` or `name`. */
export function readDocument(value: unknown): PortalDocument {
  const document = objectOr(value);
  const path = textOr(document.path, '');
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return {
    id: idOf(document.id) ?? idOf(document.meta_id) ?? idOf(document.document_id),
    name: textOr(document.title, '') || textOr(document.name, '') || fileNameOf(path),
    path,
    mimeType: textOr(document.mime_type, '') || TYPE_BY_EXTENSION[extension] || '',
  };
}

/**
 * Passports list under `customer_documents`, flights under `flight_documents`. A list that is
 * there but not a list is unreadable; entries that are not records are dropped.
 */
export const readDocumentList =
  (listField: 'customer_documents' | 'flight_documents') =>
  (response: unknown): DocumentList => {
    const record = recordOf(response, 'documents');
    const list = record[listField];
    if (list !== undefined && list !== null && !Array.isArray(list)) {
      throw new UnreadableResponse('documents');
    }
    return {
      ...taskFieldsOf(record),
      documents: listOr(list)
        .filter((entry) => typeof entry === 'object' && entry !== null)
        .map(readDocument),
    };
  };
