import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useId, useRef } from 'react';
import { isImageType } from './fileChecks';
import { DocumentThumbnail } from './DocumentThumbnail';
import { PassportZoneNote } from './PassportZoneNote';
import { PhotoVerdict } from './PhotoVerdict';
import { isRemovable, type StagedFile } from './uploadQueue';
import { REMOVE_MARK, RETRY_MARK } from './useStagedFocus';

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A small preview of a chosen image; the object URL lives exactly as long as the row. */
function StagedPreview({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Box
      component="img"
      ref={image}
      alt=""
      sx={{
        width: 40,
        height: 52,
        objectFit: 'cover',
        borderRadius: 0.5,
        flex: 'none',
        bgcolor: 'grey.100',
      }}
    />
  );
}

function StatusLine({ item }: { item: StagedFile }) {
  if (item.status === 'uploading')
    return (
      <>
        <Typography variant="body2" color="text.secondary">
          Uploading · {item.progress}%
        </Typography>
        <LinearProgress
          variant="determinate"
          value={item.progress}
          aria-label={`Uploading ${item.file.name}`}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      </>
    );
  if (item.status === 'uploaded')
    return (
      <Typography
        variant="body2"
        sx={{ color: 'success.main', display: 'flex', gap: 0.5, alignItems: 'center' }}
      >
        <CheckCircleIcon fontSize="inherit" aria-hidden /> Uploaded
      </Typography>
    );
  if (item.status === 'failed')
    return (
      <Typography
        variant="body2"
        role="alert"
        sx={{ color: 'error.main', display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
      >
        <ErrorOutlinedIcon fontSize="inherit" aria-hidden sx={{ mt: '3px' }} />{' '}
        {item.error ?? 'Upload failed.'}
      </Typography>
    );
  return (
    <Typography variant="body2" color="text.secondary">
      Ready to upload · {formatSize(item.file.size)}
    </Typography>
  );
}

/** Marks a traveller select whose choice Upload found missing (the focus goes to the first). */
export const MISSING_TRAVELLER_MARK = 'data-missing-traveller';
export const CHOOSE_TRAVELLER_MESSAGE = 'Choose whose passport this is.';
const OTHER_DOCUMENT = 'other';

/** The select's value for a file's traveller: none chosen, another document, or a traveller. */
const selectValue = (travellerId: number | null | undefined) =>
  travellerId === undefined ? '' : travellerId === null ? OTHER_DOCUMENT : String(travellerId);

/** Passports: whose passport a staged file is; the guest can always choose by hand. */
function TravellerSelect({
  item,
  travellers,
  chosenElsewhere,
  disabled,
  onAssign,
}: {
  item: StagedFile;
  travellers: readonly { id: number; label: string }[];
  /** Travellers another staged file is already given to. */
  chosenElsewhere: ReadonlySet<number>;
  disabled: boolean;
  onAssign: (key: string, travellerId: number | null) => void;
}) {
  const id = useId();
  const missing = Boolean(item.travellerAsked) && item.travellerId === undefined;
  // Drawn in a render of its own just after its row, in the room it will take (a small field is
  // 40 px high): the field, its label and a line per traveller in the same commit as the row made
  // staging a photo one task of 67-79 ms on a mid-range phone with 24 travellers.
  const drawn = useDeferredValue(true, false);
  if (!drawn) return <Box sx={{ height: 40 }} />;
  return (
    <TextField
      select
      id={id}
      size="small"
      label="Traveller"
      value={selectValue(item.travellerId)}
      onChange={(event) =>
        onAssign(
          item.key,
          event.target.value === OTHER_DOCUMENT ? null : Number(event.target.value),
        )
      }
      disabled={disabled}
      error={missing}
      helperText={missing ? CHOOSE_TRAVELLER_MESSAGE : undefined}
      // Native: a phone shows its own picker, and 24 names scroll as the guest expects.
      slotProps={{
        select: { native: true },
        // "Choose a traveller" has an empty value: the label stays above it, not over it.
        inputLabel: { shrink: true },
        htmlInput: {
          'aria-label': `Traveller for ${item.file.name}`,
          ...(missing ? { [MISSING_TRAVELLER_MARK]: '' } : {}),
        },
      }}
      // A select keeps its text on one line, cut short, unless told to wrap.
      sx={{
        width: '100%',
        maxWidth: { sm: 360 },
        '& select': { whiteSpace: 'normal', height: 'auto' },
      }}
    >
      <option value="" disabled>
        Choose a traveller
      </option>
      {travellers.map((traveller) => (
        <option key={traveller.id} value={traveller.id}>
          {traveller.label}
          {chosenElsewhere.has(traveller.id) ? ' (chosen for another file)' : ''}
        </option>
      ))}
      <option value={OTHER_DOCUMENT}>Another document (keep its file name)</option>
    </TextField>
  );
}

/**
 * For each staged file, the travellers the files above it are given to: a second file for one is
 * a slip, usually, and it is the second that says so (on both, the first read as wrong too).
 */
function chosenAbove(items: readonly StagedFile[]): ReadonlyMap<string, ReadonlySet<number>> {
  const chosen = new Set<number>();
  const byItem = new Map<string, ReadonlySet<number>>();
  for (const item of items) {
    byItem.set(item.key, new Set(chosen));
    if (isRemovable(item) && typeof item.travellerId === 'number') chosen.add(item.travellerId);
  }
  return byItem;
}

const NOBODY: ReadonlySet<number> = new Set();

export interface StagedFileListProps {
  items: StagedFile[];
  running: boolean;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  /** Passports: the travellers a staged file can be given to. */
  travellers?: readonly { id: number; label: string }[];
  onAssign?: (key: string, travellerId: number | null) => void;
}

export function StagedFileList({
  items,
  running,
  onRemove,
  onRetry,
  travellers,
  onAssign,
}: StagedFileListProps) {
  const chosenElsewhere = chosenAbove(items);
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Files to upload"
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.key}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
            p: 1,
            border: 1,
            borderColor: item.status === 'failed' ? 'error.main' : 'divider',
            borderRadius: 1,
            bgcolor: item.status === 'failed' ? 'rgba(185, 28, 28, 0.04)' : 'background.paper',
          }}
        >
          {isImageType(item.file.type) ? (
            <StagedPreview file={item.file} />
          ) : (
            <DocumentThumbnail url="" type={item.file.type} width={40} height={52} />
          )}
          <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
            <Typography
              // Wraps rather than being cut short: at large text a name is otherwise unreadable.
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {item.file.name}
            </Typography>
            <StatusLine item={item} />
            {item.photoProblems && (item.status === 'staged' || item.status === 'failed') ? (
              <PhotoVerdict problems={item.photoProblems} />
            ) : null}
            {item.passportZone && isRemovable(item) ? (
              <PassportZoneNote note={item.passportZone} />
            ) : null}
            {item.status === 'failed' && !item.locked ? (
              <Button
                size="small"
                startIcon={<ReplayIcon />}
                {...{ [RETRY_MARK]: '' }}
                onClick={() => onRetry(item.key)}
                disabled={running}
                aria-label={`Retry upload of ${item.file.name}`}
                sx={{ mt: 0.5, ml: -0.5 }}
              >
                Retry
              </Button>
            ) : null}
          </Box>
          {isRemovable(item) ? (
            <IconButton
              {...{ [REMOVE_MARK]: '' }}
              onClick={() => onRemove(item.key)}
              disabled={running}
              aria-label={`Remove ${item.file.name}`}
              size="small"
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          ) : null}
          {travellers && travellers.length > 0 && onAssign && isRemovable(item) ? (
            // A line of its own under the name (after Remove, as Tab reaches them), on a phone as
            // wide as the row: at large text a name then wraps between words, not inside one.
            <Box sx={{ flexBasis: '100%', pl: { sm: '52px' } }}>
              <TravellerSelect
                item={item}
                travellers={travellers}
                chosenElsewhere={chosenElsewhere.get(item.key) ?? NOBODY}
                disabled={running}
                onAssign={onAssign}
              />
            </Box>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
