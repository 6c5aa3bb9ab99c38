import { useSyncExternalStore } from 'react';
import { Layer } from '../../internal/Layer';
import { getToasts, subscribe } from './store';
import { Item, Stack } from './Toast.styles';

/** Hosts toasts raised with toast.error/success/info. Mount once near the root. */
export function Toaster() {
  const items = useSyncExternalStore(subscribe, getToasts, getToasts);
  return (
    <Layer>
      <Stack>
        {items.map((t) => (
          <Item key={t.id} $kind={t.kind} role={t.kind === 'error' ? 'alert' : 'status'}>
            {t.message}
          </Item>
        ))}
      </Stack>
    </Layer>
  );
}
