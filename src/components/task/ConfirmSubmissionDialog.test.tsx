import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmSubmissionDialog } from './ConfirmSubmissionDialog';

describe('ConfirmSubmissionDialog', () => {
  const base = {
    open: true,
    question: 'Send it?',
    notes: ['First note', 'Second note'],
    onCancel: vi.fn(),
    onConfirm: vi.fn(),
  };

  it('shows its title, question, notes and buttons', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmSubmissionDialog {...base} busy={false} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Submission' });
    expect(dialog).toHaveTextContent('Send it?');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'First note',
      'Second note',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('reads "Submitting..." and disables both buttons while busy', () => {
    render(
      <ConfirmSubmissionDialog
        {...base}
        busy
        cancelLabel="Not Yet"
        confirmLabel="Yes, I am done"
      />,
    );
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Not Yet' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Yes, I am done' })).not.toBeInTheDocument();
  });

  it('shows an error inside the dialog', () => {
    render(<ConfirmSubmissionDialog {...base} busy={false} error="It failed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('It failed.');
  });
});
