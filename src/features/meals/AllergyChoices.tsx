import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { FoodAllergyGroup } from '../../api/generated';

export const ALLERGY_LIST_NOTE =
  'Tick each allergy and we tell every restaurant, which leaves that ingredient out of your dishes where it can. A fully gluten-free, lactose-free or other special diet cannot be provided.';

export interface AllergyChoicesProps {
  groups: FoodAllergyGroup[];
  selected: number[];
  onToggle: (allergyId: number, checked: boolean) => void;
  /** The message saying none is chosen, when there is one: each box is marked and points at it. */
  errorId?: string;
}

type AllergyGroupProps = Omit<AllergyChoicesProps, 'groups'> & { group: FoodAllergyGroup };

/** Whether `selected` ticks the same boxes of this group in both. */
const sameTicks = (group: FoodAllergyGroup, one: number[], other: number[]) =>
  group.allergies.every((allergy) => one.includes(allergy.id) === other.includes(allergy.id));

/**
 * One group's boxes, memoised on its own boxes' ticks: ticking a box draws its group again, not
 * every group (each MUI checkbox styles itself on every render; all 13 held a phone's tap for
 * 10-15 ms). Within a group every box is drawn again (each gets new props; in development MUI's
 * form control also hands them a new context on each render).
 */
const AllergyGroup = memo(
  function AllergyGroup({ group, selected, onToggle, errorId }: AllergyGroupProps) {
    return (
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {group.group_label}
        </FormLabel>
        <FormGroup>
          {group.allergies.map((allergy) => (
            <FormControlLabel
              key={allergy.id}
              label={allergy.Label}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(allergy.id)}
                  onChange={(event) => onToggle(allergy.id, event.target.checked)}
                  slotProps={{
                    input: {
                      'aria-invalid': errorId ? true : undefined,
                      'aria-describedby': errorId,
                    },
                  }}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
    );
  },
  (before, after) =>
    before.group === after.group &&
    before.onToggle === after.onToggle &&
    before.errorId === after.errorId &&
    sameTicks(after.group, before.selected, after.selected),
);

/** The allergy checkboxes, memoised: a keystroke elsewhere in the form leaves them as they are. */
export const AllergyChoices = memo(function AllergyChoices({
  groups,
  selected,
  onToggle,
  errorId,
}: AllergyChoicesProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '1fr 1fr' } }}>
      {/* Guests read "Dairy" and "Wheat/Gluten" both as diets we cater for and, beside "cannot
          provide gluten-free", as choices that do nothing: the note says first what ticking does. */}
      <Typography variant="body2" sx={{ gridColumn: '1 / -1' }}>
        {ALLERGY_LIST_NOTE}
      </Typography>
      {groups.map((group) => (
        <AllergyGroup
          key={group.group_id}
          group={group}
          selected={selected}
          onToggle={onToggle}
          errorId={errorId}
        />
      ))}
    </Box>
  );
});
