import type { FastifyInstance } from 'fastify';

export function vcardRoutes(_app: FastifyInstance): void {}
