import { useCallback, useEffect, useRef, useState } from 'react';
import { portalApi } from '../../api/portalApi';
import { useAppDispatch } from '../../api/hooks';

export const PDF_ERROR = 'PDF operation failed';
export const NOT_A_PDF =
  'The invoice could not be shown: the server did not send a PDF. Please try again later.';

/** Every PDF starts "%PDF-"; JSON or an HTML error page would open a broken preview. */
async function isPdf(data: Blob): Promise<boolean> {
  const start = new Uint8Array(await data.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...start) === '%PDF-';
}

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
  // The invoice the guest asked for last: a PDF that arrives after another was asked for is
  // dropped, so the preview always shows the one clicked last.
  const wanted = useRef<number | null>(null);

  const revoke = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  useEffect(() => revoke, [revoke]);

  /** Stable, so the invoice rows do not re-render when a PDF starts or ends loading. */
  const show = useCallback(
    async (invoiceId: number) => {
      if (wanted.current === invoiceId) return;
      wanted.current = invoiceId;
      setLoadingId(invoiceId);
      setError(null);
      const current = () => wanted.current === invoiceId;
      try {
        // Untracked: a Blob must not be kept in the store (it is not serializable).
        const data: unknown = await dispatch(
          portalApi.endpoints.getPdf.initiate(
            { pdfRequest: { resource: 'invoices', id: invoiceId, template: 'invoice' } },
            { track: false },
          ),
        ).unwrap();
        if (!current()) return;
        // A 400 arrives as data with a message, not as a PDF.
        if (!isBlob(data) || data.size === 0) {
          setError(PDF_ERROR);
          return;
        }
        const readable = await isPdf(data);
        if (!current()) return;
        if (!readable) {
          setError(NOT_A_PDF);
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
        if (current()) setError(PDF_ERROR);
      } finally {
        if (current()) {
          wanted.current = null;
          setLoadingId(null);
        }
      }
    },
    [dispatch, revoke],
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
