import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/renderWithStore';
import { apiUrl, reservation, server } from '../../test/sandbox';
import { NextTaskLink, nextStep } from './NextTaskLink';

// Statuses in the task order: docusign, meals, passports, flights, whatsapp, axusapp.
describe('nextStep', () => {
  it('leads to the next task after the current one that is still to do', () => {
    const statuses = ['completed', 'processing', 'uncomplete', 'uncomplete', 'completed', null];
    expect(nextStep('meals', statuses)).toEqual({
      path: '/passports',
      label: 'Next task: Passport Upload',
    });
  });

  it('skips tasks under review or completed', () => {
    const statuses = [
      'uncomplete',
      'processing',
      'processing',
      'complete',
      'completed',
      'preprocessing',
    ];
    expect(nextStep('passports', statuses)).toEqual({
      path: '/docusign',
      label: 'Next task: DocuSign',
    });
  });

  it('counts a task whose status is unknown as still to do, as the menu does', () => {
    const statuses = ['completed', 'processing', 'completed', 'completed', null, 'completed'];
    expect(nextStep('meals', statuses).path).toBe('/whatsapp');
  });

  it('wraps round past the last task', () => {
    const statuses = [
      'completed',
      'uncomplete',
      'completed',
      'completed',
      'completed',
      'processing',
    ];
    expect(nextStep('axusapp', statuses).path).toBe('/meals');
  });

  it('leads to the payments once every task is done or under review', () => {
    const statuses = [
      'completed',
      'processing',
      'processing',
      'completed',
      'completed',
      'processing',
    ];
    expect(nextStep('axusapp', statuses)).toEqual({ path: '/payments', label: 'Next: Payments' });
  });

  it('never leads back to the task just submitted', () => {
    const statuses = [
      'completed',
      'uncomplete',
      'completed',
      'completed',
      'completed',
      'completed',
    ];
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
