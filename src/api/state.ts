import {
  combineSlices,
  createAction,
  createDynamicMiddleware,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { PortalApi } from './portalApi';
import type { ApiExtra } from './requestContext';
import { sessionSlice } from './session';

/**
 * The state shape lives here, below the features, so pages get typed hooks without importing app/.
 * The API client (RTK Query and the generated endpoints) is not part of the first download: the
 * login page needs it only on submit, so its reducer and middleware join the store when its code
 * arrives (see `installPortalApi`).
 */
export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<WithSlice<PortalApi>>();

/** Holds the API middleware once it is loaded; one instance serves every store (each test's). */
export const lazyMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;
/** API thunks (cache updates, invalidation) run only in code that loaded the API, so it is there. */
export type StateWithApi = RootState & WithSlice<PortalApi>;
export type AppDispatch = ThunkDispatch<StateWithApi, ApiExtra, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** Dispatched once the API's code is in, so the store builds the API's state before first use. */
export const portalApiInstalled = createAction('api/installed');

export const selectPortalApiInstalled = (state: RootState): state is StateWithApi =>
  state.api !== undefined;

/** Loads the API client if needed, makes sure this store holds its state, and returns it. */
export function installPortalApi(): ThunkAction<
  Promise<PortalApi>,
  RootState,
  ApiExtra,
  UnknownAction
> {
  return async (dispatch, getState) => {
    const { portalApi } = await import('./portalApi');
    if (!selectPortalApiInstalled(getState())) dispatch(portalApiInstalled());
    return portalApi;
  };
}
