import { describe, expect, it } from 'vitest';
import { chainApi } from './index';

describe('chain schemas', () => {
  it('accepts an invite by user or by sales code and refuses one with neither', () => {
    const input = chainApi.inviteSubmit.input;
    expect(input.safeParse({ inviterUserId: '1001', inviterTenantId: '000000' }).success).toBe(true);
    expect(input.safeParse({ sellCode: 'S-1' }).success).toBe(true);
    expect(input.safeParse({ channel: 'wechat' }).success).toBe(false);
    expect(input.safeParse({ inviterUserId: '1', inviterTenantId: 'abc' }).success).toBe(false);
  });
});
