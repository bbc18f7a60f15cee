import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { ConfirmSubmissionDialog } from '../task/ConfirmSubmissionDialog';
import { StickySubmitBar } from '../task/StickySubmitBar';
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
}

/** Main confirm button, sticky bar, 6 s reminder and the Confirm Submission dialog. */
export function SubmitSection({
  taskKey,
  texts,
  active,
  uploadedCount,
  pendingCount,
}: SubmitSectionProps) {
  const [open, setOpen] = useState(false);
  const [buttonRef, outOfView] = useOutOfView<HTMLButtonElement>();
  const { submit, busy, error, resetError } = useTaskSubmit(taskKey);

  const openDialog = useCallback(() => {
    resetError();
    setOpen(true);
  }, [resetError]);

  const confirm = async () => {
    if (await submit()) setOpen(false);
  };

  const notes = [...CONFIRM_NOTES];
  if (pendingCount > 0)
    notes.push(
      `${pendingCount} file(s) you added have not been uploaded yet and will not be sent. Upload them first if they are needed.`,
    );
  if (uploadedCount === 0) notes.push('You have not uploaded any documents yet.');

  return (
    <>
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
        visible={active && outOfView && !open}
        message={texts.stickyMessage}
        actionLabel={texts.confirmLabel}
        onAction={openDialog}
      />
      <SubmitReminder
        active={active}
        message={texts.reminderMessage}
        actionLabel="Confirm now"
        onAction={openDialog}
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
