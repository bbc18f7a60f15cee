import type { StatusTone } from '../../domain/taskStatus';

/** Envelope alert colours: sent warning, delivered primary, completed success, voided/declined danger. */
export function envelopeTone(status: string | null | undefined): StatusTone {
  switch ((status ?? '').toLowerCase()) {
    case 'sent':
      return 'warning';
    case 'delivered':
      return 'primary';
    case 'completed':
      return 'success';
    case 'voided':
    case 'declined':
      return 'error';
    default:
      return 'info';
  }
}

export const isEnvelopeCompleted = (status: string | null | undefined): boolean =>
  (status ?? '').toLowerCase() === 'completed';

/** A declined or voided envelope cannot be signed any more: the guest needs the travel team. */
export const isEnvelopeStopped = (status: string | null | undefined): boolean => {
  const key = (status ?? '').toLowerCase();
  return key === 'declined' || key === 'voided';
};
