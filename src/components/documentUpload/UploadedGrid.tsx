import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { DocumentThumbnail, THUMB_WIDTH } from './DocumentThumbnail';
import { PreviewDialog } from './PreviewDialog';
import type { DocumentEntry } from './documentEntries';
import { DELETE_MARK } from './useFocusAfterDelete';

export interface UploadedGridProps {
  documents: DocumentEntry[];
  editable: boolean;
  onDelete: (document: DocumentEntry) => void;
  /** The list is being fetched again (after an upload): an empty list is not yet known to be empty. */
  refreshing?: boolean;
}

/**
 * The documents already on the server, each with a preview and (while editable) a delete. The
 * preview's state lives here, not in the page: opening one rendered the whole upload page again
 * (its traveller list and upload section), and the tap waited for it.
 */
export const UploadedGrid = memo(function UploadedGrid(props: UploadedGridProps) {
  const [previewing, setPreviewing] = useState<DocumentEntry | null>(null);
  return (
    <>
      <DocumentGrid {...props} onPreview={setPreviewing} />
      <PreviewDialog document={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
});

/** Memoised: opening or closing a preview leaves the grid as it is. */
const DocumentGrid = memo(function DocumentGrid({
  documents,
  editable,
  onPreview,
  onDelete,
  refreshing = false,
}: UploadedGridProps & { onPreview: (document: DocumentEntry) => void }) {
  if (documents.length === 0 && refreshing)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography color="text.secondary">Updating the list...</Typography>
      </Stack>
    );
  if (documents.length === 0)
    return <Typography color="text.secondary">No documents uploaded yet.</Typography>;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${THUMB_WIDTH + 16}px, 1fr))`,
        gap: 2,
      }}
    >
      {documents.map((document) => (
        <Box
          component="li"
          key={`${document.id ?? 'x'}-${document.path}`}
          sx={{
            position: 'relative',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
          }}
        >
          <ButtonBase
            onClick={() => onPreview(document)}
            aria-label={`Preview ${document.name}`}
            sx={{ borderRadius: 1, '&:hover img': { opacity: 0.9 } }}
          >
            <DocumentThumbnail url={document.url} type={document.mimeType} />
          </ButtonBase>
          <Typography
            variant="caption"
            title={document.name}
            sx={{
              mt: 0.5,
              width: THUMB_WIDTH + 16,
              textAlign: 'center',
              // Wraps rather than being cut short: at large text a name is otherwise unreadable.
              overflowWrap: 'anywhere',
            }}
          >
            {document.name}
          </Typography>
          {editable ? (
            <IconButton
              {...{ [DELETE_MARK]: '' }}
              onClick={() => onDelete(document)}
              aria-label={`Delete ${document.name}`}
              size="small"
              sx={{
                position: 'absolute',
                top: -8,
                right: 'calc(50% - 62px)',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                boxShadow: 1,
                color: 'error.main',
                '&:hover': { bgcolor: 'grey.100' },
              }}
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
      ))}
    </Box>
  );
});
