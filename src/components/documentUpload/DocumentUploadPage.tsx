import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { LoadingState } from '../LoadingState';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { portalApi } from '../../api/portalApi';
import { useAppDispatch, useAppSelector } from '../../api/state';
import { uploadDocumentThunk } from '../../api/uploadDocument';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import { isEditable } from '../task/statusModel';
import { TaskPageHeader } from '../task/TaskPageHeader';
import { TaskStatusBanner } from '../task/TaskStatusBanner';
import { useLeaveGuard } from '../task/useLeaveGuard';
import { answerStatusOf } from '../task/useTaskSubmit';
import { AddDocumentsSection } from './AddDocumentsSection';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { toDocumentEntry, type DocumentEntry } from './documentEntries';
import { MAX_FILES } from './fileChecks';
import { PreviewDialog } from './PreviewDialog';
import { SubmitSection } from './SubmitSection';
import type { DocumentUploadConfig } from './types';
import { UploadedGrid } from './UploadedGrid';
import { useUploadQueue, type UploadFn } from './useUploadQueue';

export const LEAVE_WHILE_UPLOADING_MESSAGE =
  'Some of your files have not been uploaded yet. If you leave this page now, they will be lost.';

/** The whole upload page (spec section 2), configured by the passport and flight features. */
export function DocumentUploadPage(config: DocumentUploadConfig) {
  const { taskKey, resourceKey, texts, list } = config;
  const dispatch = useAppDispatch();
  const { fileBaseUrl } = useRuntimeConfig();
  const [previewing, setPreviewing] = useState<DocumentEntry | null>(null);
  const [deleting, setDeleting] = useState<DocumentEntry | null>(null);

  const upload = useCallback<UploadFn>(
    (file, { onProgress, signal }) =>
      dispatch(uploadDocumentThunk({ resourceKey, file, onProgress, signal })),
    [dispatch, resourceKey],
  );
  const reload = useCallback(
    () => dispatch(portalApi.util.invalidateTags([taskKey])),
    [dispatch, taskKey],
  );
  const userId = useAppSelector((state) => state.session.userId);
  const queue = useUploadQueue({ upload, onUploaded: reload, keepAs: `${userId}:${resourceKey}` });

  const documents = useMemo(
    () => list.documents.map((document) => toDocumentEntry(document, fileBaseUrl)),
    [list.documents, fileBaseUrl],
  );
  const editable = isEditable(list.status);
  const leaveGuard = useLeaveGuard(
    editable && queue.pendingCount > 0,
    LEAVE_WHILE_UPLOADING_MESSAGE,
  );

  const { deleteDocument } = config;
  const remove = useCallback(
    async (id: number) => {
      const answer = await deleteDocument(id);
      // Spec section 7: success is a 2xx with a body; a null answer counts as failure.
      return typeof answer === 'object' && answer !== null && answerStatusOf(answer) !== 400;
    },
    [deleteDocument],
  );

  if (list.isLoading) {
    return <LoadingState label={texts.loading} spacious />;
  }

  return (
    <Stack spacing={3} sx={{ pb: 14, maxWidth: 1100 }}>
      <TaskPageHeader title={texts.title} />
      {list.error ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={list.refetch}>
              Retry
            </Button>
          }
        >
          Unable to load. {errorMessage(list.error, 'Failed to load.')}
        </Alert>
      ) : (
        <TaskStatusBanner status={list.status} statusMessages={list.statusMessages} />
      )}
      <Typography>{texts.intro}</Typography>

      {editable ? (
        <Paper
          component="section"
          aria-labelledby={`${taskKey}-add-heading`}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography component="h2" variant="h2" id={`${taskKey}-add-heading`} sx={{ mb: 2 }}>
            Add documents
          </Typography>
          <AddDocumentsSection
            queue={queue}
            uploadedCount={documents.length}
            sample={config.sample}
          />
        </Paper>
      ) : null}

      {/* A failed load knows nothing about the list: say so once, not "No documents". */}
      {list.error && documents.length === 0 ? null : (
        <Paper
          component="section"
          aria-labelledby={`${taskKey}-uploaded-heading`}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 1 }}
          >
            <Typography component="h2" variant="h2" id={`${taskKey}-uploaded-heading`}>
              Uploaded Documents
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {documents.length} of {MAX_FILES}
            </Typography>
          </Stack>
          <UploadedGrid
            documents={documents}
            editable={editable}
            onPreview={setPreviewing}
            onDelete={setDeleting}
          />
        </Paper>
      )}

      <SubmitSection
        taskKey={taskKey}
        texts={texts}
        active={editable && !list.error}
        uploadedCount={documents.length}
        pendingCount={queue.pendingCount}
        submitDocuments={config.submitDocuments}
      />

      <PreviewDialog document={previewing} onClose={() => setPreviewing(null)} />
      <DeleteDocumentDialog
        document={deleting}
        onDelete={remove}
        onClose={() => setDeleting(null)}
      />
      {leaveGuard}
    </Stack>
  );
}
