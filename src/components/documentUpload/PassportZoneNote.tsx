import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Typography from '@mui/material/Typography';
import type { ZoneNote } from './uploadQueue';

const line = { display: 'flex', gap: 0.5, alignItems: 'flex-start' } as const;

/** Whose passport the device read, as shown and as announced. */
export const zoneHolderSentence = (note: ZoneNote) =>
  note.holder
    ? `Read on this device: the passport of ${note.holder}.`
    : 'Read on this device: the name matches no traveller of this booking, so it is sent under its own file name. If it is a traveller’s, choose them.';

/** Both sentences, for the live region. */
export const zoneAnnouncement = (fileName: string, note: ZoneNote) =>
  [`${fileName}:`, zoneHolderSentence(note), note.expiry ? `${note.expiry.message}.` : '']
    .filter(Boolean)
    .join(' ');

/**
 * What this device read from a staged passport's machine-readable lines: whose it is and whether it
 * lasts the tour. Icon and words, never colour alone; nothing of it is sent.
 */
export function PassportZoneNote({ note }: { note: ZoneNote }) {
  return (
    <>
      <Typography variant="body2" sx={line}>
        <BadgeIcon fontSize="inherit" aria-hidden sx={{ mt: '3px', flex: 'none' }} />
        <span>{zoneHolderSentence(note)}</span>
      </Typography>
      {note.expiry ? <ExpiryLine expiry={note.expiry} /> : null}
    </>
  );
}

/** Whether the passport lasts the tour, in the words the guest reads on the staged file. */
export function ExpiryLine({ expiry }: { expiry: NonNullable<ZoneNote['expiry']> }) {
  return (
    <Typography
      variant="body2"
      sx={{ ...line, color: expiry.validThroughTour ? 'success.dark' : 'warning.dark' }}
    >
      {expiry.validThroughTour ? null : (
        <WarningAmberIcon fontSize="inherit" aria-hidden sx={{ mt: '3px', flex: 'none' }} />
      )}
      <span>{expiry.message}.</span>
    </Typography>
  );
}
