import { describe, expect, it } from 'vitest';
import { mapTencentError } from './errors';

describe('mapTencentError (spec 1 §8)', () => {
  it('10007 and 10004: no longer a group member', () => {
    for (const code of [10007, 10004])
      expect(mapTencentError({ code, message: 'permission denied' })).toEqual({
        code,
        msg: '您或对方已不是群成员，请刷新页面。',
        silent: false,
        relogin: false,
      });
    expect(mapTencentError({ code: 10007 }, { locale: 'en' }).msg).toBe(
      'You or they are no longer in this group. Please refresh.',
    );
  });

  it('20003: the sender or receiver does not exist', () => {
    expect(mapTencentError({ code: 20003, message: 'invalid To_Account' })).toEqual({
      code: 20003,
      msg: '消息发送方或接收方不存在，请检查用户是否存在。',
      silent: false,
      relogin: false,
    });
  });

  it('80002 is silent', () => {
    expect(mapTencentError({ code: 80002, message: 'message too long' })).toEqual({
      code: 80002,
      msg: '',
      silent: true,
      relogin: false,
    });
    expect(mapTencentError({ code: '80002' }).silent).toBe(true);
  });

  it('the call-timing message is silent and logs in again when a user id exists', () => {
    const timing = {
      code: 2999,
      message: '接口调用时机不合理，请等待 SDK 处于 ready 状态后再调用（监听 TIM.EVENT.SDK_READY 事件）',
    };
    expect(mapTencentError(timing, { userId: 'u_a' })).toEqual({
      code: 2999,
      msg: '',
      silent: true,
      relogin: true,
    });
    expect(mapTencentError(timing, { userId: null })).toMatchObject({ silent: true, relogin: false });
    expect(mapTencentError(timing)).toMatchObject({ silent: true, relogin: false });
    // Matched by its text too (another code, or a message without one).
    expect(mapTencentError(new Error('接口调用时机不合理'), { userId: 'u_a' })).toMatchObject({
      silent: true,
      relogin: true,
    });
  });

  it("'Network Error' is ignored", () => {
    expect(mapTencentError(new Error('Network Error'))).toEqual({
      code: -1,
      msg: '',
      silent: true,
      relogin: false,
    });
  });

  it('anything else shows its own message', () => {
    expect(mapTencentError({ code: 20009, message: '对方不是你的好友' })).toEqual({
      code: 20009,
      msg: '对方不是你的好友',
      silent: false,
      relogin: false,
    });
    expect(mapTencentError({ code: 6017 })).toMatchObject({ code: 6017, msg: 'Error 6017', silent: false });
    expect(mapTencentError('boom')).toMatchObject({ code: -1, msg: 'boom' });
    expect(mapTencentError(undefined)).toMatchObject({ code: -1, silent: false });
  });
});
