import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo, useCallback, useDeferredValue, useId, type Ref } from 'react';
import type { FoodAllergyGroup, MealOption } from '../../api/generated';
import { AllergyChoices } from './AllergyChoices';
import { invalidPartOf, type MealForm } from './mealModel';

/** Gets an update of the form, so each field can keep one stable callback. */
type FormUpdate = (update: (form: MealForm) => MealForm) => void;

export interface MealEditFormProps {
  form: MealForm;
  options: MealOption[];
  groups: FoodAllergyGroup[];
  error: string | null;
  saving: boolean;
  onChange: FormUpdate;
  onSave: () => void;
  onCancel: () => void;
  /** The Meal Choice select, focused when the guest opens the form. */
  firstFieldRef?: Ref<HTMLSelectElement>;
}

// Each field is memoised and gets only its own value: a keystroke or a tap re-renders the field
// it changed, not the whole form.

const MealChoiceField = memo(function MealChoiceField(props: {
  id: string;
  value: string;
  options: MealOption[];
  onChange: FormUpdate;
  inputRef?: Ref<HTMLSelectElement>;
}) {
  const { onChange } = props;
  return (
    <TextField
      select
      label="Meal Choice"
      id={props.id}
      value={props.value}
      onChange={(event) => {
        const mealChoice = event.target.value;
        onChange((previous) => ({ ...previous, mealChoice }));
      }}
      inputRef={props.inputRef}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: 360 }}
    >
      <option value="">Select Meal</option>
      {props.options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
});

const AllergyQuestion = memo(function AllergyQuestion(props: {
  id: string;
  value: boolean | null;
  onChange: FormUpdate;
  /** The message saying the question is not answered, when there is one. */
  errorId?: string;
}) {
  const { onChange } = props;
  return (
    <FormControl error={Boolean(props.errorId)}>
      <FormLabel id={props.id}>Food Allergies</FormLabel>
      <RadioGroup
        aria-labelledby={props.id}
        aria-invalid={props.errorId ? true : undefined}
        aria-describedby={props.errorId}
        // Not answered yet: neither radio is selected, so nobody is counted as "no" by default.
        value={props.value === null ? '' : props.value ? 'yes' : 'no'}
        onChange={(event) =>
          event.target.value === 'yes'
            ? onChange((previous) => ({ ...previous, hasAllergies: true }))
            : // Choosing "no" clears the list.
              onChange((previous) => ({ ...previous, hasAllergies: false, allergies: [] }))
        }
      >
        <FormControlLabel value="yes" control={<Radio />} label="I have food allergies" />
        <FormControlLabel value="no" control={<Radio />} label="I do not have food allergies" />
      </RadioGroup>
    </FormControl>
  );
});

const SpecialRequestField = memo(function SpecialRequestField(props: {
  id: string;
  value: string;
  onChange: FormUpdate;
}) {
  const { onChange } = props;
  return (
    <Box>
      {/* A label above the field: this one is too long for a floating label on a phone. */}
      <FormLabel component="label" htmlFor={props.id} sx={{ display: 'block', mb: 0.75 }}>
        Meal Special Requests (Other allergies not listed above, please specify)
      </FormLabel>
      <TextField
        id={props.id}
        placeholder="Please tell us any special dietary needs"
        fullWidth
        // A plain textarea that grows with its text in CSS: MUI's multiline field measures its
        // height in script after every render, a forced page layout per keystroke. A textarea has
        // no `type`: the input's default is taken off.
        slotProps={{
          input: { inputComponent: 'textarea' },
          htmlInput: { rows: 3, type: undefined },
        }}
        sx={{
          '& textarea': {
            height: 'auto',
            minHeight: '4.3125em',
            resize: 'vertical',
            fieldSizing: 'content',
          },
        }}
        value={props.value}
        onChange={(event) => {
          const mealRequest = event.target.value;
          onChange((previous) => ({ ...previous, mealRequest }));
        }}
      />
    </Box>
  );
});

const FormActions = memo(function FormActions(props: { saving: boolean; onCancel: () => void }) {
  return (
    <Stack direction="row" spacing={1.5}>
      <Button type="submit" variant="contained" disabled={props.saving}>
        {props.saving ? 'Saving...' : 'Save'}
      </Button>
      <Button variant="outlined" color="secondary" onClick={props.onCancel} disabled={props.saving}>
        Cancel
      </Button>
    </Stack>
  );
});

export function MealEditForm({
  form,
  options,
  groups,
  error,
  saving,
  onChange,
  onSave,
  onCancel,
  firstFieldRef,
}: MealEditFormProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalidPart = invalidPartOf(error);
  // The radio shows the answer at once; the allergy checkboxes it opens follow in a render of
  // their own that does not hold up that paint.
  const showAllergies = useDeferredValue(form.hasAllergies);
  const toggleAllergy = useCallback(
    (allergyId: number, checked: boolean) =>
      onChange((previous) => ({
        ...previous,
        allergies: checked
          ? [...previous.allergies.filter((value) => value !== allergyId), allergyId]
          : previous.allergies.filter((value) => value !== allergyId),
      })),
    [onChange],
  );

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <MealChoiceField
        id={`${id}-meal`}
        value={form.mealChoice}
        options={options}
        onChange={onChange}
        inputRef={firstFieldRef}
      />
      <AllergyQuestion
        id={`${id}-allergy-question`}
        value={form.hasAllergies}
        onChange={onChange}
        errorId={invalidPart === 'answer' ? errorId : undefined}
      />
      {form.hasAllergies && showAllergies ? (
        <AllergyChoices
          groups={groups}
          selected={form.allergies}
          onToggle={toggleAllergy}
          errorId={invalidPart === 'allergies' ? errorId : undefined}
        />
      ) : null}
      <SpecialRequestField id={`${id}-request`} value={form.mealRequest} onChange={onChange} />
      {error ? (
        <Alert id={errorId} severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <FormActions saving={saving} onCancel={onCancel} />
    </Stack>
  );
}
