import type { FastifyInstance } from 'fastify';
import type { ChatMessage, SdkAppId, ServerFrame } from '@platform/contracts';
import type { AuthUser } from '../../lib/auth';
import type { ChatHub } from './realtime/ports';
import { noopMirror, type ImMirror } from './tencent';

/** Publishes nothing: the hub until the transport sets one (and in tests without sockets). */
export const NO_HUB: ChatHub = {
  publish: async () => undefined,
  revokeSessions: async () => undefined,
  close: async () => undefined,
};

const hubs = new WeakMap<object, ChatHub>();

/**
 * Gives the im module its ChatHub. The transport (modules/im/realtime) calls this when it builds
 * the hub (in-process or Redis); the module reads it at publish time, so the order of plugin
 * registration does not matter. Keyed by the app's context, so parallel test apps stay apart.
 */
export function setChatHub(app: FastifyInstance, hub: ChatHub): void {
  hubs.set(app.ctx, hub);
}

export const chatHubOf = (app: FastifyInstance): ChatHub => hubs.get(app.ctx) ?? NO_HUB;

/** What a committed change tells connected users. */
export interface Fanout {
  message?: { frame: ChatMessage; recipients: string[] };
  conversation?: Array<{
    userIds: string[];
    conversationId: string;
    change: 'joined' | 'left' | 'dissolved' | 'updated';
  }>;
}

/** After the commit: a failed publish loses nothing (clients catch up from the database). */
export async function publish(hub: ChatHub, fanout: Fanout, log?: { warn(o: object, m: string): void }) {
  const frames: Array<[string[], ServerFrame]> = [];
  if (fanout.message?.recipients.length)
    frames.push([fanout.message.recipients, { t: 'message', message: fanout.message.frame }]);
  for (const c of fanout.conversation ?? [])
    if (c.userIds.length)
      frames.push([c.userIds, { t: 'conversation', conversationId: c.conversationId, change: c.change }]);
  for (const [userIds, frame] of frames) {
    try {
      await hub.publish(userIds, frame);
    } catch (err) {
      log?.warn({ err }, 'chat publish failed (clients will catch up)');
    }
  }
}

/** Answers getsdkAppID: our own transport unless the Tencent adapter sets a provider. */
export type SdkAppIdProvider = (user: AuthUser) => Promise<SdkAppId>;

const OWN_TRANSPORT: SdkAppIdProvider = async () => ({ sdkAppId: 0, transport: 'platform' });
const sdkProviders = new WeakMap<object, SdkAppIdProvider>();

/** The Tencent Cloud Chat adapter calls this when its app id and key are configured. */
export function setSdkAppIdProvider(app: FastifyInstance, provider: SdkAppIdProvider): void {
  sdkProviders.set(app.ctx, provider);
}

export const sdkAppIdProviderOf = (app: FastifyInstance): SdkAppIdProvider =>
  sdkProviders.get(app.ctx) ?? OWN_TRANSPORT;

const mirrors = new WeakMap<object, ImMirror>();

/** The im module sets the vendor mirror at start (Tencent's when configured, else the no-op one). */
export function setImMirror(app: FastifyInstance, mirror: ImMirror): void {
  mirrors.set(app.ctx, mirror);
}

/**
 * Friend and group changes are mirrored to Tencent Cloud Chat after they are stored. The mirror
 * never throws and is not awaited: our database is the truth, a failed mirror call is logged.
 */
export const imMirrorOf = (app: FastifyInstance): ImMirror => mirrors.get(app.ctx) ?? noopMirror;
