import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, useState } from 'react';

export interface WebcamCaptureDialogProps {
  open: boolean;
  onCapture: (file: File) => void;
  onClose: () => void;
}

function photoName(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `photo-${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-${pad(
    date.getHours(),
  )}${pad(date.getMinutes())}${pad(date.getSeconds())}.jpg`;
}

function cameraErrorText(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError')
    return 'Camera access was refused. Allow the camera and try again.';
  if (name === 'NotFoundError') return 'No camera was found.';
  if (name === 'NotReadableError') return 'The camera is in use by another application.';
  return 'The camera could not be started.';
}

/** Live webcam preview; Capture turns the current frame into a JPEG file. */
export function WebcamCaptureDialog({ open, onCapture, onClose }: WebcamCaptureDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Take photo</DialogTitle>
      {open ? <CameraBody onCapture={onCapture} onClose={onClose} /> : null}
    </Dialog>
  );
}

function CameraBody({ onCapture, onClose }: Omit<WebcamCaptureDialogProps, 'open'>) {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
        audio: false,
      })
      .then((opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        if (video.current) video.current.srcObject = opened;
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(cameraErrorText(failure));
      });
    // Closing the dialog (or leaving the page) always turns the camera off.
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const capture = () => {
    const element = video.current;
    if (!element || !element.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    setCapturing(true);
    canvas.toBlob(
      (blob) => {
        setCapturing(false);
        if (!blob) {
          setError('The photo could not be taken. Please try again.');
          return;
        }
        onCapture(new File([blob], photoName(), { type: 'image/jpeg' }));
      },
      'image/jpeg',
      0.9,
    );
  };

  return (
    <>
      <DialogContent>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : (
          <Box
            sx={{ position: 'relative', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="video"
              ref={video}
              autoPlay
              playsInline
              muted
              aria-label="Camera preview"
              onLoadedData={() => setReady(true)}
              sx={{ display: 'block', width: '100%', maxHeight: '65vh', objectFit: 'contain' }}
            />
            {!ready ? (
              <CircularProgress
                aria-label="Starting camera"
                sx={{ position: 'absolute', top: '50%', left: '50%', mt: -2.5, ml: -2.5 }}
              />
            ) : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="outlined" color="secondary">
          Cancel
        </Button>
        <Button
          onClick={capture}
          variant="contained"
          disabled={!ready || capturing || Boolean(error)}
        >
          Capture
        </Button>
      </DialogActions>
    </>
  );
}
