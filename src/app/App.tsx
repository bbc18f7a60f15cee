import { useEffect, useState } from 'react';
import { createGuardedHashHistory } from '../lib/guardedHashHistory';
import { GuardedRouter } from '../components/navigation/GuardedRouter';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { AppProviders } from './AppProviders';
import { PortalRoutes } from './router';
import type { AppStore } from './store';

export function App({
  store,
  config,
  onFirstPaint,
}: {
  store: AppStore;
  config: RuntimeConfig;
  /** Called once the first screen is on display (its effects run after the browser painted). */
  onFirstPaint?: () => void;
}) {
  const [history] = useState(() => createGuardedHashHistory());
  useEffect(() => onFirstPaint?.(), [onFirstPaint]);
  return (
    <AppProviders store={store} config={config}>
      <GuardedRouter history={history}>
        <PortalRoutes />
      </GuardedRouter>
    </AppProviders>
  );
}
