import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { platformApi } from './api/api';
import { appSlice, type AppState } from './session/appSlice';
import { membershipReducer } from '../features/membership';
import { loadPersistedAppState, persistAppState } from './session/persistence';

const rootReducer = combineReducers({
  app: appSlice.reducer,
  membership: membershipReducer,
  [platformApi.reducerPath]: platformApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

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

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
