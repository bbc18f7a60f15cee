import { useEffect } from 'react';
import { portalApi } from '../../api/portalApi';
import { useAppDispatch } from '../../api/state';
import { parseStatusEvent, STATUS_EVENT } from '../../api/statusEvents';
import type { TaskKey } from '../../components/task/statusModel';

/** A status change announced by other code (a provider page) refreshes that task everywhere. */
export function useExternalStatusEvents() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const refresh = (event: Event) => {
      const detail = parseStatusEvent(event);
      // The portal's own events were already handled by tag invalidation.
      if (detail && detail.source !== 'portal') {
        dispatch(portalApi.util.invalidateTags([detail.key as TaskKey]));
      }
    };
    window.addEventListener(STATUS_EVENT, refresh);
    return () => window.removeEventListener(STATUS_EVENT, refresh);
  }, [dispatch]);
}
