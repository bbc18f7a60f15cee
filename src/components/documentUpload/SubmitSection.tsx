import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { ConfirmSubmissionDialog } from '../task/ConfirmSubmissionDialog';
import { StickySubmitBar } from '../task/StickySubmitBar';
import { SubmitConfirmation } from '../task/SubmitConfirmation';
import { SubmitReminder } from '../task/SubmitReminder';
import { useOutOfView } from '../task/useOutOfView';
import { useTaskSubmit } from '../task/useTaskSubmit';
import type { DocumentUploadConfig, DocumentUploadTexts } from './types';

export const CONFIRM_NOTES = [
  'Your status will move to processing, and edits may be limited while our team reviews your documents.',
  'Please make sure every image is clear and includes all the required pages.',
];

export interface SubmitSectionProps {
  taskKey: DocumentUploadConfig['taskKey'];
  texts: DocumentUploadTexts;
  /** The task is open (uncomplete): the button, bar and reminder show only then. */
  active: boolean;
  uploadedCount: number;
  /** Files chosen but not on the server: the guest is told before submitting without them. */
  pendingCount: number;
  /** Files staged and waiting for Upload: until then the bar and reminder ask to upload them. */
  waitingCount: number;
  uploading: boolean;
  /** True while the Upload Files button is scrolled out of view. */
  uploadOutOfView: boolean;
  onUpload: () => void;
}

/** "Upload 2 files": the bar's and the reminder's action while files wait for upload. */
export const uploadLabel = (count: number) => `Upload ${count} ${count === 1 ? 'file' : 'files'}`;
export const UPLOAD_FIRST_MESSAGE = 'Your files are not uploaded yet.';
export const UPLOADING_MESSAGE = 'Uploading your files...';
export const SUBMITTED_MESSAGE = 'Thank you! Your documents have been sent to our team.';

/** Main confirm button, sticky bar, 6 s reminder and the Confirm Submission dialog. */
export function SubmitSection({
  taskKey,
  texts,
  active,
  uploadedCount,
  pendingCount,
  waitingCount,
  uploading,
  uploadOutOfView,
  onUpload,
}: SubmitSectionProps) {
  const [open, setOpen] = useState(false);
  const [buttonRef, outOfView] = useOutOfView<HTMLButtonElement>();
  const { submit, busy, error, resetError } = useTaskSubmit(taskKey);

  const openDialog = useCallback(() => {
    resetError();
    setOpen(true);
  }, [resetError]);

  const [submitted, setSubmitted] = useState(false);
  const confirm = async () => {
    if (await submit()) {
      setOpen(false);
      setSubmitted(true);
    }
  };

  // Two steps: files staged here are not sent until uploaded, so that comes before confirming.
  const uploadStep = waitingCount > 0 || uploading;
  const uploadMessage = uploading ? UPLOADING_MESSAGE : UPLOAD_FIRST_MESSAGE;
  const uploadAction = uploading ? 'Uploading...' : uploadLabel(waitingCount);

  const notes = [...CONFIRM_NOTES];
  if (pendingCount > 0)
    notes.push(
      `${pendingCount} file(s) you added have not been uploaded yet and will not be sent. Upload them first if they are needed.`,
    );
  if (uploadedCount === 0) notes.push('You have not uploaded any documents yet.');

  return (
    <>
      {submitted ? (
        <SubmitConfirmation task={taskKey}>{SUBMITTED_MESSAGE}</SubmitConfirmation>
      ) : null}
      {active ? (
        <Box>
          <Button
            ref={buttonRef}
            variant="contained"
            size="large"
            startIcon={<SendIcon />}
            onClick={openDialog}
          >
            {texts.confirmLabel}
          </Button>
        </Box>
      ) : null}
      <StickySubmitBar
        visible={active && !open && (uploadStep ? uploadOutOfView : outOfView)}
        message={uploadStep ? uploadMessage : texts.stickyMessage}
        actionLabel={uploadStep ? uploadAction : texts.confirmLabel}
        actionDisabled={uploading}
        onAction={uploadStep ? onUpload : openDialog}
      />
      <SubmitReminder
        active={active && !open}
        message={uploadStep ? uploadMessage : texts.reminderMessage}
        actionLabel={uploadStep ? uploadAction : 'Confirm now'}
        actionDisabled={uploading}
        onAction={uploadStep ? onUpload : openDialog}
      />
      <ConfirmSubmissionDialog
        open={open}
        question={texts.confirmQuestion}
        notes={notes}
        busy={busy}
        error={error}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
