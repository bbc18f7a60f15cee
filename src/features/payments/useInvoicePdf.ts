import { useCallback, useEffect, useRef, useState } from 'react';
import { portalApi } from '../../api/portalApi';
import { useAppDispatch } from '../../api/hooks';

export const PDF_ERROR = 'PDF operation failed';

export interface PdfPreview {
  invoiceId: number;
  url: string;
}

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).size === 'number' &&
  typeof (value as Blob).arrayBuffer === 'function';

/** Renders an invoice PDF (POST /portal/pdf) into an object URL, revoked when the preview ends. */
export function useInvoicePdf() {
  const dispatch = useAppDispatch();
  const [preview, setPreview] = useState<PdfPreview | null>(null);
  const [open, setOpen] = useState(false);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const urlRef = useRef<string | null>(null);

  const revoke = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  useEffect(() => revoke, [revoke]);

  const show = useCallback(
    async (invoiceId: number) => {
      if (loadingId !== null) return;
      setLoadingId(invoiceId);
      setError(null);
      try {
        // Untracked: a Blob must not be kept in the store (it is not serializable).
        const data: unknown = await dispatch(
          portalApi.endpoints.getPdf.initiate(
            { pdfRequest: { resource: 'invoices', id: invoiceId, template: 'invoice' } },
            { track: false },
          ),
        ).unwrap();
        // A 400 arrives as data with a message, not as a PDF.
        if (!isBlob(data) || data.size === 0) {
          setError(PDF_ERROR);
          return;
        }
        const pdf =
          data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' });
        revoke();
        const url = URL.createObjectURL(pdf);
        urlRef.current = url;
        setPreview({ invoiceId, url });
        setOpen(true);
      } catch {
        setError(PDF_ERROR);
      } finally {
        setLoadingId(null);
      }
    },
    [dispatch, loadingId, revoke],
  );

  const download = useCallback(() => {
    if (!preview) return;
    const link = document.createElement('a');
    link.href = preview.url;
    link.download = `invoice-${preview.invoiceId}.pdf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }, [preview]);

  /** Closing starts the exit transition; the URL is revoked once the dialog has gone. */
  const close = useCallback(() => setOpen(false), []);
  const exited = useCallback(() => {
    revoke();
    setPreview(null);
  }, [revoke]);

  return {
    preview,
    open,
    loadingId,
    error,
    clearError: () => setError(null),
    show,
    download,
    close,
    exited,
  };
}
