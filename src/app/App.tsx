import { useState } from 'react';
import { createGuardedHashHistory } from '../lib/guardedHashHistory';
import { GuardedRouter } from '../components/navigation/GuardedRouter';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { AppProviders } from './AppProviders';
import { PortalRoutes } from './router';
import type { AppStore } from './store';

export function App({ store, config }: { store: AppStore; config: RuntimeConfig }) {
  const [history] = useState(() => createGuardedHashHistory());
  return (
    <AppProviders store={store} config={config}>
      <GuardedRouter history={history}>
        <PortalRoutes />
      </GuardedRouter>
    </AppProviders>
  );
}
