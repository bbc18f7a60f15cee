import { useCallback, useEffect, useRef, useState } from 'react';
import { portalApi } from '../../api/portalApi';
import { useAppDispatch } from '../../api/hooks';

export const SIGNED_DOCUMENT_ERROR = 'Failed to fetch signed document.';

export interface SignedDocument {
  url: string | null;
  loading: boolean;
  error: string | null;
  /** `refresh` asks the server to fetch the document from the provider again (after signing). */
  fetchDocument: (envelopeId: string, refresh: boolean) => Promise<void>;
}

/**
 * The signed PDF's address. Fetched once automatically when the envelope is completed, and
 * explicitly (with refresh) right after the guest signs.
 */
export function useSignedDocument(envelopeId: string | null, completed: boolean): SignedDocument {
  const dispatch = useAppDispatch();
  const [url, setUrl] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requested = useRef(false);

  const fetchDocument = useCallback(
    async (id: string, refresh: boolean) => {
      requested.current = true;
      setLoading(true);
      setError(null);
      const request = dispatch(
        portalApi.endpoints.getSignedDocument.initiate(refresh ? { id, refresh: 1 } : { id }, {
          forceRefetch: true,
        }),
      );
      try {
        const body = await request.unwrap();
        if (body && typeof body.url === 'string' && body.url) setUrl(body.url);
        else setError(SIGNED_DOCUMENT_ERROR);
      } catch {
        setError(SIGNED_DOCUMENT_ERROR);
      } finally {
        // A one-shot read: staying subscribed would refetch (and, with refresh, regenerate the
        // PDF) on every later 'docusign' invalidation. Subscribed while in flight, because an
        // invalidation drops an unsubscribed entry before its response could be read.
        request.unsubscribe();
        setLoading(false);
      }
    },
    [dispatch],
  );

  useEffect(() => {
    if (completed && envelopeId && !requested.current) void fetchDocument(envelopeId, false);
  }, [completed, envelopeId, fetchDocument]);

  return { url, loading, error, fetchDocument };
}
