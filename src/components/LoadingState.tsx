import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** After this long a guest starts to wonder whether anything is happening at all. */
export const SLOW_LOADING_AFTER_MS = 5000;
export const SLOW_LOADING_MESSAGE =
  'This is taking longer than usual. Please keep this page open: it appears as soon as our server responds.';

/**
 * The page's loading text. On a slow connection it adds, after a few seconds, a line saying the
 * portal is still waiting, so the guest does not take a frozen page for a broken one. A live
 * region: screen readers announce both lines. No spinner: a dashboard showed seven at once, and
 * starting their animations cost a slow phone a main-thread task of its own (Lighthouse TBT).
 */
export function LoadingState({
  label,
  spacious = false,
}: {
  label: string;
  /** A whole page waiting (more room), rather than one card or section. */
  spacious?: boolean;
}) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Stack role="status" spacing={1} sx={{ py: spacious ? 4 : 0 }}>
      <Typography>{label}</Typography>
      {slow ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 560 }}>
          {SLOW_LOADING_MESSAGE}
        </Typography>
      ) : null}
    </Stack>
  );
}
