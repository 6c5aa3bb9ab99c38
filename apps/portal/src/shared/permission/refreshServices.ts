import { platformApi } from '../api/api';
import { STORAGE_KEYS } from '../session/storageKeys';

type Dispatch = (action: unknown) => unknown;

/**
 * After an activation or a purchase the purchased-service list reloads here, and other tabs hear
 * of it through shared storage (spec 1 §4 Menu selection).
 */
export function refreshServices(dispatch: Dispatch): void {
  dispatch(platformApi.util.invalidateTags(['Services']));
  localStorage.setItem(STORAGE_KEYS.refreshServices, String(Date.now()));
}

export function listenForServiceRefresh(dispatch: Dispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.refreshServices) dispatch(platformApi.util.invalidateTags(['Services']));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
