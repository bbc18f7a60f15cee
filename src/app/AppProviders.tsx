import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { RuntimeConfigProvider } from '../config/RuntimeConfigContext';
import type { AppStore } from './store';
import { portalStyleCache } from './styleCache';
import { portalTheme } from './theme';

/** Store, runtime config, styles and theme: what every page needs above it (the app and its tests). */
export function AppProviders({
  store,
  config,
  children,
}: {
  store: AppStore;
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <RuntimeConfigProvider config={config}>
        <CacheProvider value={portalStyleCache()}>
          <ThemeProvider theme={portalTheme()}>
            <CssBaseline />
            {children}
          </ThemeProvider>
        </CacheProvider>
      </RuntimeConfigProvider>
    </Provider>
  );
}
