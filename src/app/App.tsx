import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { AppProviders } from './AppProviders';
import { createPortalRouter } from './router';
import type { AppStore } from './store';

export function App({ store, config }: { store: AppStore; config: RuntimeConfig }) {
  const [router] = useState(createPortalRouter);
  return (
    <AppProviders store={store} config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
