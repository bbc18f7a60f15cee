import CloseIcon from '@mui/icons-material/Close';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import { useForgetFrameHistory } from '../../components/navigation/useForgetFrameHistory';

export const PAYMENT_FRAME_NAME = 'securePaymentFrame';
export const PAYMENT_FRAME_HEIGHT = 600;
const TITLE_ID = 'secure-payment-title';
/** 600 px; on phones the dialog is full screen and the frame fills it below the title bar. */
const FRAME_HEIGHT = { xs: 'calc(100dvh - 66px)', sm: PAYMENT_FRAME_HEIGHT };

/** The provider's page is on another origin: reading its address throws. */
function isBlank(frame: HTMLIFrameElement | null): boolean {
  try {
    return frame?.contentWindow?.location.href === 'about:blank';
  } catch {
    return false;
  }
}

/**
 * The hosted payment form. The frame first loads about:blank; once that load fires, the hidden
 * form posts the token into the frame (a POST cannot be a plain iframe src). The next load is
 * the provider's page, which removes the spinner.
 */
function PaymentFrame({ token }: { token: string }) {
  const { paymentPageUrl } = useRuntimeConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const submitted = useRef(false);
  const [loaded, setLoaded] = useState(false);

  const submitOnce = useCallback(() => {
    if (submitted.current) return;
    submitted.current = true;
    formRef.current?.submit();
  }, []);

  // about:blank usually finishes loading while the frame is being inserted, when React does not
  // deliver events: check once the frame and the form are in place.
  useEffect(() => {
    if (isBlank(frameRef.current) && frameRef.current?.contentDocument?.readyState === 'complete')
      submitOnce();
  }, [submitOnce]);

  const onLoad = () => {
    if (isBlank(frameRef.current)) submitOnce();
    else setLoaded(true);
  };

  return (
    <Box sx={{ position: 'relative', height: FRAME_HEIGHT }}>
      <Box
        component="iframe"
        name={PAYMENT_FRAME_NAME}
        title="Secure payment form"
        src="about:blank"
        ref={frameRef}
        onLoad={onLoad}
        sx={{ display: 'block', width: '100%', height: '100%', border: 0 }}
      />
      {loaded ? null : (
        <Stack
          role="status"
          spacing={1.5}
          sx={{
            position: 'absolute',
            inset: 0,
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.paper',
          }}
        >
          <CircularProgress aria-hidden="true" />
          <Typography>Loading the secure payment form...</Typography>
        </Stack>
      )}
      <form
        ref={formRef}
        method="post"
        action={paymentPageUrl}
        target={PAYMENT_FRAME_NAME}
        hidden
        data-testid="payment-form"
      >
        <input type="hidden" name="token" value={token} />
      </form>
    </Box>
  );
}

/** Static modal (no close on backdrop click or Escape): only its close button or the provider ends it. */
export function SecurePaymentDialog({
  token,
  onClose,
}: {
  token: string | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  useForgetFrameHistory(token !== null);
  return (
    <Dialog
      open={token !== null}
      maxWidth="xl"
      fullWidth
      fullScreen={phone}
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 7 }}>
        <LockOutlinedIcon fontSize="small" aria-hidden="true" />
        Secure Payment
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label="Close payment window"
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ p: 0 }}>
        {/* Closing, the provider's page goes at once; its space stays while the dialog fades. */}
        {token ? <PaymentFrame key={token} token={token} /> : <Box sx={{ height: FRAME_HEIGHT }} />}
      </DialogContent>
    </Dialog>
  );
}
