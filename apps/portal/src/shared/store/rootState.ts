import type { Store, StateFromReducersMapObject, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { platformApi } from '../api/api';
import { appSlice } from '../session/appSlice';

/** The slices every part of the portal may read; app/store.ts mounts them beside the features' own. */
export const sharedReducers = {
  app: appSlice.reducer,
  [platformApi.reducerPath]: platformApi.reducer,
};

export type RootState = StateFromReducersMapObject<typeof sharedReducers>;
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

/** The store as features see it; app/store.ts builds it (a feature reads its own slice by its own selector). */
export type AppStore = Store<RootState, UnknownAction> & { dispatch: AppDispatch };
