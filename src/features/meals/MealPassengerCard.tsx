import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import type { MealPassengerRecord } from '../../api/answers';
import type { FoodAllergyGroup, MealOption } from '../../api/generated';
import { composePassengerName } from '../../lib/profileFormat';
import { MealEditForm } from './MealEditForm';
import { allergyLabels, EMPTY, formOf, mealLabel, validateForm, type MealForm } from './mealModel';

export interface MealPassengerCardProps {
  passenger: MealPassengerRecord;
  options: MealOption[];
  groups: FoodAllergyGroup[];
  editable: boolean;
  /** The open edit, or undefined in read mode. */
  edit: MealForm | undefined;
  error: string | null;
  saving: boolean;
  onEdit: () => void;
  onChange: (form: MealForm) => void;
  onSave: () => void;
  onCancel: () => void;
}

export const passengerName = (passenger: MealPassengerRecord) => composePassengerName(passenger);

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function MealPassengerCard(props: MealPassengerCardProps) {
  const { passenger, options, groups, editable, edit } = props;
  const headingId = useId();
  const name = passengerName(passenger);
  const saved = formOf(passenger);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLSelectElement>(null);
  // Where focus goes once the form opens or closes: only after the guest's own Edit, Save or
  // Cancel, never when a kept draft reopens the form on load.
  const focusNext = useRef<'form' | 'edit' | null>(null);
  const open = editable && edit !== undefined;

  useEffect(() => {
    if (open && focusNext.current === 'form') firstFieldRef.current?.focus();
    if (!open && focusNext.current === 'edit') editButtonRef.current?.focus();
    focusNext.current = null;
  }, [open]);

  useEffect(() => {
    // A refused save keeps the form open: focus stays where the guest is.
    if (props.error) focusNext.current = null;
  }, [props.error]);

  return (
    <Card component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <Typography component="h3" variant="h3" id={headingId}>
            {name}
          </Typography>
          {editable && !edit ? (
            <Button
              ref={editButtonRef}
              variant="outlined"
              startIcon={<EditIcon />}
              onClick={() => {
                focusNext.current = 'form';
                props.onEdit();
              }}
              aria-label={`Edit meal request for ${name}`}
            >
              Edit
            </Button>
          ) : null}
        </Stack>
        {open ? (
          <MealEditForm
            form={edit}
            options={options}
            groups={groups}
            error={props.error}
            saving={props.saving}
            firstFieldRef={firstFieldRef}
            onChange={props.onChange}
            onSave={() => {
              focusNext.current = validateForm(edit) ? null : 'edit';
              props.onSave();
            }}
            onCancel={() => {
              focusNext.current = 'edit';
              props.onCancel();
            }}
          />
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { md: '1fr 1fr 2fr' } }}
          >
            <Field label="Meal Choice" value={mealLabel(saved, options)} />
            <Field label="Food Allergies" value={allergyLabels(saved, groups)} />
            <Field label="Meal Special Requests" value={saved.mealRequest.trim() || EMPTY} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
