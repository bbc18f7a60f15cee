import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import { memo, startTransition, useCallback, useEffect, useId, useRef } from 'react';
import type { MealPassengerRecord } from '../../api/responses';
import type { FoodAllergyGroup, MealOption } from '../../api/generated';
import { composePassengerName } from '../../lib/profileFormat';
import { MealEditForm } from './MealEditForm';
import {
  allergyLabels,
  EMPTY,
  formOf,
  mealLabel,
  sameForm,
  SAVE_LOCKED_MESSAGE,
  validateForm,
  type MealForm,
} from './mealModel';
import { changeText, UnsavedMealChange } from './UnsavedMealChange';

export interface MealPassengerCardProps {
  passenger: MealPassengerRecord;
  options: MealOption[];
  groups: FoodAllergyGroup[];
  editable: boolean;
  /** The open edit, or undefined in read mode. */
  edit: MealForm | undefined;
  error: string | null;
  /** What stops the submit for this passenger (shown once the guest pressed Submit), and its id. */
  submitProblem?: string | null;
  submitProblemId?: string;
  saving: boolean;
  onEdit: (passenger: MealPassengerRecord) => void;
  onChange: (passenger: MealPassengerRecord, update: (form: MealForm) => MealForm) => void;
  onSave: (passenger: MealPassengerRecord, form: MealForm) => Promise<boolean>;
  onCancel: (passenger: MealPassengerRecord) => void;
}

export const passengerName = (passenger: MealPassengerRecord) => composePassengerName(passenger);

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * One passenger's card. Memoised: typing in one passenger's form leaves the other cards as they
 * are. Its frame, heading, Edit button and fields are plain elements styled by the list
 * (mealListStyles.ts).
 */
export const MealPassengerCard = memo(function MealPassengerCard(props: MealPassengerCardProps) {
  const { passenger, options, groups, editable, edit, onChange } = props;
  const headingId = useId();
  const name = passengerName(passenger);
  const saved = formOf(passenger);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLSelectElement>(null);
  // Where focus goes once the form opens or closes: only after the guest's own Edit, Save or
  // Cancel, never when a kept draft reopens the form on load.
  const focusNext = useRef<'form' | 'edit' | null>(null);
  const open = editable && edit !== undefined;
  // An edit the task locked before it was saved (submitted in another tab): kept, read-only.
  const stranded = !editable && edit !== undefined && !sameForm(edit, saved) ? edit : null;
  const change = useCallback(
    (update: (form: MealForm) => MealForm) => onChange(passenger, update),
    [onChange, passenger],
  );

  const { onCancel } = props;
  const cancel = useCallback(() => {
    focusNext.current = 'edit';
    onCancel(passenger);
  }, [onCancel, passenger]);

  useEffect(() => {
    if (open && focusNext.current === 'form') firstFieldRef.current?.focus();
    if (!open && focusNext.current === 'edit') editButtonRef.current?.focus();
    focusNext.current = null;
  }, [open]);

  useEffect(() => {
    // A rejected save keeps the form open: focus stays where the guest is.
    if (props.error) focusNext.current = null;
  }, [props.error]);

  return (
    <article className="meal-card" aria-labelledby={headingId}>
      <div className="meal-card-head">
        <h3 id={headingId}>{name}</h3>
        {editable && !edit ? (
          <button
            type="button"
            className="meal-edit"
            ref={editButtonRef}
            onClick={() => {
              focusNext.current = 'form';
              // A transition: the press shows at once, and the form (dozens of fields to
              // mount) follows without holding the page still in between.
              startTransition(() => props.onEdit(passenger));
            }}
            aria-label={`Edit meal request for ${name}`}
            aria-describedby={props.submitProblem ? props.submitProblemId : undefined}
          >
            <EditIcon fontSize="inherit" />
            Edit
          </button>
        ) : null}
      </div>
      {props.submitProblem ? (
        <Alert severity="error" id={props.submitProblemId} tabIndex={-1}>
          {props.submitProblem}
        </Alert>
      ) : null}
      {stranded ? (
        <UnsavedMealChange
          text={changeText(stranded, options, groups)}
          message={props.error ?? SAVE_LOCKED_MESSAGE}
          onDismiss={cancel}
        />
      ) : null}
      {open ? (
        <MealEditForm
          form={edit}
          options={options}
          groups={groups}
          error={props.error}
          saving={props.saving}
          firstFieldRef={firstFieldRef}
          onChange={change}
          onSave={() => {
            focusNext.current = validateForm(edit) ? null : 'edit';
            void props.onSave(passenger, edit);
          }}
          onCancel={cancel}
        />
      ) : (
        <dl className="meal-fields">
          <Field label="Meal Choice" value={mealLabel(saved, options)} />
          <Field label="Food Allergies" value={allergyLabels(saved, groups)} />
          <Field label="Meal Special Requests" value={saved.mealRequest.trim() || EMPTY} />
        </dl>
      )}
    </article>
  );
});
