import { describe, expect, it } from 'vitest';
import {
  c2cConversationId,
  c2cPeer,
  fromTencentConversationId,
  groupConversationId,
  toTencentConversationId,
} from './conversation';
import { messageSeq, readClientMsgId } from './sdk';

describe('conversation ids', () => {
  it("maps Tencent's C2C<peer> to ours, the same id on both sides", () => {
    expect(fromTencentConversationId('C2Cu_b', 'u_a')).toBe('C2C_u_a_u_b');
    expect(fromTencentConversationId('C2Cu_a', 'u_b')).toBe('C2C_u_a_u_b');
    expect(c2cConversationId('u_b', 'u_a')).toBe('C2C_u_a_u_b');
  });

  it("maps Tencent's GROUP<id> to GROUP_<id> and back", () => {
    expect(fromTencentConversationId('GROUPg_1', 'u_a')).toBe('GROUP_g_1');
    expect(fromTencentConversationId('GROUP@TGS#1ABC', 'u_a')).toBe('GROUP_@TGS#1ABC');
    expect(toTencentConversationId('GROUP_g_1', 'u_a')).toBe('GROUPg_1');
    expect(groupConversationId('g_1')).toBe('GROUP_g_1');
  });

  it('maps ours back to the peer of the caller, whichever side sorts first', () => {
    expect(toTencentConversationId('C2C_u_a_u_b', 'u_a')).toBe('C2Cu_b');
    expect(toTencentConversationId('C2C_u_a_u_b', 'u_b')).toBe('C2Cu_a');
    expect(c2cPeer('C2C_1001_1002', '1002')).toBe('1001');
  });

  it('round-trips ids holding underscores and self chat', () => {
    for (const [me, peer] of [
      ['a_b', 'a_c'],
      ['x', 'x_y_z'],
      ['user-9', 'user_10'],
      ['same', 'same'],
    ] as const) {
      const ours = fromTencentConversationId(`C2C${peer}`, me)!;
      expect(toTencentConversationId(ours, me)).toBe(`C2C${peer}`);
      expect(toTencentConversationId(ours, peer)).toBe(`C2C${me}`);
    }
  });

  it('leaves out system conversations and ids that are not the caller’s', () => {
    expect(fromTencentConversationId('@TIM#SYSTEM', 'u_a')).toBeUndefined();
    expect(fromTencentConversationId('C2C', 'u_a')).toBeUndefined();
    expect(toTencentConversationId('C2C_u_b_u_c', 'u_a')).toBeUndefined();
    expect(toTencentConversationId('nonsense', 'u_a')).toBeUndefined();
  });
});

describe('message bookkeeping', () => {
  it('reads the client id from cloudCustomData', () => {
    expect(readClientMsgId('{"clientMsgId":"c-12345678"}')).toBe('c-12345678');
    expect(readClientMsgId('')).toBeUndefined();
    expect(readClientMsgId('not json')).toBeUndefined();
    expect(readClientMsgId('{"other":1}')).toBeUndefined();
  });

  it('orders group messages by their sequence and C2C ones by time then sequence', () => {
    expect(messageSeq({ conversationType: 'GROUP', sequence: 42, time: 1_700_000_000 })).toBe(42);
    const a = messageSeq({ conversationType: 'C2C', sequence: 7, time: 1_700_000_000 });
    const b = messageSeq({ conversationType: 'C2C', sequence: 3, time: 1_700_000_001 });
    expect(a).toBeLessThan(b);
    expect(Number.isSafeInteger(b)).toBe(true);
    expect(messageSeq({ conversationType: 'C2C', sequence: 0, time: 0 })).toBe(1);
  });
});
