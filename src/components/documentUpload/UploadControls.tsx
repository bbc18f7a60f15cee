import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';

export interface UploadControlsProps {
  /** Overall percentage (average of the files in the run), or null before any run. */
  progress: number | null;
  running: boolean;
  pendingCount: number;
  onUpload: () => void;
  onCancel: () => void;
  /** The Upload Files button, watched so the sticky bar offers the upload only when it is away. */
  uploadButtonRef?: Ref<HTMLButtonElement>;
}

/** The overall progress bar with Upload Files and, while sending, Cancel upload. */
export function UploadControls({
  progress,
  running,
  pendingCount,
  onUpload,
  onCancel,
  uploadButtonRef,
}: UploadControlsProps) {
  const labelId = useId();
  const showBar = running || progress === 100;
  return (
    <Stack spacing={1.5}>
      {showBar && progress !== null ? (
        <Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2" id={labelId}>
              {running ? 'Uploading...' : 'Upload complete'}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {progress}%
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-labelledby={labelId}
            color={progress === 100 && !running ? 'success' : 'primary'}
            sx={{ height: 10, borderRadius: 5 }}
          />
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          ref={uploadButtonRef}
          variant="contained"
          startIcon={<CloudUploadIcon />}
          onClick={onUpload}
          disabled={running || pendingCount === 0}
        >
          Upload Files
        </Button>
        {running ? (
          <Button variant="outlined" color="error" onClick={onCancel}>
            Cancel upload
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
