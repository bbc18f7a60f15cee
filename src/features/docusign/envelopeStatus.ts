import type { StatusTone } from '../../components/task/statusModel';

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
