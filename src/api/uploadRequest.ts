/**
 * The one description of a document upload (method, path, multipart field): the portal's upload
 * endpoints build their request with it, and the contract test declares its interaction from it.
 */
import type { RequestArgs } from './baseQuery';

export type DocumentResourceKey = 'customer_documents' | 'flight_documents';

/** The multipart field the file travels in; the API takes one file per request. */
export const uploadField = (resourceKey: DocumentResourceKey) => `${resourceKey}[0]` as const;

/** POST `/portal/{resourceKey}/upload` with the file in field `{resourceKey}[0]`. */
export function uploadRequest(
  resourceKey: DocumentResourceKey,
  file: Blob,
  onUploadProgress?: (percent: number) => void,
): RequestArgs & { method: 'POST'; body: FormData } {
  const body = new FormData();
  body.append(uploadField(resourceKey), file, file instanceof File ? file.name : 'upload');
  return { url: `/portal/${resourceKey}/upload`, method: 'POST', body, onUploadProgress };
}

/** Upload arguments may carry a progress callback beside the generated fields. */
export interface UploadProgressArg {
  onUploadProgress?: (percent: number) => void;
}

/** The progress callback an upload's query argument carries, if any. */
export function uploadProgressIn(arg: object): UploadProgressArg['onUploadProgress'] {
  const { onUploadProgress } = arg as UploadProgressArg;
  return typeof onUploadProgress === 'function' ? onUploadProgress : undefined;
}
