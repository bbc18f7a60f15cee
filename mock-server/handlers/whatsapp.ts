// WhatsApp registration (operations 19-21). Submitting moves the task straight to completed.
import { expectStatusField, fail, jsonBody, message, ok, type Ctx, type Reply } from '../http.js';
import { requireUncomplete, statusBlock } from './common.js';

export const WHATSAPP_PATTERN = /^\+\d{10,15}$/;

export const getWhatsApp = (ctx: Ctx): Reply => {
  const r = ctx.auth.reservation;
  return ok({ ...statusBlock(r, 'whatsapp'), ...r.whatsApp });
};

export const updateWhatsAppNumber = (ctx: Ctx): Reply => {
  const r = ctx.auth.reservation;
  requireUncomplete(r, 'whatsapp');
  const number = jsonBody(ctx.body).whats_app_number;
  if (typeof number !== 'string' || !WHATSAPP_PATTERN.test(number)) {
    return fail(
      400,
      'Please enter a valid international phone number (e.g., +11234567890). Do not include any spaces or hyphens.',
    );
  }
  r.whatsApp.whats_app_number = number;
  return message('Your WhatsApp Number has been saved.');
};

export const submitWhatsApp = (ctx: Ctx): Reply => {
  expectStatusField(ctx.body, 'whats_app_status', 'completed');
  const r = ctx.auth.reservation;
  requireUncomplete(r, 'whatsapp');
  if (!WHATSAPP_PATTERN.test(r.whatsApp.whats_app_number ?? '')) {
    return fail(400, 'Your WhatsApp number is invalid. Please correct it before submitting.');
  }
  r.statuses.whatsapp = 'completed';
  return message('Thank you! Your WhatsApp number has been registered.');
};
