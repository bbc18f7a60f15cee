import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState, type RefObject } from 'react';
import { CHOOSE_FILES_LABEL } from './DropZone';
import { ConfirmSubmissionDialog } from '../task/ConfirmSubmissionDialog';
import { StickySubmitBar } from '../task/StickySubmitBar';
import { SubmitConfirmation } from '../task/SubmitConfirmation';
import { SubmitReminder } from '../task/SubmitReminder';
import { useIsOutOfView, useOutOfView, type OutOfViewWatch } from '../task/useOutOfView';
import { useTaskSubmit } from '../task/useTaskSubmit';
import type { DocumentUploadConfig, DocumentUploadTexts } from './types';

export const CONFIRM_NOTES = [
  'Your status will move to processing, and edits may be limited while our team reviews your documents.',
  // "File", not "image": flight documents are often PDF e-tickets.
  'Please make sure every file is clear and includes all the required pages.',
];

export interface SubmitSectionProps {
  taskKey: DocumentUploadConfig['taskKey'];
  texts: DocumentUploadTexts;
  /** The task is open (uncomplete): the button, bar and reminder show only then. */
  active: boolean;
  /** At least one document is on the server (or has just been stored and the list is reloading). */
  hasUploads: boolean;
  /** Files were just stored and the list is reloading: a confirm asked for now opens after it. */
  listReloading: boolean;
  /** Files chosen but not on the server: confirming waits until they are uploaded or removed. */
  pendingCount: number;
  /** Files staged and waiting for Upload: until then the bar and reminder ask to upload them. */
  waitingCount: number;
  uploading: boolean;
  /** Watches the Upload Files button: the bar offers the upload while it is scrolled out of view. */
  uploadButtonWatch: OutOfViewWatch<HTMLButtonElement>;
  onUpload: () => void;
  /** Opens the file picker: the reminder's action while there is nothing to confirm. */
  onChooseFiles: () => void;
  confirmButtonRef: RefObject<HTMLButtonElement | null>;
  /** Passports: a traveller still has no passport; the dialog asks before it submits. */
  confirmWarning?: string | null;
  /** Passports: how many travellers have none yet; the bar asks for theirs instead of the confirm. */
  missingNote?: string | null;
}

/** "Upload 2 files": the bar's and the reminder's action while files wait for upload. */
export const uploadLabel = (count: number) => `Upload ${count} ${count === 1 ? 'file' : 'files'}`;
export const UPLOAD_FIRST_MESSAGE = 'Your files are not uploaded yet.';
export const UPLOADING_MESSAGE = 'Uploading your files...';
export const MISSING_TRAVELLERS_NOTE =
  'Add theirs, or confirm without them and send theirs to our travel team later.';
export const NOTHING_UPLOADED_REASON = 'Upload at least one document before you confirm.';
export const pendingReason = (count: number) =>
  count === 1
    ? '1 file in your list is not uploaded yet: upload or remove it before you confirm.'
    : `${count} files in your list are not uploaded yet: upload or remove them before you confirm.`;

/** Why confirming is not possible yet, or null when it is. */
export function confirmBlockedBy(hasUploads: boolean, pendingCount: number): string | null {
  if (pendingCount > 0) return pendingReason(pendingCount);
  return hasUploads ? null : NOTHING_UPLOADED_REASON;
}

/**
 * Main confirm button, sticky bar, 6 s reminder and the Confirm Submission dialog. Confirming
 * needs an uploaded document and no file left in the staged list: a confirm would lock the task
 * without them. Until then the button is disabled and says why, the bar offers the upload (or
 * stays away while there is nothing to do in it), and the reminder offers the next step.
 */
export function SubmitSection({
  taskKey,
  texts,
  active,
  hasUploads,
  listReloading,
  pendingCount,
  waitingCount,
  uploading,
  uploadButtonWatch,
  onUpload,
  onChooseFiles,
  confirmButtonRef,
  confirmWarning = null,
  missingNote = null,
}: SubmitSectionProps) {
  const [open, setOpen] = useState(false);
  const [observeButton, outOfView] = useOutOfView<HTMLButtonElement>();
  const uploadOutOfView = useIsOutOfView(uploadButtonWatch);
  const buttonRef = useCallback(
    (element: HTMLButtonElement | null) => {
      observeButton(element);
      confirmButtonRef.current = element;
    },
    [observeButton, confirmButtonRef],
  );
  const reasonId = useId();
  const { submit, busy, error, resetError } = useTaskSubmit(taskKey);

  // The dialog counts what the list holds (passports: who is still missing), and the files just
  // stored are not in it until it has reloaded: asked for meanwhile, it opens once it has (unless
  // a file was chosen meanwhile, which has to be uploaded first).
  const [openWhenReloaded, setOpenWhenReloaded] = useState(false);
  const blockedBy = confirmBlockedBy(hasUploads, pendingCount);
  if (openWhenReloaded && (!listReloading || blockedBy)) {
    setOpenWhenReloaded(false);
    if (!blockedBy) setOpen(true);
  }
  const openDialog = useCallback(() => {
    resetError();
    if (listReloading) setOpenWhenReloaded(true);
    else setOpen(true);
  }, [resetError, listReloading]);

  const [submitted, setSubmitted] = useState(false);
  const confirm = () =>
    submit(() => {
      setOpen(false);
      setSubmitted(true);
    });

  // Two steps: files staged here are not sent until uploaded, so that comes before confirming.
  const uploadStep = waitingCount > 0 || uploading;
  const uploadMessage = uploading ? UPLOADING_MESSAGE : UPLOAD_FIRST_MESSAGE;
  const uploadAction = uploading ? 'Uploading...' : uploadLabel(waitingCount);
  const chooseFilesAction = { label: CHOOSE_FILES_LABEL, run: onChooseFiles };
  // The reminder's words ("After uploading …, press the Confirm button") lead to the confirm once
  // something is uploaded, a traveller missing or not: the dialog asks about them.
  const reminderAction = uploadStep
    ? { label: uploadAction, run: onUpload }
    : blockedBy
      ? chooseFilesAction
      : { label: 'Confirm now', run: openDialog };
  // While a traveller has no passport, confirming is not the last step: the bar says who is
  // missing and offers adding theirs (the page's Confirm still lets the guest send theirs later).
  const bar = uploadStep
    ? { message: uploadMessage, action: { label: uploadAction, run: onUpload } }
    : missingNote
      ? { message: `${missingNote} ${MISSING_TRAVELLERS_NOTE}`, action: chooseFilesAction }
      : { message: texts.stickyMessage, action: { label: texts.confirmLabel, run: openDialog } };

  return (
    <>
      {submitted ? <SubmitConfirmation task={taskKey} /> : null}
      {active ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            ref={buttonRef}
            variant="contained"
            size="large"
            startIcon={
              openWhenReloaded ? <CircularProgress size={18} color="inherit" /> : <SendIcon />
            }
            aria-busy={openWhenReloaded}
            onClick={openDialog}
            disabled={blockedBy !== null}
            aria-describedby={blockedBy ? reasonId : undefined}
          >
            {texts.confirmLabel}
          </Button>
          {blockedBy ? (
            <Typography
              id={reasonId}
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
            >
              <InfoOutlinedIcon fontSize="small" aria-hidden sx={{ mt: '1px' }} />
              {blockedBy}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      <StickySubmitBar
        visible={
          active && !open && (uploadStep ? uploadOutOfView : blockedBy === null && outOfView)
        }
        message={bar.message}
        actionLabel={bar.action.label}
        actionDisabled={uploading}
        onAction={bar.action.run}
      />
      <SubmitReminder
        active={active && !open}
        message={uploadStep ? uploadMessage : texts.reminderMessage}
        actionLabel={reminderAction.label}
        actionDisabled={uploading}
        onAction={reminderAction.run}
      />
      <ConfirmSubmissionDialog
        open={open}
        question={texts.confirmQuestion}
        warning={confirmWarning}
        notes={CONFIRM_NOTES}
        busy={busy}
        error={error}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
