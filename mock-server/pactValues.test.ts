// @vitest-environment node
// Values a provider state returns for Pact's injection, and the gateway payment phrase.
import { beforeEach, describe, expect, it } from 'vitest';
import { verifyTransaction } from './fakeGateway.js';
import { applyProviderState } from './providerState.js';
import { resetStore } from './state.js';

beforeEach(() => resetStore());

const setup = (state: string, params?: Record<string, unknown>) => {
  const result = applyProviderState({ state, params, action: 'setup' });
  if (!result.ok) throw new Error(result.message);
  return result.values;
};

describe('provider-state values for injection', () => {
  it('responds the ids the consumer requests use', () => {
    expect(setup('a guest KX-2002 whose passports are uncomplete')).toMatchObject({
      token: 'sandbox-KX-2002',
      user_id: 2002,
      envelopeId: '3f9a6c2e-8b1d-4e57-9c0a-2d7e5b41a6f3',
      passengerId: 201,
      customerDocumentId: 3,
      flightDocumentId: 5,
      invoiceId: 5202,
    });
  });

  it('responds the sign-in values, an unpaid balance and option ids', () => {
    expect(setup('a guest KX-1001 for whom all invoices are unpaid')).toMatchObject({
      email: 'emma.walker@example.com',
      reservationId: 'KX-1001',
      unknownReservationId: 'KX-9999',
      invoiceId: 5101,
      amount: 1500,
      mealChoiceId: 1,
      allergyId: 1,
    });
  });

  it('prefers the ids named in params when the reservation has them', () => {
    const values = setup('a guest KX-2002 whose passports are uncomplete', {
      customerDocumentId: 4,
      passengerId: 999,
    });
    expect(values).toMatchObject({ customerDocumentId: 4, passengerId: 201 });
  });

  it('records an approved gateway transaction for "invoice N was paid at the gateway"', () => {
    const values = setup(
      'a guest KX-1001 whose invoice 5101 was paid at the gateway with transaction 60212345678',
    );
    expect(values).toMatchObject({ transactionId: '60212345678', invoiceId: 5101, amount: 1500 });
    expect(verifyTransaction('KX-1001', '60212345678', 5101, 1500)).not.toBeNull();
    expect(verifyTransaction('KX-1001', '60212345678', 5101, 1400)).toBeNull();
  });
});
