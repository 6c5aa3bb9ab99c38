import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError, type TencentImConfig } from '../../../config';
import {
  createImMirror,
  describeChatTransport,
  noopMirror,
  sdkAppInfo,
  tencentConfigFrom,
  verifyUserSig,
  type FetchLike,
} from './index';

const cfg: TencentImConfig = {
  sdkAppId: 1400000000,
  secretKey: '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e',
  admin: 'administrator',
  userSigTtlSeconds: 604800,
  apiBase: 'https://console.tim.qq.com',
};
const NOW = 1_700_000_000_000;

/**
 * Answers in the shapes of Tencent's server API documentation (REST API pages of each command):
 * every reply has ActionStatus, ErrorCode, ErrorInfo; friend commands add ResultItem, group
 * member commands MemberList.
 */
const RECORDED: Record<string, object> = {
  'im_open_login_svc/account_import': { ActionStatus: 'OK', ErrorInfo: '', ErrorCode: 0 },
  'sns/friend_add': {
    ResultItem: [{ To_Account: 'u_b', ResultCode: 0, ResultInfo: '' }],
    ActionStatus: 'OK',
    ErrorCode: 0,
    ErrorInfo: '',
    ErrorDisplay: '',
  },
  'sns/friend_delete': {
    ResultItem: [{ To_Account: 'u_b', ResultCode: 0, ResultInfo: '' }],
    ActionStatus: 'OK',
    ErrorCode: 0,
    ErrorInfo: '',
    ErrorDisplay: '',
  },
  'sns/friend_update': {
    ResultItem: [{ To_Account: 'u_b', ResultCode: 0, ResultInfo: '' }],
    ActionStatus: 'OK',
    ErrorCode: 0,
    ErrorInfo: '',
    ErrorDisplay: '',
  },
  'group_open_http_svc/create_group': { ActionStatus: 'OK', ErrorInfo: '', ErrorCode: 0, GroupId: 'g_1' },
  'group_open_http_svc/destroy_group': { ActionStatus: 'OK', ErrorInfo: '', ErrorCode: 0 },
  'group_open_http_svc/add_group_member': {
    ActionStatus: 'OK',
    ErrorInfo: '',
    ErrorCode: 0,
    MemberList: [
      { Member_Account: 'u_c', Result: 1 },
      { Member_Account: 'u_d', Result: 2 },
    ],
  },
  'group_open_http_svc/delete_group_member': { ActionStatus: 'OK', ErrorInfo: '', ErrorCode: 0 },
  'group_open_http_svc/change_group_owner': { ActionStatus: 'OK', ErrorInfo: '', ErrorCode: 0 },
  'group_open_http_svc/modify_group_base_info': { ActionStatus: 'OK', ErrorInfo: '', ErrorCode: 0 },
  'group_open_http_svc/modify_group_member_info': { ActionStatus: 'OK', ErrorInfo: '', ErrorCode: 0 },
};

interface Sent {
  url: URL;
  command: string;
  body: Record<string, unknown>;
}

/** A recorded fake of Tencent's server API: `script` overrides answers in order, per command. */
function fakeTencent(script: Record<string, (object | Error | number)[]> = {}) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    const u = new URL(url);
    const command = u.pathname.replace(/^\/v4\//, '');
    sent.push({ url: u, command, body: JSON.parse(init.body) as Record<string, unknown> });
    const next = script[command]?.shift() ?? RECORDED[command];
    if (next instanceof Error) throw next;
    if (typeof next === 'number') return { ok: false, status: next, json: async () => ({}) };
    if (!next)
      return { ok: true, status: 200, json: async () => ({ ActionStatus: 'FAIL', ErrorCode: 60020 }) };
    return { ok: true, status: 200, json: async () => next };
  };
  return { fetch, sent };
}

function logger() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  return {
    lines,
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
    error: (obj: object, msg: string) => lines.push({ level: 'error', obj, msg }),
  };
}

function mirrorWith(script?: Record<string, (object | Error | number)[]>) {
  const api = fakeTencent(script);
  const log = logger();
  const mirror = createImMirror(
    { tencentIm: cfg },
    { fetch: api.fetch, log, now: () => NOW, retryDelayMs: 0 },
  );
  return { mirror, api, log };
}

describe('configuration', () => {
  it('chooses Tencent only with both the app id and the key, and says so', () => {
    const none = loadConfig({});
    expect(tencentConfigFrom(none)).toBeUndefined();
    expect(describeChatTransport(none)).toMatch(/^chat transport: platform/);
    const both = loadConfig({ TENCENT_IM_SDK_APP_ID: '1400000000', TENCENT_IM_SECRET_KEY: cfg.secretKey });
    expect(tencentConfigFrom(both)).toEqual(cfg);
    expect(describeChatTransport(both)).toMatch(/^chat transport: tencent \(sdkAppId 1400000000/);
    expect(describeChatTransport(both)).not.toContain(cfg.secretKey);
    // .env.example's empty lines mean unset.
    expect(
      tencentConfigFrom(loadConfig({ TENCENT_IM_SDK_APP_ID: '', TENCENT_IM_SECRET_KEY: '' })),
    ).toBeUndefined();
  });

  it('reads the admin, TTL and region domain, and refuses half a configuration', () => {
    const c = loadConfig({
      TENCENT_IM_SDK_APP_ID: '20000001',
      TENCENT_IM_SECRET_KEY: cfg.secretKey,
      TENCENT_IM_ADMIN: 'ops_admin',
      TENCENT_IM_USERSIG_TTL: '86400',
      TENCENT_IM_API_BASE: 'https://adminapisgp.im.qcloud.com',
    });
    expect(c.tencentIm).toMatchObject({
      sdkAppId: 20000001,
      admin: 'ops_admin',
      userSigTtlSeconds: 86400,
      apiBase: 'https://adminapisgp.im.qcloud.com',
    });
    expect(() => loadConfig({ TENCENT_IM_SDK_APP_ID: '1400000000' })).toThrow(ConfigError);
    expect(() => loadConfig({ TENCENT_IM_SECRET_KEY: cfg.secretKey })).toThrow(/TENCENT_IM_SDK_APP_ID/);
    expect(() =>
      loadConfig({ TENCENT_IM_SDK_APP_ID: 'abc', TENCENT_IM_SECRET_KEY: cfg.secretKey }),
    ).toThrow();
  });
});

describe('sdkAppInfo (getsdkAppID)', () => {
  it('answers the platform transport without Tencent', () => {
    expect(sdkAppInfo({ tencentIm: undefined }, 'u_a')).toEqual({ sdkAppId: 0, transport: 'platform' });
  });

  it('answers the app id and a UserSig for the caller, valid for the configured TTL', () => {
    const info = sdkAppInfo({ tencentIm: cfg }, 'u_a', NOW);
    expect(info).toMatchObject({ sdkAppId: 1400000000, transport: 'tencent', expireAt: NOW + 604800_000 });
    const check = verifyUserSig(cfg, info.userSig!, NOW);
    expect(check.ok && check.doc['TLS.identifier']).toBe('u_a');
    expect(verifyUserSig(cfg, info.userSig!, NOW + 604800_000).ok).toBe(false);
  });
});

describe('the Tencent mirror', () => {
  it('signs each call as the administrator with the documented query', async () => {
    const { mirror, api } = mirrorWith();
    expect(await mirror.importAccount({ userId: 'u_a', nick: '张三' })).toBe(true);
    const [call] = api.sent;
    expect(call!.url.origin + call!.url.pathname).toBe(
      'https://console.tim.qq.com/v4/im_open_login_svc/account_import',
    );
    const q = call!.url.searchParams;
    expect(q.get('sdkappid')).toBe('1400000000');
    expect(q.get('identifier')).toBe('administrator');
    expect(q.get('contenttype')).toBe('json');
    expect(Number(q.get('random'))).toBeGreaterThanOrEqual(0);
    const sig = verifyUserSig(cfg, q.get('usersig')!, NOW);
    expect(sig.ok && sig.doc['TLS.identifier']).toBe('administrator');
    expect(call!.body).toEqual({ UserID: 'u_a', Nick: '张三' });
  });

  it('sends the recorded request bodies of every mirrored product call', async () => {
    const { mirror, api, log } = mirrorWith();
    const results = [
      await mirror.addFriend('u_a', 'u_b', { remark: '老王', wording: '我是张三' }),
      await mirror.setFriendRemark('u_a', 'u_b', '王总'),
      await mirror.deleteFriend('u_a', 'u_b'),
      await mirror.createGroup({ groupId: 'g_1', ownerId: 'u_a', name: '项目组', memberIds: ['u_a', 'u_b'] }),
      await mirror.addMembers('g_1', ['u_c', 'u_d']),
      await mirror.removeMembers('g_1', ['u_c'], 'kicked'),
      await mirror.changeOwner('g_1', 'u_b'),
      await mirror.modifyGroup('g_1', { name: '新名字' }),
      await mirror.setMemberNickname('g_1', 'u_b', '小王'),
      await mirror.destroyGroup('g_1'),
    ];
    expect(results.every(Boolean)).toBe(true);
    expect(log.lines).toEqual([]);
    expect(api.sent.map((s) => [s.command, s.body])).toEqual([
      [
        'sns/friend_add',
        {
          From_Account: 'u_a',
          AddFriendItem: [
            { To_Account: 'u_b', AddSource: 'AddSource_Type_Web', Remark: '老王', AddWording: '我是张三' },
          ],
          AddType: 'Add_Type_Both',
          ForceAddFlags: 1,
        },
      ],
      [
        'sns/friend_update',
        {
          From_Account: 'u_a',
          UpdateItem: [{ To_Account: 'u_b', SnsItem: [{ Tag: 'Tag_SNS_IM_Remark', Value: '王总' }] }],
        },
      ],
      ['sns/friend_delete', { From_Account: 'u_a', To_Account: ['u_b'], DeleteType: 'Delete_Type_Both' }],
      [
        'group_open_http_svc/create_group',
        {
          Owner_Account: 'u_a',
          Type: 'Private',
          GroupId: 'g_1',
          Name: '项目组',
          MemberList: [{ Member_Account: 'u_b' }],
        },
      ],
      [
        'group_open_http_svc/add_group_member',
        { GroupId: 'g_1', MemberList: [{ Member_Account: 'u_c' }, { Member_Account: 'u_d' }] },
      ],
      [
        'group_open_http_svc/delete_group_member',
        { GroupId: 'g_1', MemberToDel_Account: ['u_c'], Reason: 'kicked' },
      ],
      ['group_open_http_svc/change_group_owner', { GroupId: 'g_1', NewOwner_Account: 'u_b' }],
      ['group_open_http_svc/modify_group_base_info', { GroupId: 'g_1', Name: '新名字' }],
      [
        'group_open_http_svc/modify_group_member_info',
        { GroupId: 'g_1', Member_Account: 'u_b', NameCard: '小王' },
      ],
      ['group_open_http_svc/destroy_group', { GroupId: 'g_1' }],
    ]);
  });

  it('retries once after a network error or a FAIL, then succeeds', async () => {
    const { mirror, api, log } = mirrorWith({
      'sns/friend_add': [new TypeError('fetch failed')],
      'group_open_http_svc/change_group_owner': [
        { ActionStatus: 'FAIL', ErrorCode: 70169, ErrorInfo: 'Server busy' },
      ],
    });
    expect(await mirror.addFriend('u_a', 'u_b')).toBe(true);
    expect(await mirror.changeOwner('g_1', 'u_b')).toBe(true);
    expect(api.sent.map((s) => s.command)).toEqual([
      'sns/friend_add',
      'sns/friend_add',
      'group_open_http_svc/change_group_owner',
      'group_open_http_svc/change_group_owner',
    ]);
    expect(log.lines).toEqual([]);
  });

  it('logs a second failure and resolves false: it never throws into the product call', async () => {
    const { mirror, api, log } = mirrorWith({
      'group_open_http_svc/add_group_member': [
        502,
        { ActionStatus: 'FAIL', ErrorCode: 10004, ErrorInfo: 'invalid parameter' },
      ],
    });
    await expect(mirror.addMembers('g_1', ['u_x'])).resolves.toBe(false);
    expect(api.sent).toHaveLength(2);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({
      level: 'error',
      obj: { command: 'group_open_http_svc/add_group_member', code: 10004 },
    });
  });

  it('takes "already done" answers as success and logs refused items', async () => {
    const { mirror, api, log } = mirrorWith({
      'group_open_http_svc/create_group': [
        { ActionStatus: 'FAIL', ErrorCode: 10021, ErrorInfo: 'group id used' },
      ],
      'group_open_http_svc/destroy_group': [
        { ActionStatus: 'FAIL', ErrorCode: 10010, ErrorInfo: 'dissolved' },
      ],
      'sns/friend_add': [
        {
          ResultItem: [{ To_Account: 'u_b', ResultCode: 30010, ResultInfo: 'friend list full' }],
          Fail_Account: ['u_b'],
          ActionStatus: 'OK',
          ErrorCode: 0,
          ErrorInfo: '',
        },
      ],
    });
    expect(await mirror.createGroup({ groupId: 'g_1', ownerId: 'u_a', name: 'x' })).toBe(true);
    expect(await mirror.destroyGroup('g_1')).toBe(true);
    expect(await mirror.addFriend('u_a', 'u_b')).toBe(true);
    expect(api.sent).toHaveLength(3);
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'warn', obj: expect.objectContaining({ command: 'sns/friend_add' }) }),
    ]);
  });

  it('is a no-op without Tencent', async () => {
    const log = logger();
    const mirror = createImMirror({ tencentIm: undefined }, { log });
    expect(mirror).toBe(noopMirror);
    expect(mirror.name).toBe('none');
    expect(await mirror.addFriend('u_a', 'u_b')).toBe(true);
  });
});
