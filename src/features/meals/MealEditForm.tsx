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
import { useCallback, useId, type Ref } from 'react';
import type { FoodAllergyGroup, MealOption } from '../../api/generated';
import { AllergyChoices } from './AllergyChoices';
import type { MealForm } from './mealModel';

export interface MealEditFormProps {
  form: MealForm;
  options: MealOption[];
  groups: FoodAllergyGroup[];
  error: string | null;
  saving: boolean;
  /** Gets an update of the form, so the form's pieces can keep one stable callback. */
  onChange: (update: (form: MealForm) => MealForm) => void;
  onSave: () => void;
  onCancel: () => void;
  /** The Meal Choice select, focused when the guest opens the form. */
  firstFieldRef?: Ref<HTMLSelectElement>;
}

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
      <TextField
        select
        label="Meal Choice"
        id={`${id}-meal`}
        value={form.mealChoice}
        onChange={(event) => {
          const mealChoice = event.target.value;
          onChange((previous) => ({ ...previous, mealChoice }));
        }}
        inputRef={firstFieldRef}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 360 }}
      >
        <option value="">Select Meal</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.label}
          </option>
        ))}
      </TextField>

      <FormControl>
        <FormLabel id={`${id}-allergy-question`}>Food Allergies</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-allergy-question`}
          // Not answered yet: neither radio is selected, so nobody is counted as "no" by default.
          value={form.hasAllergies === null ? '' : form.hasAllergies ? 'yes' : 'no'}
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

      {form.hasAllergies ? (
        <AllergyChoices groups={groups} selected={form.allergies} onToggle={toggleAllergy} />
      ) : null}

      <Box>
        {/* A label above the field: this one is too long for a floating label on a phone. */}
        <FormLabel component="label" htmlFor={`${id}-request`} sx={{ display: 'block', mb: 0.75 }}>
          Meal Special Requests (Other allergies not listed above, please specify)
        </FormLabel>
        <TextField
          id={`${id}-request`}
          placeholder="Please tell us any special dietary needs"
          fullWidth
          // A plain textarea that grows with its text in CSS: MUI's multiline field measures its
          // height in script after every render, a forced page layout per keystroke.
          slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { rows: 3 } }}
          sx={{
            '& textarea': {
              height: 'auto',
              minHeight: '4.3125em',
              resize: 'vertical',
              fieldSizing: 'content',
            },
          }}
          value={form.mealRequest}
          onChange={(event) => {
            const mealRequest = event.target.value;
            onChange((previous) => ({ ...previous, mealRequest }));
          }}
        />
      </Box>

      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}

      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outlined" color="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
