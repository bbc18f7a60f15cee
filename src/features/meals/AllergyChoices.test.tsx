import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { expect, it, vi } from 'vitest';
import { ALLERGY_GROUPS } from '../../../mock-server/messages';
import { AllergyChoices } from './AllergyChoices';

// Counts the renders of MUI's checkbox: one per box drawn.
const checkboxRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mui/material/Checkbox', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/material/Checkbox')>();
  const { countingRenders } = await import('../../test/countRenders');
  return { ...actual, default: countingRenders(actual.default, checkboxRenders) };
});

function Choices() {
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = useCallback(
    (id: number, checked: boolean) =>
      setSelected((previous) =>
        checked ? [...previous, id] : previous.filter((value) => value !== id),
      ),
    [],
  );
  return <AllergyChoices groups={ALLERGY_GROUPS} selected={selected} onToggle={toggle} />;
}

it('ticks an allergy by drawing its own group again, not every group', async () => {
  render(<Choices />);
  const boxes = ALLERGY_GROUPS.flatMap((group) => group.allergies).length;
  expect(checkboxRenders.count).toBe(boxes);
  const nuts = ALLERGY_GROUPS.find((group) => group.group_label === 'Nuts & seeds');

  await userEvent.click(screen.getByRole('checkbox', { name: 'Peanuts' }));
  expect(screen.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
  expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  // The focus and the tick each draw the group's boxes; the other groups stay as they were.
  expect(checkboxRenders.count - boxes).toBe(2 * (nuts?.allergies.length ?? NaN));
});
