import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import type { MealRequestsRecord } from '../../api/responses';
import { useGetMealRequestsQuery } from '../../api/portalApi';
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
import { MealInfoBlock } from './MealInfoBlock';
import { MealPassengerCard } from './MealPassengerCard';
import { MEAL_CARD_LIST } from './mealListStyles';
import {
  countSubmitProblems,
  openMealChoiceNote,
  stillToAnswer,
  submitProblemOf,
} from './mealModel';
import { useMealEdits } from './useMealEdits';
import { useRenderInChunks } from '../../components/useRenderInChunks';

const SAVE_BEFORE_SUBMIT_FAILED =
  'Some changes could not be saved, so nothing was submitted. Please check the passengers above and try again.';

/** Where a passenger's card shows what stops the submit. */
const problemId = (passengerId: number) => `meal-submit-problem-${passengerId}`;

function MealRequests({ data }: { data: MealRequestsRecord }) {
  const { passengers } = data;
  const status = useTaskStatus('meals');
  const editable = isEditable(status.status);
  const edits = useMealEdits(passengers);
  const leaveGuard = useLeaveGuard(editable && edits.dirty);
  const taskSubmit = useTaskSubmit('meals');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  // What the last Submit found, by passenger id.
  const [problemsFound, setProblemsFound] = useState<Record<string, string>>({});
  // A message goes as soon as the guest has put it right (a response saved or being edited).
  const problemOf = (passenger: MealRequestsRecord['passengers'][number]) => {
    const found = problemsFound[String(passenger.id)];
    return found && submitProblemOf(passenger, edits.edits) === found ? found : null;
  };
  const [submitted, setSubmitted] = useState(false);
  const [submitRef, submitOutOfView] = useOutOfView<HTMLButtonElement>();
  // A screenful of cards at once, the rest a few per task: 240 at once held a phone for 80-110 ms.
  const drawn = useRenderInChunks(passengers.length, 12, 12);

  const requestSubmit = () => {
    const found: Record<string, string> = {};
    for (const passenger of passengers) {
      const problem = submitProblemOf(passenger, edits.edits);
      if (problem) found[String(passenger.id)] = problem;
    }
    setProblemsFound(found);
    const first = passengers.find((passenger) => found[String(passenger.id)]);
    if (first) {
      // Every passenger's message shows in their card; the focus goes to the first.
      requestAnimationFrame(() => {
        const message = document.getElementById(problemId(first.id));
        message?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
        message?.focus();
      });
      return;
    }
    setDialogError(null);
    taskSubmit.resetError();
    setConfirmOpen(true);
  };

  const confirm = async () => {
    setDialogError(null);
    if (!(await edits.saveAll())) {
      setDialogError(SAVE_BEFORE_SUBMIT_FAILED);
      return;
    }
    await taskSubmit.submit(() => {
      edits.clearAll();
      setConfirmOpen(false);
      setSubmitted(true);
    });
  };

  const busy = taskSubmit.busy || edits.savingIds.length > 0;
  // Counted again only when an answer changes, not on every scroll that moves the bar.
  const toAnswer = useMemo(
    () => stillToAnswer(countSubmitProblems(passengers, edits.edits), passengers.length),
    [passengers, edits.edits],
  );
  const mealChoiceNote = confirmOpen ? openMealChoiceNote(passengers, edits.edits) : null;
  // Hidden while a passenger form is open: it would cover its Save button and messages.
  const barWanted =
    editable && submitOutOfView && !confirmOpen && Object.keys(edits.edits).length === 0;
  // It hides at once but comes back in a render of its own, after the saved card has shown.
  const barShown = useDeferredValue(barWanted);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1100, pb: editable ? 10 : 0 }}>
      <TaskPageTop task="meals" submitted={submitted} />
      <MealInfoBlock editable={editable} />
      {editable && edits.restored && Object.keys(edits.edits).length > 0 ? (
        <Alert severity="info" role="status">
          We kept the changes you had not saved yet. Save or cancel them below.
        </Alert>
      ) : null}

      <Box component="section" aria-labelledby="meal-passengers-heading" sx={MEAL_CARD_LIST}>
        <Typography component="h2" variant="h2" id="meal-passengers-heading">
          Passengers
        </Typography>
        {passengers.length === 0 ? <Typography>No passengers found.</Typography> : null}
        {passengers.slice(0, drawn).map((passenger) => {
          const id = String(passenger.id);
          return (
            <MealPassengerCard
              key={id}
              passenger={passenger}
              options={data.meal_choice}
              groups={data.food_allergies}
              editable={editable}
              edit={edits.edits[id]}
              error={edits.errors[id] ?? null}
              submitProblem={problemOf(passenger)}
              submitProblemId={problemId(passenger.id)}
              saving={edits.savingIds.includes(id)}
              onEdit={edits.start}
              onChange={edits.change}
              onSave={edits.save}
              onCancel={edits.cancel}
            />
          );
        })}
      </Box>

      {editable ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Button ref={submitRef} variant="contained" size="large" onClick={requestSubmit}>
            Submit Meal Requests
          </Button>
        </Stack>
      ) : null}

      <StickySubmitBar
        visible={barWanted && barShown}
        message={toAnswer?.message ?? 'One last step: Please submit your meal requests.'}
        actionLabel={toAnswer?.actionLabel ?? 'Submit Meal Requests'}
        onAction={requestSubmit}
      />
      <SubmitReminder
        active={editable && !confirmOpen}
        message="When every passenger's meal and allergy details are complete, submit your meal requests."
        actionLabel={toAnswer?.actionLabel ?? 'Submit now'}
        onAction={requestSubmit}
      />
      <ConfirmSubmissionDialog
        open={confirmOpen}
        question="Do you want to send these meal requests to our team for processing?"
        notes={[
          'While your requests are being processed you will not be able to edit them.',
          'Please make sure the details of all passengers are filled in.',
          ...(mealChoiceNote ? [mealChoiceNote] : []),
        ]}
        cancelLabel="Not Yet"
        confirmLabel="Yes, I am done"
        busy={busy}
        error={dialogError ?? taskSubmit.error}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => void confirm()}
      />
      {leaveGuard}
    </Box>
  );
}

export default taskPage('meals', useGetMealRequestsQuery, MealRequests);
