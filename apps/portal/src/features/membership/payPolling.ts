import { PAY_POLL_INTERVAL_MS, PAY_POLL_LIMIT } from '@platform/contracts/pay/constants';
import { PayType, type PayTypeValue } from '@platform/contracts/constants';

export type { PayTypeValue };

export type PollOutcome =
  /** The provider says paid: open the result dialog as success. */
  | { kind: 'success' }
  /** A final state other than success: the result dialog shows failure. */
  | { kind: 'failure'; state: string }
  /** More than the poll limit without an answer: the QR shows its expired mask. */
  | { kind: 'expired' }
  /** A failed call or a non-success code: polling just stops (the request layer told the user). */
  | { kind: 'error' };

export type Verdict = 'wait' | 'success' | 'failure';

/** Spec 1 §4 Payment polling: each provider's own words for waiting and success. */
export function verdictOf(payType: PayTypeValue, state: string): Verdict {
  const [waiting, success] =
    payType === PayType.WECHAT ? ['NOTPAY', 'SUCCESS'] : ['WAIT_BUYER_PAY', 'TRADE_SUCCESS'];
  if (state === waiting) return 'wait';
  if (state === success) return 'success';
  return 'failure';
}

export interface PollingOptions {
  payType: PayTypeValue;
  outTradeNo: string;
  /** Resolves with the provider state (trade_state / trade_status); rejects on any failure. */
  query: (payType: PayTypeValue, outTradeNo: string) => Promise<string>;
  onEnd: (outcome: PollOutcome) => void;
  intervalMs?: number;
  limit?: number;
}

export interface Polling {
  /** Leaving the dialog or switching the method: no further call, a late answer is ignored. */
  stop(): void;
  readonly polls: number;
  readonly running: boolean;
}

/** Polls every 3000 ms; past 120 polls the QR expires. One call in flight at a time. */
export function startPolling(options: PollingOptions): Polling {
  const {
    payType,
    outTradeNo,
    query,
    onEnd,
    intervalMs = PAY_POLL_INTERVAL_MS,
    limit = PAY_POLL_LIMIT,
  } = options;
  let polls = 0;
  let running = true;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const end = (outcome: PollOutcome) => {
    if (!running) return;
    running = false;
    clearTimeout(timer);
    onEnd(outcome);
  };

  const tick = async () => {
    if (!running) return;
    if (polls >= limit) return end({ kind: 'expired' });
    polls += 1;
    let state: string;
    try {
      state = await query(payType, outTradeNo);
    } catch {
      return end({ kind: 'error' });
    }
    if (!running) return;
    const verdict = verdictOf(payType, state);
    if (verdict === 'success') return end({ kind: 'success' });
    if (verdict === 'failure') return end({ kind: 'failure', state });
    timer = setTimeout(() => void tick(), intervalMs);
  };

  timer = setTimeout(() => void tick(), intervalMs);
  return {
    stop() {
      running = false;
      clearTimeout(timer);
    },
    get polls() {
      return polls;
    },
    get running() {
      return running;
    },
  };
}
