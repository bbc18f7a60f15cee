import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/renderWithStore';
import { apiUrl, reservation, server } from '../../test/sandbox';
import { TASKS, type TaskKey } from '../../domain/tasks';
import { NextTaskLink, nextStep } from './NextTaskLink';

/** Statuses in the task order: the ones named, every other task completed. */
const statusesWith = (named: Partial<Record<TaskKey, string | null>>) =>
  TASKS.map((task) => (task.key in named ? (named[task.key] ?? null) : 'completed'));
const LAST_TASK = TASKS[TASKS.length - 1]?.key ?? 'axusapp';

describe('nextStep', () => {
  it('leads to the next task after the current one that is still to do', () => {
    const statuses = statusesWith({
      meals: 'processing',
      passports: 'uncomplete',
      flights: 'uncomplete',
      axusapp: null,
    });
    expect(nextStep('meals', statuses)).toEqual({
      path: '/passports',
      label: 'Next task: Passport Upload',
    });
  });

  it('skips tasks under review or completed', () => {
    const statuses = statusesWith({
      docusign: 'uncomplete',
      meals: 'processing',
      passports: 'processing',
      flights: 'complete',
      axusapp: 'preprocessing',
    });
    expect(nextStep('passports', statuses)).toEqual({
      path: '/docusign',
      label: 'Next task: DocuSign',
    });
  });

  it('counts a task whose status is unknown as still to do, as the menu does', () => {
    const statuses = statusesWith({ meals: 'processing', whatsapp: null });
    expect(nextStep('meals', statuses).path).toBe('/whatsapp');
  });

  it('wraps round past the last task', () => {
    const statuses = statusesWith({ meals: 'uncomplete', [LAST_TASK]: 'processing' });
    expect(nextStep(LAST_TASK, statuses).path).toBe('/meals');
  });

  it('leads to the payments once every task is done or under review', () => {
    const statuses = statusesWith({
      meals: 'processing',
      passports: 'processing',
      [LAST_TASK]: 'processing',
    });
    expect(nextStep(LAST_TASK, statuses)).toEqual({ path: '/payments', label: 'Next: Payments' });
  });

  it('never leads back to the task just submitted', () => {
    const statuses = statusesWith({ meals: 'uncomplete' });
    expect(nextStep('meals', statuses).path).toBe('/payments');
  });
});

describe('NextTaskLink', () => {
  it('appears once every status is known, with the true next task, and not before', async () => {
    Object.assign(reservation().statuses, { docusign: 'completed', meals: 'processing' });
    let releasePassports: () => void = () => undefined;
    // Holds the passports' status until released, then lets the sandbox answer.
    server.use(
      http.get(
        apiUrl('/portal/customer_documents'),
        () => new Promise<void>((resolve) => (releasePassports = resolve)),
      ),
    );
    renderWithStore(<NextTaskLink current="meals" />);
    // Five responses in, the passports still out: no guess at the next step yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('link')).toBeNull();

    releasePassports();
    const link = await screen.findByRole('link', { name: 'Next task: Passport Upload' });
    expect(link).toHaveAttribute('href', '#/passports');
  });
});
