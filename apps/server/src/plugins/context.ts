import fp from 'fastify-plugin';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyInstance {
    /** Configuration, store and adapters, built once in app.ts. */
    ctx: AppContext;
  }
}

/** Decorates the root instance with the context, so every module plugin reads `app.ctx`. */
export const contextPlugin = fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    app.decorate('ctx', ctx);
  },
  { name: 'context' },
);
