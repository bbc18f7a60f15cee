import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { BY_TOUCH, WITH_MOUSE } from '../pointerText';
import { ACCEPTED_TYPE_NAMES, ACCEPTED_TYPES } from './fileChecks';

export const CHOOSE_FILES_LABEL = 'Choose files';

export interface DropZoneProps {
  /** Every chosen or dropped file, valid or not: the page's checks explain rejections. */
  onFiles: (files: File[]) => void;
  /** True while chosen files are being checked and compressed. */
  preparing: boolean;
  disabled?: boolean;
  /** Shown only on desktops with a camera. */
  onTakePhoto?: () => void;
  /** The Choose files button: where the focus goes when nothing nearer is left. */
  chooseButtonRef?: Ref<HTMLButtonElement>;
  /** The booking's limit over uploaded and staged files. */
  maxFiles: number;
}

export function DropZone({
  onFiles,
  preparing,
  disabled,
  onTakePhoto,
  chooseButtonRef,
  maxFiles,
}: DropZoneProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    // Listing image types makes phones offer the camera next to the gallery and files.
    accept: ACCEPTED_TYPES,
    multiple: true,
    noClick: true,
    disabled: disabled || preparing,
    onDrop: (accepted: File[], rejected: FileRejection[]) =>
      onFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
  });

  return (
    <Box
      {...getRootProps({
        role: 'group',
        'aria-label': 'Upload drop zone',
        onClick: () => {
          if (!disabled && !preparing) open();
        },
      })}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'grey.400',
        bgcolor: isDragActive ? 'rgba(29, 78, 216, 0.06)' : 'background.paper',
        borderRadius: 2,
        px: 2,
        py: 3,
        textAlign: 'center',
        cursor: disabled || preparing ? 'default' : 'pointer',
        transition: 'border-color 150ms, background-color 150ms',
      }}
    >
      <input {...getInputProps({ 'aria-label': 'Choose files to upload' })} />
      {preparing ? (
        <Stack spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={32} aria-hidden />
          <Typography>Preparing files...</Typography>
        </Stack>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <CloudUploadOutlinedIcon sx={{ fontSize: 44, color: 'primary.main' }} aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>
            {isDragActive ? (
              'Drop the files here'
            ) : (
              <>
                <Box component="span" sx={WITH_MOUSE}>
                  Drag and drop files here
                </Box>
                <Box component="span" sx={BY_TOUCH}>
                  Add your files here
                </Box>
              </>
            )}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
          >
            <Button
              ref={chooseButtonRef}
              variant="outlined"
              disabled={disabled}
              onClick={(event) => {
                event.stopPropagation();
                open();
              }}
            >
              {CHOOSE_FILES_LABEL}
            </Button>
            {onTakePhoto ? (
              <Button
                variant="outlined"
                startIcon={<PhotoCameraOutlinedIcon />}
                disabled={disabled}
                onClick={(event) => {
                  event.stopPropagation();
                  onTakePhoto();
                }}
              >
                Take photo
              </Button>
            ) : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {ACCEPTED_TYPE_NAMES}, up to 2 MB each (photos are compressed for you), at most{' '}
            {maxFiles} files in total.
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
