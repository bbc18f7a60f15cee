import { useEffect } from 'react';
import { portalApi } from '../../api/portalApi';
import { useAppDispatch } from '../../api/hooks';
import { parseExternalStatusEvent, STATUS_EVENT } from '../../components/task/statusEvents';

/** A status change announced by other code (a provider page) refreshes that task everywhere. */
export function useExternalStatusEvents() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const refresh = (event: Event) => {
      // The portal's own events were handled by its tag invalidation already.
      const detail = parseExternalStatusEvent(event);
      if (detail) dispatch(portalApi.util.invalidateTags([detail.key]));
    };
    window.addEventListener(STATUS_EVENT, refresh);
    return () => window.removeEventListener(STATUS_EVENT, refresh);
  }, [dispatch]);
}
