import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { PortalApi } from '../api/portalApi';
import type { ApiExtra } from '../api/apiExtra';
import { sessionPersistence, sessionSlice } from '../api/session';
import { submittedStatusSlice } from '../api/submittedStatus';
import type { RuntimeConfig } from '../config/runtimeConfig';

/**
 * The API client (RTK Query and the generated endpoints) is not part of the first download: the
 * login page needs it only on submit. Its reducer and middleware join the store when its code
 * arrives (`attachPortalApi`).
 */
const rootReducer = combineSlices(sessionSlice, submittedStatusSlice).withLazyLoadedSlices<
  WithSlice<PortalApi>
>();
const apiMiddleware = createDynamicMiddleware();
const portalApiAttached = createAction('api/attached');

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store per app start (and per test); `config` reaches every call as the thunk extra,
 * with `loadApi`, which the login submit and the signed-in pages' loader await.
 */
export function createAppStore(config: RuntimeConfig, preloadedState?: Partial<RootState>) {
  const extra: ApiExtra = {
    config,
    loadApi: async () => attachPortalApi(store, (await import('../api/portalApi')).portalApi),
  };
  const store = configureStore({
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
        .concat(apiMiddleware.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;

/** Adds the loaded API client to the store; tests that import it up front call this directly. */
export function attachPortalApi(store: AppStore, portalApi: PortalApi): void {
  rootReducer.inject(portalApi);
  apiMiddleware.addMiddleware(portalApi.middleware);
  // The injected reducer builds its state on the next action; screens read it right away.
  if (store.getState().api === undefined) store.dispatch(portalApiAttached());
}
