import { render, screen, waitFor, within } from '@testing-library/react';
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

  it('stays as it was while it fades out after a submit, and takes no second one', () => {
    const onConfirm = vi.fn();
    const props = { ...base, onConfirm };
    const { rerender } = render(<ConfirmSubmissionDialog {...props} busy />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Submission' });
    // The submit succeeded: not busy any more, and closing.
    rerender(<ConfirmSubmissionDialog {...props} open={false} busy={false} />);
    expect(dialog).toBeInTheDocument();
    const buttons = within(dialog).getAllByRole('button', { hidden: true });
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Submitting...']);
    buttons.forEach((button) => expect(button).toBeDisabled());
  });

  it('does nothing on a tap while it fades out after Cancel', async () => {
    const onConfirm = vi.fn();
    const props = { ...base, busy: false, onConfirm };
    const { rerender } = render(<ConfirmSubmissionDialog {...props} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    rerender(<ConfirmSubmissionDialog {...props} open={false} />);
    expect(submit).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is built hidden once the page has painted, and opening it shows what was built', async () => {
    const props = { ...base, busy: false };
    const { rerender } = render(<ConfirmSubmissionDialog {...props} open={false} />);
    const built = () => screen.queryByRole('dialog', { hidden: true });
    await waitFor(() => expect(built()).not.toBeNull());
    const dialog = built();
    // Neither shown nor read out while closed.
    expect(dialog).not.toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();

    rerender(<ConfirmSubmissionDialog {...props} />);
    expect(screen.getByRole('dialog', { name: 'Confirm Submission' })).toBe(dialog);
  });

  it('shows an error inside the dialog', () => {
    render(<ConfirmSubmissionDialog {...base} busy={false} error="It failed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('It failed.');
  });
});
