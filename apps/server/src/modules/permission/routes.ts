import type { FastifyInstance } from 'fastify';
import { shellApi } from '@platform/contracts';
import type { AppContext } from '../../context';
import { createRouter } from '../../lib/route';
import { hasPurchase, purchasedBusinessTypes, SERVICE_OF_BUSINESS_TYPE, serviceNames } from './purchases';

const PURCHASED_LABEL = '已购买';

export function registerPermissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = createRouter(app, ctx.authenticate);
  const { db } = ctx;

  r(shellApi.permissionCheck, async ({ input, user }) =>
    (await hasPurchase(db, user.tenantId, input.businessType, input.regionCode)) ? 'true' : 'false',
  );

  r(shellApi.purchasedServices, async ({ user }) => {
    const [types, names] = await Promise.all([
      purchasedBusinessTypes(db, user.tenantId),
      serviceNames(db, user.tenantId),
    ]);
    return types.flatMap((type) => {
      const id = SERVICE_OF_BUSINESS_TYPE[type];
      return id ? [{ id, name: names.get(id) ?? id, label: PURCHASED_LABEL }] : [];
    });
  });
}
