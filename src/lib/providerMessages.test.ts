import { describe, expect, it } from 'vitest';
import {
  isApproved,
  parsePaymentMessage,
  parseSigningMessage,
  parseTransactionResponse,
} from './providerMessages';

const OWN = 'http://portal.test';

describe('parseSigningMessage', () => {
  const data = { type: 'DOCUSIGN_EVENT', event: 'signing_complete', envelopeId: 'env-1' };

  it('accepts a signing_complete event from the own origin as completed', () => {
    expect(parseSigningMessage({ origin: OWN, data }, OWN)).toEqual({
      event: 'signing_complete',
      envelopeId: 'env-1',
      completed: true,
    });
  });

  it('ignores the same message from another origin', () => {
    expect(parseSigningMessage({ origin: 'http://evil.test', data }, OWN)).toBeNull();
    expect(parseSigningMessage({ origin: 'null', data }, OWN)).toBeNull();
  });

  it('ignores messages of the wrong shape', () => {
    const wrong: unknown[] = [
      null,
      'signing_complete',
      [data],
      { ...data, type: 'OTHER' },
      { type: 'DOCUSIGN_EVENT' },
      { type: 'DOCUSIGN_EVENT', event: 42 },
      { type: 'DOCUSIGN_EVENT', event: '' },
      { type: 'DOCUSIGN_EVENT', event: '<img src=x>' },
      { ...data, envelopeId: 7 },
    ];
    for (const item of wrong)
      expect(parseSigningMessage({ origin: OWN, data: item }, OWN)).toBeNull();
  });

  it('treats unknown or cancel-like event names as not completed', () => {
    for (const event of ['cancel', 'decline', 'ttl_expired', 'session_timeout', 'something_new']) {
      const parsed = parseSigningMessage(
        { origin: OWN, data: { type: 'DOCUSIGN_EVENT', event } },
        OWN,
      );
      expect(parsed).toEqual({ event, envelopeId: null, completed: false });
    }
  });
});

describe('parsePaymentMessage', () => {
  it('accepts closePayment and transactionResponse from the own origin', () => {
    expect(parsePaymentMessage({ origin: OWN, data: { action: 'closePayment' } }, OWN)).toEqual({
      action: 'closePayment',
    });
    expect(
      parsePaymentMessage(
        { origin: OWN, data: { action: 'transactionResponse', response: '{}' } },
        OWN,
      ),
    ).toEqual({ action: 'transactionResponse', response: '{}' });
  });

  it('ignores another origin', () => {
    expect(
      parsePaymentMessage({ origin: 'http://pay.test', data: { action: 'closePayment' } }, OWN),
    ).toBeNull();
  });

  it('ignores wrong shapes and unknown actions', () => {
    const wrong: unknown[] = [
      null,
      'closePayment',
      { action: 'resizeWindow', width: 10 },
      { action: 'successfulSave' },
      { action: 'transactionResponse' },
      { action: 'transactionResponse', response: { transId: '1' } },
      { action: 'transactionResponse', response: '' },
    ];
    for (const item of wrong)
      expect(parsePaymentMessage({ origin: OWN, data: item }, OWN)).toBeNull();
  });
});

describe('parseTransactionResponse', () => {
  it('reads the provider fields, numbers given as strings', () => {
    const raw = JSON.stringify({
      orderInvoiceNumber: '1042',
      transId: '40000000001',
      totalAmount: '1250.50',
      responseCode: '1',
    });
    const parsed = parseTransactionResponse(raw);
    expect(parsed).toEqual({
      ok: true,
      value: { invoiceId: 1042, transactionId: '40000000001', amount: 1250.5, responseCode: '1' },
    });
    expect(parsed.ok && isApproved(parsed.value)).toBe(true);
  });

  it('fails on unparsable or incomplete responses', () => {
    expect(parseTransactionResponse('{not json').ok).toBe(false);
    expect(parseTransactionResponse('"text"').ok).toBe(false);
    expect(parseTransactionResponse(JSON.stringify({ transId: '1', totalAmount: 5 })).ok).toBe(
      false,
    );
    expect(
      parseTransactionResponse(
        JSON.stringify({ orderInvoiceNumber: 1, transId: '0', totalAmount: 5 }),
      ).ok,
    ).toBe(false);
    expect(
      parseTransactionResponse(
        JSON.stringify({ orderInvoiceNumber: 1, transId: '9', totalAmount: 'x' }),
      ).ok,
    ).toBe(false);
  });

  it('does not count a declined response code as approved', () => {
    const parsed = parseTransactionResponse(
      JSON.stringify({ orderInvoiceNumber: 1, transId: '9', totalAmount: 5, responseCode: '2' }),
    );
    expect(parsed.ok && isApproved(parsed.value)).toBe(false);
  });
});
