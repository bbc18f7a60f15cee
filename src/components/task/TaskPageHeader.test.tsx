import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TaskPageHeader } from './TaskPageHeader';

describe('TaskPageHeader', () => {
  it('leads back to the dashboard from above the page heading, which it does not repeat', async () => {
    render(
      <MemoryRouter initialEntries={['/meals']}>
        <Routes>
          <Route path="/meals" element={<TaskPageHeader title="Meal Requests Registration" />} />
          <Route path="/dashboard" element={<p>The dashboard</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const back = screen.getByRole('link', { name: 'Back to dashboard' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Meal Requests Registration' });
    expect(back).toHaveAttribute('href', '/dashboard');
    // Before the heading in the reading and Tab order; one h1 only.
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    back.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('The dashboard')).toBeInTheDocument();
  });
});
