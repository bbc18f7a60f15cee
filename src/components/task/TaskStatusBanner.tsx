import { memo } from 'react';
import { StatusMessageAlert } from './StatusMessageAlert';
import { bannerTone, cardTone, messageFor, type StatusMessages } from '../../domain/taskStatus';

export interface TaskStatusBannerProps {
  status: string | null | undefined;
  statusMessages?: StatusMessages | null;
  /** `banner` (task pages, default) or `card` (dashboard colours). */
  tone?: 'banner' | 'card';
}

/**
 * The server's message for the current status, else "Status: …", else "Not available.". A page's
 * banner is a live region; the dashboard's cards are not (every status arriving at once would
 * each be read out).
 */
export const TaskStatusBanner = memo(function TaskStatusBanner({
  status,
  statusMessages,
  tone = 'banner',
}: TaskStatusBannerProps) {
  return (
    <StatusMessageAlert
      tone={tone === 'card' ? cardTone(status) : bannerTone(status)}
      message={messageFor(status, statusMessages)}
      fallback={status ? `Status: ${status}` : 'Not available.'}
      testId="task-status-banner"
      live={tone === 'banner'}
    />
  );
});
