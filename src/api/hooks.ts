import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { PortalApi } from './portalApi';
import type { ApiExtra } from './apiExtra';
import type { SessionState } from './session';
import type { SubmittedStatusState } from './submittedStatus';

/**
 * The store's state as screens read it. The store is built in app/store.ts; the API's part is
 * there once the API client has loaded, which happens before any screen that reads it renders.
 */
export interface PortalState {
  session: SessionState;
  submittedStatus: SubmittedStatusState;
  api: ReturnType<PortalApi['reducer']>;
}

export type AppDispatch = ThunkDispatch<PortalState, ApiExtra, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<PortalState>();
export const useAppStore = useStore.withTypes<Store<PortalState> & { dispatch: AppDispatch }>();

/** False until the API client has loaded into the store (the login page runs without it). */
export const selectApiLoaded = (state: PortalState): boolean =>
  (state as Partial<PortalState>).api !== undefined;
