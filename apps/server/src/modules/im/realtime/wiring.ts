import type { FastifyInstance } from 'fastify';
import { setChatHub } from '../hub';
import { createChatHub } from './hub';
import type { ChatService } from './ports';
import { registerChatSocket, type ChatSocketOptions } from './socket';

type Override = { service?: ChatService; socket?: Omit<ChatSocketOptions, 'service' | 'hub'> };

/** Transport tests swap the chat service (an in-memory fake) or socket timings, per app config. */
const overrides = new WeakMap<object, Override>();

export function overrideChatTransport(config: object, override: Override): void {
  overrides.set(config, override);
}

/**
 * Starts our own transport for the im module: the fan-out hub (in-process, or Redis when
 * REDIS_URL is set), given to the chat rules for publishing, and the socket endpoint.
 */
export async function startChatTransport(app: FastifyInstance, service: ChatService): Promise<void> {
  const override = overrides.get(app.ctx.config) ?? {};
  const hub = await createChatHub({
    redis: app.ctx.redis,
    namespace: app.ctx.config.redisNamespace,
    log: app.log,
  });
  setChatHub(app, hub);
  await registerChatSocket(app, { service: override.service ?? service, hub, ...override.socket });
}
