import { configureStore } from '@reduxjs/toolkit';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { ApiExtra } from '../api/requestContext';
import { sessionPersistence } from '../api/session';
import { lazyMiddleware, rootReducer, type RootState } from '../api/state';

/** A fresh store per app start (and per test); `config` reaches every call as the thunk extra. */
export function createAppStore(config: RuntimeConfig, preloadedState?: Partial<RootState>) {
  const extra: ApiExtra = { config };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // Upload files and progress callbacks travel through thunk arguments, never into state.
        serializableCheck: {
          ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta', 'payload'],
          // Invoice PDFs arrive as Blobs and stay in their mutation's cache entry until reset.
          ignoredPaths: [/^api\.mutations\.[^.]+\.data$/],
        },
      })
        .prepend(sessionPersistence.middleware)
        .concat(lazyMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
