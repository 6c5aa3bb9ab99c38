import type { FastifyInstance } from 'fastify';
import { interactionsApi as api } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { readerOf } from './publication-access';
import { readerStates } from './reader-states';
import * as registrations from './registrations';

/** Sign-ups and cancellations per address and minute. */
export const REGISTRATIONS_PER_MINUTE = 30;

/** Activity registrations, and every reader's state per publication (docs/content.md). */
export function registrationsRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const limited = { rateLimitPerMinute: REGISTRATIONS_PER_MINUTE };
  r(
    api.registrationSave,
    async (call) => registrations.register(call.scope, await readerOf(call), call.input),
    limited,
  );
  r(
    api.registrationCancel,
    async (call) =>
      registrations.cancelRegistration(call.scope, await readerOf(call), call.input.publicationId),
    limited,
  );
  r(api.registrationMine, async (call) =>
    registrations.myRegistrations(call.scope, await readerOf(call), call.input),
  );
  r(api.registrationList, async (call) =>
    registrations.registrantList(call.scope, await readerOf(call), call.input),
  );
  r(api.readerStates, async (call) =>
    readerStates(call.scope, call.user.userId, call.input.publicationIds, call.input.dynamicIds),
  );
}
