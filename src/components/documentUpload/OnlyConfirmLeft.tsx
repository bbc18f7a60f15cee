import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * Said at the top once everything asked for is uploaded: the server's "upload" banner stays until
 * the confirm, and returning guests took it to mean the uploads were lost, or still to do.
 * `uploaded` says what is known to be in (every traveller's passport); without it, the guest knows.
 */
export function OnlyConfirmLeft({
  confirmLabel,
  uploaded,
  onGo,
}: {
  confirmLabel: string;
  uploaded?: string;
  onGo: () => void;
}) {
  return (
    <Alert severity="info">
      {uploaded
        ? `${uploaded} One step is left: ${confirmLabel}.`
        : `Your uploads are here. If that is everything, one step is left: ${confirmLabel}.`}
      {/* Under the words, not in the alert's narrow action column (it broke inside a word). */}
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={onGo}>
          Go to confirm
        </Button>
      </Box>
    </Alert>
  );
}
