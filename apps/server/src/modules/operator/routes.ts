import type { FastifyInstance } from 'fastify';
import { operatorApi as api } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { isPlatformOperator } from '../accounts';
import { editions, retireGoods, saveGoods, saveMeal } from '../pay';
import { requireOperator } from './access';
import * as customers from './customers';
import * as dictionaries from './dictionaries';
import * as health from './health';
import { operatorImportRoutes } from './imports';
import * as partners from './partners';
import * as words from './sensitive-words';

/** Writes of the console: bulk, so a ceiling per address on top of the operator check. */
export const OPERATOR_WRITES_PER_MINUTE = 30;
/** The health page's reads (counts over every tenant's report queue). */
export const OPERATOR_HEALTH_READS_PER_MINUTE = 60;

export function operatorRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  const writes = { rateLimitPerMinute: OPERATOR_WRITES_PER_MINUTE };

  r(api.me, async ({ user }) => ({ operator: await isPlatformOperator(store.db, user) }));
  r(api.sensitiveWordPage, async ({ input, user }) => {
    await requireOperator(store.db, user);
    return words.page(store, input);
  });
  r(
    api.sensitiveWordAdd,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return words.change(store, input.words, 'add');
    },
    writes,
  );
  r(
    api.sensitiveWordRemove,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return words.change(store, input.words, 'remove');
    },
    writes,
  );
  r(api.dictionaryCodes, async ({ user }) => {
    await requireOperator(store.db, user);
    return dictionaries.codes(store);
  });
  r(api.dictionaryEntries, async ({ input, user }) => {
    await requireOperator(store.db, user);
    return dictionaries.entries(store, input.code);
  });
  r(
    api.dictionarySave,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return dictionaries.save(store, input.code, input.entries);
    },
    writes,
  );
  r(api.editions, async ({ user }) => {
    await requireOperator(store.db, user);
    return editions(store.db);
  });
  r(
    api.mealSave,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return saveMeal(store.db, input);
    },
    writes,
  );
  r(
    api.goodsSave,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return saveGoods(store.db, input);
    },
    writes,
  );
  r(
    api.goodsRetire,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return retireGoods(store.db, input);
    },
    writes,
  );
  r(api.partners, async ({ user }) => {
    await requireOperator(store.db, user);
    return partners.partners(store);
  });
  r(
    api.partnerOriginAdd,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return partners.addOrigin(store, input);
    },
    writes,
  );
  r(
    api.partnerOriginRemove,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return partners.dropOrigin(store, input.partnerId, input.origin);
    },
    writes,
  );
  r(
    api.partnerSecretRotate,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return partners.rotateSecret(store, input.partnerId, input.graceHours);
    },
    writes,
  );
  r(
    api.partnerGraceEnd,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return partners.endGrace(store, input.partnerId);
    },
    writes,
  );
  r(
    api.partnerRate,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return partners.rate(store, input.partnerId, input.ratePerMinute);
    },
    writes,
  );
  // The platform's health (docs/operator.md): reads the queue over every tenant, so limited too.
  r(
    api.health,
    async ({ user }) => {
      await requireOperator(store.db, user);
      return health.health(app.ctx);
    },
    { rateLimitPerMinute: OPERATOR_HEALTH_READS_PER_MINUTE },
  );
  r(
    api.healthReportRetry,
    async ({ input, user }) => {
      await requireOperator(store.db, user);
      return health.retryReport(app.ctx, input.reportId);
    },
    writes,
  );
  // Customers (issue 32 item 1).
  r(api.customers, async ({ user }) => {
    await requireOperator(store.db, user);
    return customers.customers(store);
  });
  r(api.customerRead, async ({ input, user }) => {
    await requireOperator(store.db, user);
    return customers.customer(store, input.code);
  });
  r(api.customerHistory, async ({ input, user }) => {
    await requireOperator(store.db, user);
    return customers.history(store, input.code);
  });
  r(
    api.customerCreate,
    async ({ input, user, scope }) => {
      await requireOperator(store.db, user);
      return customers.create(store, scope, user, input);
    },
    writes,
  );
  r(
    api.customerSave,
    async ({ input, user, scope }) => {
      await requireOperator(store.db, user);
      return customers.save(store, scope, user, input);
    },
    writes,
  );
  // The company import (issue 32 item 5).
  operatorImportRoutes(app, writes);
}
