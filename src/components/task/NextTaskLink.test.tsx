import { describe, expect, it } from 'vitest';
import { nextStep } from './NextTaskLink';

// Statuses in the task order: docusign, meals, passports, flights, whatsapp, axusapp.
describe('nextStep', () => {
  it('leads to the next task after the current one that is still to do', () => {
    const statuses = ['completed', 'processing', 'uncomplete', 'uncomplete', 'completed', null];
    expect(nextStep('meals', statuses)).toEqual({
      path: '/passports',
      label: 'Next task: Passport Upload',
    });
  });

  it('skips tasks under review, completed or without a status', () => {
    const statuses = ['uncomplete', 'processing', 'processing', 'complete', 'completed', null];
    expect(nextStep('passports', statuses)).toEqual({
      path: '/docusign',
      label: 'Next task: DocuSign',
    });
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
