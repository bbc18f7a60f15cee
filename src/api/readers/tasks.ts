import type { Agreement, TravelApp, WhatsApp } from '../generated';
import {
  isRecord,
  readStatusMessages,
  recordOf,
  taskFieldsOf,
  textOr,
  type StatusMessages,
  type TaskRecord,
} from './read';

export type AgreementRecord = Omit<
  Agreement,
  'status' | 'statusMessages' | 'title' | 'envelopeStatusMessages'
> &
  TaskRecord & { title: string | null; envelopeStatusMessages: StatusMessages };
export type WhatsAppRecord = Omit<WhatsApp, 'status' | 'statusMessages'> & TaskRecord;
export type TravelAppRecord = Omit<TravelApp, 'status' | 'statusMessages'> & TaskRecord;

export function readAgreement(response: unknown): AgreementRecord {
  const record = recordOf(response, 'agreement');
  return {
    ...taskFieldsOf(record),
    title: textOr(record.title, null),
    recipientEmail: textOr(record.recipientEmail, ''),
    envelopeId: textOr(record.envelopeId, null),
    envelopeStatus: textOr(record.envelopeStatus, null),
    envelopeStatusMessages: readStatusMessages(record.envelopeStatusMessages),
    signingUrl: textOr(record.signingUrl, null),
  };
}

export function readWhatsApp(response: unknown): WhatsAppRecord {
  const record = recordOf(response, 'WhatsApp');
  const read: WhatsAppRecord = {
    ...taskFieldsOf(record),
    whats_app_number: textOr(record.whats_app_number, null),
    agent_app_number: textOr(record.agent_app_number, ''),
    agent_hours: textOr(record.agent_hours, ''),
    agent_link: textOr(record.agent_link, null),
  };
  // Absent means on; only an explicit false turns the travel team's contact off.
  if (typeof record.agent_enabled === 'boolean') read.agent_enabled = record.agent_enabled;
  return read;
}

/** The travel app record may come wrapped in `data` (openapi.yaml: TravelAppEnvelope). */
export function readTravelApp(response: unknown): TravelAppRecord {
  const outer = recordOf(response, 'travel app');
  const record = 'data' in outer && isRecord(outer.data) ? outer.data : outer;
  return {
    ...taskFieldsOf(record),
    guidance_header: textOr(record.guidance_header, null),
    guidance_body: textOr(record.guidance_body, null),
    axus_app_user_id: textOr(record.axus_app_user_id, null),
    axus_app_passcode: textOr(record.axus_app_passcode, null),
  };
}
