import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { RuntimeConfigProvider } from '../config/RuntimeConfigContext';
import { createPortalRouter } from './router';
import type { AppStore } from './store';
import { theme } from './theme';

export function App({ store, config }: { store: AppStore; config: RuntimeConfig }) {
  const [router] = useState(createPortalRouter);
  return (
    <Provider store={store}>
      <RuntimeConfigProvider config={config}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </RuntimeConfigProvider>
    </Provider>
  );
}
