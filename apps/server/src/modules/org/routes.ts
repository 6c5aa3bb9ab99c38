import type { FastifyInstance } from 'fastify';
import { shellApi } from '@platform/contracts';
import type { AppContext } from '../../context';
import { createRouter } from '../../lib/route';
import { orgInfo } from './org-info';

export function registerOrgRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = createRouter(app, ctx.authenticate);
  const { db } = ctx;

  r(shellApi.orgInfo, async ({ user }) => orgInfo(db, user));

  r(shellApi.orgSubmit, async ({ input, user }) => {
    await db.query(
      `insert into org_profiles (tenant_id, user_id, org_name, org_type, industry, contact)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (tenant_id, user_id) do update set
         org_name = excluded.org_name, org_type = excluded.org_type, industry = excluded.industry,
         contact = excluded.contact, updated_at = now()`,
      [user.tenantId, user.userId, input.orgName, input.type, input.industry ?? '', input.contact ?? ''],
    );
    return orgInfo(db, user);
  });
}
