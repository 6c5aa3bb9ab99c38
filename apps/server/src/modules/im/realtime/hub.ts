import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { noteAdapterError } from '../../../lib/adapter-health';
import type { ServerFrame } from '@platform/contracts/im';
import type { ChatHub } from './ports';

/** What the hub hands to this instance's sockets. */
export type HubEvent =
  | { kind: 'frame'; userIds: readonly string[]; frame: ServerFrame; exceptSocket?: string }
  | { kind: 'revoke'; sessionIds: readonly string[] };

export interface PublishOptions {
  /** A socket id (on any instance) that must not get this frame: the sender's own socket gets `ack`. */
  exceptSocket?: string;
}

/** The ChatHub port plus what the transport needs: this instance's sockets listen to it. */
export interface LocalChatHub extends ChatHub {
  readonly kind: 'in-process' | 'redis';
  publish(userIds: readonly string[], frame: ServerFrame, options?: PublishOptions): Promise<void>;
  /** This instance's delivery: called for every event, from this instance or (Redis) any other. */
  listen(listener: (event: HubEvent) => void): () => void;
}

export interface ChatHubOptions {
  /**
   * The app's Redis client (app.ctx.redis) when REDIS_URL is configured: events fan out through
   * pub/sub to every instance. The hub publishes on it and subscribes on a duplicate connection of
   * its own (a subscribed connection can do nothing else). Absent: in-process.
   */
  redis?: Redis | undefined;
  /** Keeps apps that share one Redis apart (config.redisNamespace). */
  namespace?: string;
  log?: FastifyBaseLogger;
}

interface WireEvent {
  /** The instance that published it: it delivered locally already. */
  o: string;
  e: HubEvent;
}

/**
 * Fan-out of stored events to users' sockets. One channel per namespace; each event carries its
 * recipients' user ids (or the revoked session ids) and every instance delivers to its own sockets.
 * The publishing instance delivers to its sockets at once (no round trip, and its users keep
 * chatting if Redis hiccups: they catch up from the database on reconnect anyway).
 */
export async function createChatHub(options: ChatHubOptions = {}): Promise<LocalChatHub> {
  const listeners = new Set<(event: HubEvent) => void>();
  const deliver = (event: HubEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        options.log?.error({ err }, 'chat hub: a listener failed');
      }
    }
  };
  const listen = (listener: (event: HubEvent) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  const { redis } = options;
  if (!redis) {
    options.log?.info('chat fan-out: in-process');
    return {
      kind: 'in-process',
      listen,
      async publish(userIds, frame, opts = {}) {
        if (userIds.length) deliver({ kind: 'frame', userIds, frame, ...opts });
      },
      async revokeSessions(sessionIds) {
        if (sessionIds.length) deliver({ kind: 'revoke', sessionIds });
      },
      async close() {
        listeners.clear();
      },
    };
  }

  const instance = randomUUID();
  const channel = `im:${options.namespace ?? 'platform'}:fanout`;
  const subscriber = redis.duplicate({ lazyConnect: true, maxRetriesPerRequest: null });
  subscriber.on('error', (err) => options.log?.warn({ err }, 'chat hub: Redis subscriber error'));
  await subscriber.connect();
  await subscriber.subscribe(channel);
  subscriber.on('message', (ch: string, raw: string) => {
    if (ch !== channel) return;
    let wire: WireEvent;
    try {
      wire = JSON.parse(raw) as WireEvent;
    } catch {
      options.log?.warn('chat hub: an unreadable event on the channel');
      return;
    }
    if (wire.o !== instance) deliver(wire.e);
  });
  options.log?.info(`chat fan-out: Redis pub/sub (channel ${channel})`);

  const send = async (event: HubEvent) => {
    deliver(event);
    try {
      await redis.publish(channel, JSON.stringify({ o: instance, e: event } satisfies WireEvent));
    } catch (err) {
      // The data is stored: other instances' users catch up on their next sync.
      options.log?.error({ err }, 'chat hub: publish to Redis failed');
      noteAdapterError('chat', err);
    }
  };
  let closed = false;
  return {
    kind: 'redis',
    listen,
    async publish(userIds, frame, opts = {}) {
      if (userIds.length && !closed) await send({ kind: 'frame', userIds, frame, ...opts });
    },
    async revokeSessions(sessionIds) {
      if (sessionIds.length && !closed) await send({ kind: 'revoke', sessionIds });
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      subscriber.disconnect();
    },
  };
}
