import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPolling, verdictOf, type PollOutcome, type PayTypeValue } from './payPolling';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function run(payType: PayTypeValue, answers: Array<string | Error>, limit?: number) {
  const query = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const outcomes: PollOutcome[] = [];
  const polling = startPolling({
    payType,
    outTradeNo: 'W1',
    query,
    onEnd: (o) => outcomes.push(o),
    ...(limit ? { limit } : {}),
  });
  return { query, outcomes, polling };
}

describe('payment polling (spec 1 §4)', () => {
  it('waits 3000 ms before the first poll and between polls', async () => {
    const { query } = run(1, ['NOTPAY']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(query).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(1, 'W1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('WeChat: NOTPAY keeps waiting, SUCCESS ends with success', async () => {
    const { query, outcomes, polling } = run(1, ['NOTPAY', 'NOTPAY', 'SUCCESS']);
    await vi.advanceTimersByTimeAsync(9000);
    expect(query).toHaveBeenCalledTimes(3);
    expect(outcomes).toEqual([{ kind: 'success' }]);
    expect(polling.running).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(query).toHaveBeenCalledTimes(3);
  });

  it.each(['CLOSED', 'PAYERROR', 'REVOKED', 'USERPAYING'])(
    'WeChat: %s ends polling with failure',
    async (state) => {
      const { outcomes, query } = run(1, ['NOTPAY', state]);
      await vi.advanceTimersByTimeAsync(6000);
      expect(outcomes).toEqual([{ kind: 'failure', state }]);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(query).toHaveBeenCalledTimes(2);
    },
  );

  it('Alipay: WAIT_BUYER_PAY keeps waiting, TRADE_SUCCESS ends with success', async () => {
    const { outcomes } = run(2, ['WAIT_BUYER_PAY', 'TRADE_SUCCESS']);
    await vi.advanceTimersByTimeAsync(6000);
    expect(outcomes).toEqual([{ kind: 'success' }]);
  });

  it('Alipay: any other status ends polling with failure, and WeChat words are not Alipay ones', async () => {
    const { outcomes } = run(2, ['TRADE_CLOSED']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(outcomes).toEqual([{ kind: 'failure', state: 'TRADE_CLOSED' }]);
    expect(verdictOf(2, 'SUCCESS')).toBe('failure');
    expect(verdictOf(1, 'TRADE_SUCCESS')).toBe('failure');
  });

  it('after 120 polls the QR expires and polling stops', async () => {
    const { query, outcomes, polling } = run(1, ['NOTPAY']);
    await vi.advanceTimersByTimeAsync(120 * 3000);
    expect(query).toHaveBeenCalledTimes(120);
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(outcomes).toEqual([{ kind: 'expired' }]);
    expect(query).toHaveBeenCalledTimes(120);
    expect(polling.polls).toBe(120);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(query).toHaveBeenCalledTimes(120);
  });

  it('honours a shorter limit (test mode)', async () => {
    const { query, outcomes } = run(2, ['WAIT_BUYER_PAY'], 3);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(query).toHaveBeenCalledTimes(3);
    expect(outcomes).toEqual([{ kind: 'expired' }]);
  });

  it('a failed call or non-success code stops polling', async () => {
    const { query, outcomes } = run(1, ['NOTPAY', new Error('91001')]);
    await vi.advanceTimersByTimeAsync(6000);
    expect(outcomes).toEqual([{ kind: 'error' }]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('stop (leaving the dialog or switching the method) ends polling and ignores a late answer', async () => {
    let release: (state: string) => void = () => undefined;
    const query = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const onEnd = vi.fn();
    const polling = startPolling({ payType: 1, outTradeNo: 'W1', query, onEnd });
    await vi.advanceTimersByTimeAsync(3000);
    expect(query).toHaveBeenCalledTimes(1);
    polling.stop();
    release('SUCCESS');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onEnd).not.toHaveBeenCalled();
    expect(query).toHaveBeenCalledTimes(1);
    expect(polling.running).toBe(false);
  });

  it('stop before the first poll makes no call', async () => {
    const { query, polling, outcomes } = run(1, ['NOTPAY']);
    polling.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(query).not.toHaveBeenCalled();
    expect(outcomes).toEqual([]);
  });
});
