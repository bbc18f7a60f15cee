import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type Ref } from 'react';
import type { SignedDocument } from './useSignedDocument';

/** The completed agreement: where the copy goes, then the signed PDF in a frame. */
export function SignedDocumentView({
  recipientEmail,
  document,
  headingRef,
}: {
  recipientEmail: string;
  document: SignedDocument;
  /** The heading takes the focus when the control that had it went away with the signing. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Entering a frame with the Tab key fires no focus event on it, and Chromium does not scroll it
  // into view: the guest would be in a PDF below the fold (a phone turned sideways). The page's
  // window loses the focus then, and the frame is the active element.
  useEffect(() => {
    const onBlur = () =>
      window.setTimeout(() => {
        if (frame.current && window.document.activeElement === frame.current)
          frame.current.scrollIntoView?.({ block: 'nearest' });
      });
    window.addEventListener('blur', onBlur);
    return () => window.removeEventListener('blur', onBlur);
  }, []);
  return (
    <Stack component="section" spacing={2} aria-labelledby="signed-document-title">
      <Typography
        id="signed-document-title"
        ref={headingRef}
        component="h2"
        variant="h2"
        tabIndex={-1}
      >
        Signed agreement
      </Typography>
      <Typography>
        A copy of the signed agreement will be sent to <strong>{recipientEmail}</strong>.
      </Typography>
      {document.error ? (
        <Alert severity="error" role="alert">
          {document.error}
        </Alert>
      ) : null}
      {document.loading && !document.url ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={18} aria-hidden="true" />
          <Typography>Preparing your signed PDF...</Typography>
        </Stack>
      ) : null}
      {document.url ? (
        <>
          <Box
            component="iframe"
            src={document.url}
            title="Signed agreement PDF"
            ref={frame}
            sx={{
              width: '100%',
              height: { xs: '70vh', md: '80vh' },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          />
          <Typography variant="body2">
            <Link href={document.url} target="_blank" rel="noopener noreferrer">
              Open the signed PDF in a new tab
            </Link>
          </Typography>
        </>
      ) : null}
    </Stack>
  );
}
