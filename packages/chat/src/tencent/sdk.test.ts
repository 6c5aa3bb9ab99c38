import { describe, expect, it } from 'vitest';
import { loadTencentSdk } from './client';
import { RECORDED_EVENT, RECORDED_TYPES } from '../test/fake-tencent-sdk';

describe('the real SDK package (loaded, never connected)', () => {
  it('has the EVENT and TYPES values the recorded fake uses', async () => {
    const sdk = await loadTencentSdk();
    expect(sdk.create).toBeTypeOf('function');
    expect(sdk.EVENT).toMatchObject(RECORDED_EVENT);
    expect(sdk.TYPES).toMatchObject(RECORDED_TYPES);
  }, 30_000);
});
