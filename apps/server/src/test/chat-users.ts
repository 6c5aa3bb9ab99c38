import type { FastifyInstance } from 'fastify';
import type { ServerFrame } from '@platform/contracts';
import { DEMO_PASSWORD, injectEndpoint, passwordLogin } from './test-app';
import type { ChatCaller, ChatHub } from '../modules/im/realtime/ports';

/** Demo users (db/seed/demo-data.ts) and their tenants. */
export const U = {
  admin: '1000000000000000001', // 000000, the service account of customer_service_account_list
  zhangwei: '1000000000000000002', // 100001 personal
  lina: '1000000000000000003', // 200001 organisation
  wangfang: '1000000000000000004', // 200001
  liuyang: '1000000000000000005', // 200001
  zhaomin: '1000000000000000006', // 300001 personal, nobody's friend
} as const;

const TENANT: Record<string, string> = {
  [U.admin]: '000000',
  [U.zhangwei]: '100001',
  [U.lina]: '200001',
  [U.wangfang]: '200001',
  [U.liuyang]: '200001',
  [U.zhaomin]: '300001',
};

/** The demo login of a user id. */
export const accountOf = (userId: string) => Object.entries(U).find(([, id]) => id === userId)![0];

export const caller = (userId: string): ChatCaller => ({ userId, tenantId: TENANT[userId]!, sessionId: 's' });

/** A hub that records what would have been published. */
export function recordingHub(): ChatHub & { frames: Array<{ userIds: string[]; frame: ServerFrame }> } {
  const frames: Array<{ userIds: string[]; frame: ServerFrame }> = [];
  return {
    frames,
    publish: async (userIds, frame) => {
      frames.push({ userIds: [...userIds], frame });
    },
    revokeSessions: async () => undefined,
    close: async () => undefined,
  };
}

let n = 0;
/** A fresh client message id. */
export const cid = () => `cid-${Date.now()}-${++n}`.padEnd(12, '0');

/** Signs a demo user in (zhaomin belongs to the white-label customer, served on 127.0.0.1). */
export async function tokenFor(app: FastifyInstance, userId: string): Promise<string> {
  const host = userId === U.zhaomin ? { headers: { host: '127.0.0.1:3000' } } : {};
  const res = await passwordLogin(app, accountOf(userId), DEMO_PASSWORD, host);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

/** Calls endpoints as demo users, signing each in once. */
export function restAs(app: FastifyInstance) {
  const tokens = new Map<string, string>();
  return async (
    userId: string,
    ep: { method: string; path: string },
    input: Record<string, unknown> = {},
  ) => {
    if (!tokens.has(userId)) tokens.set(userId, await tokenFor(app, userId));
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(userId)!}` };
    if (userId === U.zhaomin) headers.host = '127.0.0.1:3000';
    return injectEndpoint(app, ep, input, headers);
  };
}
