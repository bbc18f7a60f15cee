import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** How long "Copied" stays before the button reads "Copy" again. */
export const COPIED_MS = 2500;

export const COPY_FAILED = 'Could not copy. Please select the text and copy it yourself.';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `value` to the clipboard, says so, and says so too when the browser rejects. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // Missing outside secure contexts and in some in-app browsers.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => void copy()}
        aria-label={`Copy ${label}`}
        startIcon={state === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
      >
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      {/* Announced after the click; the button's own name stays "Copy …". */}
      <Typography
        variant="caption"
        role="status"
        sx={{ color: state === 'failed' ? 'error.main' : 'text.secondary' }}
      >
        {state === 'copied' ? `${label} copied` : state === 'failed' ? COPY_FAILED : ''}
      </Typography>
    </Stack>
  );
}
