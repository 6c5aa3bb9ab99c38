import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { platformApi } from '../shared/api/api';
import type { AppState } from '../shared/session/appSlice';
import { sharedReducers } from '../shared/store/rootState';
import { membershipReducer } from '../features/membership';
import { loadPersistedAppState, persistAppState } from '../shared/session/persistence';

const rootReducer = combineReducers({
  ...sharedReducers,
  membership: membershipReducer,
});

export function createAppStore(preloaded?: { app?: AppState }) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { app: preloaded?.app ?? loadPersistedAppState() },
    middleware: (getDefault) => getDefault().concat(platformApi.middleware),
  });
  let previous: AppState | undefined = store.getState().app;
  store.subscribe(() => {
    const current = store.getState().app;
    if (current === previous) return;
    persistAppState(current, previous);
    previous = current;
  });
  return store;
}
