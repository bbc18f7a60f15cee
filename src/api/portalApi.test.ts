import { describe, expect, it } from 'vitest';
import type { InvoicesResponse, TravelAppResponse } from './generated';
import { invoicesOf, travelAppOf } from './portalApi';

const travelApp = {
  status: 'uncomplete',
  statusMessages: {},
  guidance_header: null,
  guidance_body: null,
  axus_app_user_id: 'u',
  axus_app_passcode: 'p',
};
const invoice = { id: 1, title: 'Deposit', grand_total: 10, receipt_total: 0, status_id: 2 };

describe('loose answers', () => {
  it('reads the travel app record bare or wrapped in data', () => {
    expect(travelAppOf(travelApp)).toBe(travelApp);
    expect(travelAppOf({ data: travelApp })).toBe(travelApp);
  });

  it('reads invoices as a bare list or under invoices', () => {
    expect(invoicesOf([invoice])).toEqual([invoice]);
    expect(invoicesOf({ invoices: [invoice] })).toEqual([invoice]);
  });

  it.each([undefined, null, 'oops', 42])('survives a malformed answer %j', (answer) => {
    expect(travelAppOf(answer as unknown as TravelAppResponse)).toBeUndefined();
    expect(invoicesOf(answer as unknown as InvoicesResponse)).toEqual([]);
    expect(invoicesOf({} as InvoicesResponse)).toEqual([]);
  });
});
