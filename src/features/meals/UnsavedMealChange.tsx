import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FoodAllergyGroup, MealOption } from '../../api/generated';
import { CopyButton } from '../../components/CopyButton';
import { allergyLabels, EMPTY, mealLabel, type MealForm } from './mealModel';

/** A passenger's unsaved change as plain text, to copy into a message to the travel team. */
export function changeText(form: MealForm, options: MealOption[], groups: FoodAllergyGroup[]) {
  return [
    `Meal Choice: ${mealLabel(form, options)}`,
    `Food Allergies: ${allergyLabels(form, groups)}`,
    `Meal Special Requests: ${form.mealRequest.trim() || EMPTY}`,
  ].join('\n');
}

/**
 * The change a guest made but could not save because the task was locked meanwhile: said so,
 * with the text kept visible and copyable, and no retry (none could work).
 */
export function UnsavedMealChange({
  text,
  message,
  onDismiss,
}: {
  text: string;
  message: string;
  onDismiss: () => void;
}) {
  return (
    <Alert severity="warning" role="alert">
      <Stack spacing={1.5}>
        <span>{message}</span>
        <Box
          component="pre"
          aria-label="Your change that was not saved"
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'background.paper',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'inherit',
            userSelect: 'text',
          }}
        >
          {text}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <CopyButton value={text} label="your change" />
          <Button size="small" color="inherit" onClick={onDismiss}>
            Dismiss
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
