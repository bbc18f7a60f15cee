import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import { isImage, isPdf } from './documentEntries';

/** Thumbnails are 100 by 130 px. */
export const THUMB_WIDTH = 100;
export const THUMB_HEIGHT = 130;

/** A picture of the document; decorative, because its name is always shown beside it. */
export function DocumentThumbnail({
  url,
  type,
  width = THUMB_WIDTH,
  height = THUMB_HEIGHT,
}: {
  url: string;
  type: string;
  width?: number;
  height?: number;
}) {
  const frame = {
    width,
    height,
    flex: 'none',
    borderRadius: 1,
    overflow: 'hidden',
    bgcolor: 'grey.100',
    border: 1,
    borderColor: 'divider',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  } as const;
  if (isImage(type)) {
    return (
      <Box sx={frame}>
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          // Contain, not cover: a landscape passport page is shown whole, never cropped.
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      </Box>
    );
  }
  const Icon = isPdf(type) ? PictureAsPdfOutlinedIcon : InsertDriveFileOutlinedIcon;
  return (
    <Box sx={{ ...frame, color: isPdf(type) ? 'error.main' : 'text.secondary' }}>
      <Icon sx={{ fontSize: Math.round(Math.min(width, height) * 0.5) }} aria-hidden />
    </Box>
  );
}
