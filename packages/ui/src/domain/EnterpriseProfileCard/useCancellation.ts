import { useRef, useState } from 'react';
import type { CancellationInfo } from './types';

/**
 * Loads the cancellation info once, the first time the status is inspected. A failure or an empty
 * answer is silent (the tooltip stays empty) and the next inspection tries again.
 */
export function useCancellation(load: (() => Promise<CancellationInfo | null | undefined>) | undefined) {
  const [info, setInfo] = useState<CancellationInfo | null>(null);
  const pending = useRef(false);
  const inspect = () => {
    if (!load || info || pending.current) return;
    pending.current = true;
    load().then(
      (result) => {
        pending.current = false;
        if (result?.date || result?.reason) setInfo({ date: result.date ?? '', reason: result.reason ?? '' });
      },
      () => {
        pending.current = false;
      },
    );
  };
  return { info, inspect };
}
