import type { FastifyInstance } from 'fastify';
import { payApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { serviceNames } from '../accounts';
import { hasPurchase, liveBusinessTypes } from '../pay';
import { SERVICE_OF_BUSINESS_TYPE } from './service';

const PURCHASED_LABEL = '已购买';

export function permissionRoutes(app: FastifyInstance): void {
  const r = createRouter(app);

  r(payApi.permissionCheck, async ({ input, scope }) =>
    (await hasPurchase(scope, input.businessType, input.regionCode)) ? 'true' : 'false',
  );

  r(payApi.purchasedServices, async ({ scope }) => {
    const [types, names] = await Promise.all([
      liveBusinessTypes(scope),
      serviceNames(scope.db, scope.tenantId),
    ]);
    return types.flatMap((type) => {
      const id = SERVICE_OF_BUSINESS_TYPE[type];
      return id ? [{ id, name: names.get(id) ?? id, label: PURCHASED_LABEL }] : [];
    });
  });
}
