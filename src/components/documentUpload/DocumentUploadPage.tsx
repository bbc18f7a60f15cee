import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { DocumentList } from '../../api/responses';
import { rejectionOf } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../api/hooks';
import { portalApi, startUpload } from '../../api/portalApi';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import { PageLoad } from '../PageLoad';
import { visuallyHidden } from '../visuallyHidden';
import { taskOf } from '../../domain/tasks';
import { isEditable } from '../../domain/taskStatus';
import { TaskPageHeader } from '../task/TaskPageHeader';
import { TaskStatusBanner } from '../task/TaskStatusBanner';
import { useTaskStatus } from '../task/taskStatus';
import { useLeaveGuard } from '../task/useLeaveGuard';
import { useOutOfViewWatch } from '../task/useOutOfView';
import { AddDocumentsSection } from './AddDocumentsSection';
import { OnlyConfirmLeft } from './OnlyConfirmLeft';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { toDocumentEntry, type DocumentEntry } from './documentEntries';
import { usePassengerCount } from '../travellers/useTravellerPassports';
import { maxFilesFor } from './fileChecks';
import { SubmitSection } from './SubmitSection';
import type { DocumentUploadConfig } from './types';
import { UploadedGrid } from './UploadedGrid';
import { uploadOutcomeOf } from './uploadOutcome';
import { useAwaitedList } from './useAwaitedList';
import { useFocusAfterDelete } from './useFocusAfterDelete';
import { useUploadAnnouncement } from './useUploadAnnouncement';
import { useUploadQueue, type UploadFn } from './useUploadQueue';

export const LEAVE_WHILE_UPLOADING_MESSAGE =
  'Some of your files have not been uploaded yet. If you leave this page now, they will be lost.';

export const TASK_LOCKED_MESSAGE =
  'These documents have already been submitted (perhaps in another tab or window), so no more files can be added.';

/** The whole upload page, configured by the passport and flight features. */
export function DocumentUploadPage(config: DocumentUploadConfig) {
  const { query, taskKey } = config;
  return (
    <PageLoad task={taskKey} query={query}>
      {(list) => <DocumentUploads config={config} list={list} />}
    </PageLoad>
  );
}

function DocumentUploads({ config, list }: { config: DocumentUploadConfig; list: DocumentList }) {
  const { taskKey, resourceKey, texts } = config;
  const status = useTaskStatus(taskKey);
  const dispatch = useAppDispatch();
  const { fileBaseUrl } = useRuntimeConfig();
  const [deleting, setDeleting] = useState<DocumentEntry | null>(null);

  const upload = useCallback<UploadFn>(
    async (file, { onProgress, signal }) => {
      const request = dispatch(startUpload(resourceKey, file, onProgress));
      const cancel = () => request.abort();
      signal.addEventListener('abort', cancel, { once: true });
      try {
        return uploadOutcomeOf(await request);
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    },
    [dispatch, resourceKey],
  );
  const reload = useCallback(
    () => dispatch(portalApi.util.invalidateTags([taskKey])),
    [dispatch, taskKey],
  );
  // Submitted meanwhile (another tab): say so, and reload the list so the page shows the status.
  const [locked, setLocked] = useState(false);
  const onLocked = useCallback(() => {
    setLocked(true);
    reload();
  }, [reload]);
  const userId = useAppSelector((state) => state.session.userId);
  const queue = useUploadQueue({
    upload,
    onUploaded: reload,
    onLocked,
    keepAs: `${userId}:${resourceKey}`,
    sendAs: config.travellers?.sendAs,
    onStored: config.travellers?.uploaded,
    needsTraveller: config.travellers !== undefined,
  });
  // The booking's limit; until the passengers are in, the spec's 12.
  const maxFiles = maxFilesFor(usePassengerCount() ?? 0);
  // Watched here, read by the bar only: the page does not render again as the button scrolls.
  const uploadButtonWatch = useOutOfViewWatch<HTMLButtonElement>();

  const documents = useMemo(
    () => list.documents.map((document) => toDocumentEntry(document, fileBaseUrl)),
    [list.documents, fileBaseUrl],
  );
  const uploadedNames = useMemo(() => documents.map((document) => document.name), [documents]);
  const editable = isEditable(status.status);
  const awaitingList = useAwaitedList(
    queue.items.some((item) => item.status === 'uploaded'),
    config.query.isFetching,
    list,
  );
  const refreshingEmpty = awaitingList.awaiting && documents.length === 0;
  // Everything is in (every traveller has a passport, nothing staged): only the confirm is left.
  const onlyConfirmLeft =
    editable &&
    documents.length > 0 &&
    queue.pendingCount === 0 &&
    !config.travellers?.confirmWarning;
  const uploadAnnouncement = useUploadAnnouncement(queue.running, queue.storedInRun);
  const chooseButtonRef = useRef<HTMLButtonElement>(null);
  const confirmButtonRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const onDeleted = useFocusAfterDelete(documents, deleting !== null, gridRef, chooseButtonRef);
  const chooseFiles = useCallback(() => {
    chooseButtonRef.current?.focus();
    chooseButtonRef.current?.click();
  }, []);
  const leaveGuard = useLeaveGuard(
    editable && queue.pendingCount > 0,
    LEAVE_WHILE_UPLOADING_MESSAGE,
  );

  const { deleteDocument } = config;
  const remove = useCallback(
    async (id: number) => {
      const body = await deleteDocument(id);
      // Success is a 2xx with a body; an empty response counts as failure.
      const done = typeof body === 'object' && body !== null && !rejectionOf(body);
      if (done && deleting) onDeleted(deleting);
      return done;
    },
    [deleteDocument, deleting, onDeleted],
  );

  return (
    <Stack spacing={3} sx={{ pb: 14, maxWidth: 1100 }}>
      <TaskPageHeader title={taskOf(taskKey).heading} />
      {/* Above the server's banner, which still asks for uploads until the confirm: a guest
          reading from the top took that for the state of their uploads. */}
      {onlyConfirmLeft ? (
        <OnlyConfirmLeft
          confirmLabel={texts.confirmLabel}
          uploaded={config.travellers?.summary}
          onGo={() => {
            confirmButtonRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
            confirmButtonRef.current?.focus({ preventScroll: true });
          }}
        />
      ) : null}
      <TaskStatusBanner status={status.status} statusMessages={status.statusMessages} />
      {locked ? (
        <Alert severity="warning" role="alert">
          {TASK_LOCKED_MESSAGE}
        </Alert>
      ) : null}
      {/* What to upload, while there is something to upload: a confirmed page kept asking. */}
      {editable ? <Typography>{texts.intro}</Typography> : null}

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
            maxFiles={maxFiles}
            uploadedNames={uploadedNames}
            travellers={config.travellers}
            sample={config.sample}
            uploadButtonRef={uploadButtonWatch.observe}
            checkPhotos={config.checkPhotos}
            chooseButtonRef={chooseButtonRef}
            nextStepRef={confirmButtonRef}
          />
        </Paper>
      ) : null}

      {config.travellers?.list}

      <Paper
        component="section"
        aria-labelledby={`${taskKey}-uploaded-heading`}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'baseline',
            justifyContent: 'space-between',
            mb: 2,
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography component="h2" variant="h2" id={`${taskKey}-uploaded-heading`}>
            Uploaded Documents
          </Typography>
          {/* Right after an upload the list is fetched again; "0 of N" would be wrong by then. */}
          {refreshingEmpty ? null : (
            <Typography variant="body2" color="text.secondary">
              {documents.length} of {maxFiles}
            </Typography>
          )}
        </Stack>
        <Box ref={gridRef}>
          <UploadedGrid
            documents={documents}
            refreshing={refreshingEmpty}
            editable={editable}
            onDelete={setDeleting}
          />
        </Box>
      </Paper>
      <Box role="status" aria-label="Upload result" sx={visuallyHidden}>
        {uploadAnnouncement}
      </Box>

      <SubmitSection
        taskKey={taskKey}
        texts={texts}
        active={editable}
        hasUploads={documents.length > 0 || awaitingList.afterUpload}
        listReloading={awaitingList.afterUpload}
        pendingCount={queue.pendingCount}
        waitingCount={queue.waitingCount}
        uploading={queue.running}
        uploadButtonWatch={uploadButtonWatch}
        onUpload={() => void queue.uploadAll()}
        onChooseFiles={chooseFiles}
        confirmButtonRef={confirmButtonRef}
        confirmWarning={config.travellers?.confirmWarning ?? null}
        missingNote={config.travellers?.confirmWarning ? config.travellers.summary : null}
      />

      <DeleteDocumentDialog
        document={deleting}
        onDelete={remove}
        onClose={() => setDeleting(null)}
      />
      {leaveGuard}
    </Stack>
  );
}
