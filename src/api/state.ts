import { combineReducers, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { portalApi } from './portalApi';
import type { ApiExtra } from './requestContext';
import { sessionSlice } from './session';

/** The state shape lives here, below the features, so pages get typed hooks without importing app/. */
export const rootReducer = combineReducers({
  [portalApi.reducerPath]: portalApi.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, ApiExtra, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
