import type { FastifyInstance } from 'fastify';
import type { Store } from '../../db/kysely';

/** A friend change told to the chat's mirror (Tencent Cloud Chat when configured, else nothing). */
export interface FriendMirror {
  addFriend(userId: string, friendId: string, opts: { remark?: string }): Promise<unknown>;
  deleteFriend(userId: string, friendId: string): Promise<unknown>;
  setFriendRemark(userId: string, friendId: string, remark: string): Promise<unknown>;
}

/**
 * What the people pages need from the chat module. The chat depends on social (friends decide who
 * may chat), so modules/index.ts hands these in (no cycle).
 */
export interface PeopleChat {
  mirrorOf(app: FastifyInstance): FriendMirror;
  /** The friend-verify message of an accepted application, from the responder to the applicant. */
  sendFriendVerify(
    app: FastifyInstance,
    accepted: { applicationId: string; responderId: string; applicantId: string; wording: string },
  ): Promise<unknown>;
  /** Records a use of chat by the user in a tenant. */
  recordChatUse(db: Store['db'], userId: string, tenantId: string): Promise<void>;
}
