import type { TencentImConfig } from '../../../config';
import { createTencentRestClient, TencentApiError, type FetchLike, type TencentReply } from './rest';

/**
 * The product's friend and group changes, mirrored to Tencent Cloud Chat so its SDK sees the same
 * friends and groups. The product's database is the truth: a mirror call never throws and never
 * fails the product call. A failure is retried once, then logged (resolves false).
 */
export interface ImMirror {
  readonly name: 'none' | 'tencent';
  /** An IM account (created on first chat login or when a user gets an imAccount). */
  importAccount(account: { userId: string; nick?: string; faceUrl?: string }): Promise<boolean>;
  /** Both ways: an accepted friend application. */
  addFriend(
    userId: string,
    friendId: string,
    options?: { remark?: string; wording?: string },
  ): Promise<boolean>;
  /** Both ways. */
  deleteFriend(userId: string, friendId: string): Promise<boolean>;
  setFriendRemark(userId: string, friendId: string, remark: string): Promise<boolean>;
  createGroup(group: {
    groupId: string;
    ownerId: string;
    name: string;
    memberIds?: readonly string[];
    faceUrl?: string;
  }): Promise<boolean>;
  destroyGroup(groupId: string): Promise<boolean>;
  addMembers(groupId: string, memberIds: readonly string[]): Promise<boolean>;
  removeMembers(groupId: string, memberIds: readonly string[], reason?: string): Promise<boolean>;
  changeOwner(groupId: string, newOwnerId: string): Promise<boolean>;
  modifyGroup(
    groupId: string,
    info: { name?: string; introduction?: string; notification?: string; faceUrl?: string },
  ): Promise<boolean>;
  /** The member's nickname in the group (NameCard). */
  setMemberNickname(groupId: string, memberId: string, nickname: string): Promise<boolean>;
}

/** The default: our own transport needs no mirror. */
export const noopMirror: ImMirror = {
  name: 'none',
  importAccount: async () => true,
  addFriend: async () => true,
  deleteFriend: async () => true,
  setFriendRemark: async () => true,
  createGroup: async () => true,
  destroyGroup: async () => true,
  addMembers: async () => true,
  removeMembers: async () => true,
  changeOwner: async () => true,
  modifyGroup: async () => true,
  setMemberNickname: async () => true,
};

export interface MirrorLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MirrorOptions {
  fetch?: FetchLike;
  log: MirrorLogger;
  now?: () => number;
  /** Pause before the one retry; default 500 ms. */
  retryDelayMs?: number;
}

/** Tencent answers these when the change is already there: the mirror is in step. */
const ALREADY_DONE: Record<string, readonly number[]> = {
  // GroupId already used: a retried create after a lost answer.
  'group_open_http_svc/create_group': [10021],
  // The group does not exist or was dissolved.
  'group_open_http_svc/destroy_group': [10010, 10015],
};

/** Tencent's "add friend" source must be AddSource_Type_<letters>. */
const ADD_SOURCE = 'AddSource_Type_Web';

/** The Tencent Cloud Chat mirror (v4 server API, signed by the administrator account). */
export function createTencentMirror(cfg: TencentImConfig, options: MirrorOptions): ImMirror {
  const client = createTencentRestClient(cfg, { fetch: options.fetch, now: options.now });
  const delay = options.retryDelayMs ?? 500;

  async function run(
    command: string,
    body: Record<string, unknown>,
    partial?: (reply: TencentReply) => unknown[] | undefined,
  ): Promise<boolean> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const reply = await client.call(command, body);
        const failed = partial?.(reply);
        if (failed && failed.length > 0)
          options.log.warn({ command, failed }, 'tencent im mirror: some items were refused');
        return true;
      } catch (err) {
        if (err instanceof TencentApiError && ALREADY_DONE[command]?.includes(err.code)) return true;
        lastError = err;
        if (attempt === 1 && delay > 0) await new Promise((r) => setTimeout(r, delay));
      }
    }
    const code = lastError instanceof TencentApiError ? lastError.code : undefined;
    options.log.error(
      { command, code, err: lastError instanceof Error ? lastError.message : String(lastError) },
      'tencent im mirror: call failed twice; the product change stands, Tencent is out of step',
    );
    return false;
  }

  /** friend_* answers ResultItem[{To_Account, ResultCode, ResultInfo}]. */
  const failedItems = (reply: TencentReply) =>
    (reply.ResultItem as { ResultCode: number }[] | undefined)?.filter((i) => i.ResultCode !== 0);
  /** add_group_member answers MemberList[{Member_Account, Result}]: 0 failed, 1 added, 2 already in. */
  const failedMembers = (reply: TencentReply) =>
    (reply.MemberList as { Result: number }[] | undefined)?.filter((m) => m.Result === 0);

  return {
    name: 'tencent',
    importAccount: ({ userId, nick, faceUrl }) =>
      run('im_open_login_svc/account_import', {
        UserID: userId,
        ...(nick ? { Nick: nick } : {}),
        ...(faceUrl ? { FaceUrl: faceUrl } : {}),
      }),
    addFriend: (userId, friendId, opts = {}) =>
      run(
        'sns/friend_add',
        {
          From_Account: userId,
          AddFriendItem: [
            {
              To_Account: friendId,
              AddSource: ADD_SOURCE,
              ...(opts.remark ? { Remark: opts.remark } : {}),
              ...(opts.wording ? { AddWording: opts.wording } : {}),
            },
          ],
          AddType: 'Add_Type_Both',
          // The product already checked the application: skip Tencent's own verification.
          ForceAddFlags: 1,
        },
        failedItems,
      ),
    deleteFriend: (userId, friendId) =>
      run(
        'sns/friend_delete',
        { From_Account: userId, To_Account: [friendId], DeleteType: 'Delete_Type_Both' },
        failedItems,
      ),
    setFriendRemark: (userId, friendId, remark) =>
      run(
        'sns/friend_update',
        {
          From_Account: userId,
          UpdateItem: [{ To_Account: friendId, SnsItem: [{ Tag: 'Tag_SNS_IM_Remark', Value: remark }] }],
        },
        failedItems,
      ),
    createGroup: ({ groupId, ownerId, name, memberIds = [], faceUrl }) =>
      run('group_open_http_svc/create_group', {
        Owner_Account: ownerId,
        // "Private" is the REST name of a Work group: members invite, no join requests.
        Type: 'Private',
        GroupId: groupId,
        Name: name,
        ...(faceUrl ? { FaceUrl: faceUrl } : {}),
        MemberList: memberIds.filter((m) => m !== ownerId).map((m) => ({ Member_Account: m })),
      }),
    destroyGroup: (groupId) => run('group_open_http_svc/destroy_group', { GroupId: groupId }),
    addMembers: (groupId, memberIds) =>
      run(
        'group_open_http_svc/add_group_member',
        { GroupId: groupId, MemberList: memberIds.map((m) => ({ Member_Account: m })) },
        failedMembers,
      ),
    removeMembers: (groupId, memberIds, reason) =>
      run('group_open_http_svc/delete_group_member', {
        GroupId: groupId,
        MemberToDel_Account: [...memberIds],
        ...(reason ? { Reason: reason } : {}),
      }),
    changeOwner: (groupId, newOwnerId) =>
      run('group_open_http_svc/change_group_owner', { GroupId: groupId, NewOwner_Account: newOwnerId }),
    modifyGroup: (groupId, info) =>
      run('group_open_http_svc/modify_group_base_info', {
        GroupId: groupId,
        ...(info.name !== undefined ? { Name: info.name } : {}),
        ...(info.introduction !== undefined ? { Introduction: info.introduction } : {}),
        ...(info.notification !== undefined ? { Notification: info.notification } : {}),
        ...(info.faceUrl !== undefined ? { FaceUrl: info.faceUrl } : {}),
      }),
    setMemberNickname: (groupId, memberId, nickname) =>
      run('group_open_http_svc/modify_group_member_info', {
        GroupId: groupId,
        Member_Account: memberId,
        NameCard: nickname,
      }),
  };
}
