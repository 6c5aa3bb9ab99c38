import type { FastifyInstance } from 'fastify';
import { findUnstorableText } from '@platform/contracts';
import { badRequest } from '../lib/errors';

/**
 * Every route, contract or not, refuses NUL and lone surrogates anywhere in its path parameters,
 * query string and parsed body (values and keys) with a 400 naming the field: PostgreSQL cannot
 * store them, and reaching the database with one was a 500. Added on the root instance before any
 * route, so a new route is covered without opting in. The chat socket checks its frames the same way.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const found = findUnstorableText({ params: request.params, query: request.query });
    if (found) throw badRequest('unstorableText', found);
  });
  app.addHook('preValidation', async (request) => {
    const found = findUnstorableText(request.body, 'body');
    if (found) throw badRequest('unstorableText', found);
  });
}
