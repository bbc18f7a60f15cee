// Travel app connection (operations 22-23). The midway guest's responses come wrapped in {data: ...},
// the shape older backends send, so the portal's unwrapping is exercised.
import { expectStatusField, message, ok, type Ctx, type Reply } from '../http.js';
import { requireUncomplete, statusBlock } from './common.js';

export const getTravelApp = (ctx: Ctx): Reply => {
  const r = ctx.auth.reservation;
  const { wrapInData, ...fields } = r.travelApp;
  const record = { ...statusBlock(r, 'axusapp'), ...fields };
  return ok(wrapInData ? { data: record } : record);
};

export const submitTravelApp = (ctx: Ctx): Reply => {
  expectStatusField(ctx.body, 'axus_app_status', 'processing');
  const r = ctx.auth.reservation;
  requireUncomplete(r, 'axusapp');
  r.statuses.axusapp = 'processing';
  return message('Thank you! Our team has been notified.');
};
