import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useRef, useState } from 'react';
import type { WhatsAppRecord } from '../../api/responses';
import { useGetWhatsAppQuery } from '../../api/portalApi';
import { taskPage } from '../../components/PageLoad';
import { ConfirmSubmissionDialog } from '../../components/task/ConfirmSubmissionDialog';
import { isEditable } from '../../domain/taskStatus';
import { StickySubmitBar } from '../../components/task/StickySubmitBar';
import { SubmitReminder } from '../../components/task/SubmitReminder';
import { useLeaveGuard } from '../../components/task/useLeaveGuard';
import { useOutOfView } from '../../components/task/useOutOfView';
import { TaskPageTop } from '../../components/task/TaskPageTop';
import { useTaskStatus } from '../../components/task/taskStatus';
import { useTaskSubmit } from '../../components/task/useTaskSubmit';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useWhatsAppNumber } from './useWhatsAppNumber';
import { TravelTeamContact, travelTeamShown } from '../../components/TravelTeamContact';
import { WhatsAppIntro } from './WhatsAppIntro';
import { WhatsAppNumberCard } from './WhatsAppNumberCard';
import { WhatsAppSubmitButton } from './WhatsAppSubmitButton';
import {
  EMPTY_ON_SUBMIT_MESSAGE,
  INVALID_ON_SUBMIT_MESSAGE,
  ENTER_NUMBER_LABEL,
  isValidWhatsAppNumber,
  NO_NUMBER_YET_MESSAGE,
  normaliseWhatsAppNumber,
} from './whatsAppModel';

function WhatsAppRegistration({ data }: { data: WhatsAppRecord }) {
  const status = useTaskStatus('whatsapp');
  const editable = isEditable(status.status);
  const saved = data.whats_app_number ?? null;
  const number = useWhatsAppNumber(saved, editable);
  const leaveGuard = useLeaveGuard(editable && number.dirty);
  const inputRef = useRef<HTMLInputElement>(null);
  const [submitRef, submitOutOfView] = useOutOfView<HTMLSpanElement>();
  const [unsavedOpen, setUnsavedOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const taskSubmit = useTaskSubmit('whatsapp');

  /** Once the field is open (next frame): brings it to the middle of the screen, cursor in it. */
  const focusNumberField = () =>
    requestAnimationFrame(() => {
      inputRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      inputRef.current?.focus();
    });

  /** An invalid number cannot be submitted: say so, open the field and put the cursor in it. */
  const rejectInvalid = (value: string) => {
    setUnsavedOpen(false);
    setConfirmOpen(false);
    number.change(value);
    const text = value.trim() ? INVALID_ON_SUBMIT_MESSAGE : EMPTY_ON_SUBMIT_MESSAGE;
    number.showFeedback({ kind: 'error', text });
    focusNumberField();
  };

  const confirmNumber = (value: string | null) => {
    if (!isValidWhatsAppNumber(value)) return rejectInvalid(value ?? '');
    number.clearError();
    taskSubmit.resetError();
    setConfirmOpen(true);
  };

  // With no number saved, submitting is not the last step: the bar and the reminder open the
  // field instead ("One last step: Please submit" with the field empty read as if it were filled).
  const numberSaved = Boolean(saved?.trim());
  const enterNumber = () => {
    // The reminder also shows while the field is open: what the guest typed there stays.
    if (!number.editing) number.startEdit();
    focusNumberField();
  };

  const requestSubmit = () => {
    if (number.dirty) return setUnsavedOpen(true);
    number.closeEdit();
    confirmNumber(saved);
  };
  // What the bar and the reminder lead to: submitting, or first entering the number.
  const nextAction = numberSaved ? requestSubmit : enterNumber;

  const discardAndSubmit = () => {
    setUnsavedOpen(false);
    number.closeEdit();
    number.clearFeedback();
    confirmNumber(saved);
  };

  const saveAndSubmit = async () => {
    if (!isValidWhatsAppNumber(number.draftNumber)) return rejectInvalid(number.value);
    const stored = await number.save();
    setUnsavedOpen(false);
    if (stored) confirmNumber(number.draftNumber);
  };

  const confirm = async () => {
    if (!isValidWhatsAppNumber(saved)) return rejectInvalid(saved ?? '');
    await taskSubmit.submit(() => {
      setConfirmOpen(false);
      number.closeEdit();
      setSubmitted(true);
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960, pb: editable ? 10 : 0 }}>
      <TaskPageTop task="whatsapp" submitted={submitted} />
      <WhatsAppIntro editable={editable} />
      {number.restored ? (
        <Alert severity="info" role="status">
          We kept the number you had not saved yet. Save or cancel it below.
        </Alert>
      ) : null}
      <WhatsAppNumberCard
        value={number.value}
        editable={editable}
        teamBelow={travelTeamShown(data)}
        editing={number.editing}
        saving={number.saving}
        feedback={number.feedback}
        feedbackId={number.feedbackId}
        inputRef={inputRef}
        onChange={number.change}
        onEdit={number.startEdit}
        onSave={() => void number.save()}
        onCancel={number.cancel}
        onFeedbackExpired={number.clearFeedback}
      />
      <TravelTeamContact info={data} />
      {editable ? (
        <Box>
          <WhatsAppSubmitButton
            enabled={isValidWhatsAppNumber(normaliseWhatsAppNumber(number.value))}
            anchorRef={submitRef}
            onClick={requestSubmit}
          />
        </Box>
      ) : null}

      <StickySubmitBar
        // Hidden while the number is being edited: on a phone it would cover the field's message.
        visible={editable && submitOutOfView && !number.editing && !confirmOpen && !unsavedOpen}
        message={
          numberSaved ? 'One last step: Please submit your WhatsApp number.' : NO_NUMBER_YET_MESSAGE
        }
        actionLabel={numberSaved ? 'Submit WhatsApp Registration Now' : ENTER_NUMBER_LABEL}
        onAction={nextAction}
      />
      <SubmitReminder
        active={editable && !confirmOpen && !unsavedOpen}
        message={
          numberSaved ? "Don't forget to submit your WhatsApp number" : NO_NUMBER_YET_MESSAGE
        }
        actionLabel={numberSaved ? 'Submit now' : ENTER_NUMBER_LABEL}
        onAction={nextAction}
      />
      <UnsavedChangesDialog
        open={unsavedOpen}
        busy={number.saving}
        hasSavedNumber={numberSaved}
        onCancel={() => setUnsavedOpen(false)}
        onDiscardAndSubmit={discardAndSubmit}
        onSaveAndSubmit={() => void saveAndSubmit()}
      />
      <ConfirmSubmissionDialog
        open={confirmOpen}
        question="Do you want to send your WhatsApp registration to our team?"
        notes={[
          // The number itself, so "make sure the number is correct" can be done in the dialog.
          ...(saved ? [`Your WhatsApp number: ${saved}`] : []),
          'While your registration is being processed you will not be able to edit it.',
          'Please make sure the number is correct and that you can be reached on WhatsApp at this number.',
        ]}
        busy={taskSubmit.busy}
        error={taskSubmit.error}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => void confirm()}
      />
      {leaveGuard}
    </Box>
  );
}

export default taskPage('whatsapp', useGetWhatsAppQuery, WhatsAppRegistration);
