import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaskStatusBanner } from './TaskStatusBanner';

describe('TaskStatusBanner', () => {
  it('shows the header and body of the current status as text', () => {
    render(
      <TaskStatusBanner
        status="uncomplete"
        statusMessages={{ uncomplete: { header: 'Action needed', body: '<b>Line 1</b>\nLine 2' } }}
      />,
    );
    expect(screen.getByText('Action needed')).toBeInTheDocument();
    expect(screen.getByText(/<b>Line 1<\/b>/)).toBeInTheDocument();
  });

  it('falls back to the status, then to "Not available."', () => {
    const { rerender } = render(<TaskStatusBanner status="processing" statusMessages={{}} />);
    expect(screen.getByText('Status: processing')).toBeInTheDocument();
    rerender(<TaskStatusBanner status={null} />);
    expect(screen.getByText('Not available.')).toBeInTheDocument();
  });
});
