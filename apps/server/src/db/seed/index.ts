import { createHash } from 'node:crypto';
import type { Db } from '../db';
import { hashPassword } from '../../modules/accounts';
import { seedPayDemo } from './pay-history';
import { seedCustomerChanges } from './customer-changes';
import { CUSTOMERS, DEMO_PASSWORD, DICTIONARY, MENU_NAMES, SERVICE_NAMES, TENANTS, USERS } from './demo-data';

/** Seeds the demo data once, on an empty database. Returns whether it ran. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.query('select 1 from customers limit 1');
  if (existing.length) return false;
  const passwordHash = await hashPassword(createHash('md5').update(DEMO_PASSWORD).digest('hex'));
  await db.transaction(async (tx) => {
    for (const c of CUSTOMERS) {
      await tx.query(
        `insert into customers (customer_code, platform_name, customer_service_phone, customer_logo, customer_address,
           customer_record, customer_license, company_name, oem_setting, theme, brand_color, is_default)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          c.code,
          c.platformName,
          c.phone,
          c.logo,
          c.address,
          c.record,
          c.license,
          c.companyName,
          JSON.stringify(c.oem),
          c.theme,
          c.brandColor,
          c.isDefault,
        ],
      );
      for (const domain of c.domains) {
        await tx.query('insert into customer_domains (domain, customer_code) values ($1, $2)', [
          domain,
          c.code,
        ]);
      }
      for (const [i, key] of c.menu.entries()) {
        await tx.query(
          `insert into customer_config_items (customer_code, config_type, config_key, config_name, sort) values ($1, 'menu', $2, $3, $4)`,
          [c.code, key, MENU_NAMES[key] ?? key, i],
        );
      }
      for (const [i, id] of c.services.entries()) {
        await tx.query(
          `insert into customer_config_items (customer_code, config_type, config_key, config_name, sort) values ($1, 'service', $2, $3, $4)`,
          [c.code, id, SERVICE_NAMES[id] ?? id, i],
        );
      }
    }
    for (const t of TENANTS) {
      await tx.query(
        'insert into tenants (tenant_id, tenant_name, tenant_type, customer_code) values ($1, $2, $3, $4)',
        [t.id, t.name, t.type, t.customer],
      );
    }
    for (const u of USERS) {
      await tx.query(
        `insert into users (id, account, phone, password_hash, real_name, nick_name, email, default_tenant_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          u.id,
          u.account,
          u.phone,
          passwordHash,
          u.realName,
          u.nickName,
          u.email,
          u.memberships[0]?.tenant ?? null,
        ],
      );
      for (const m of u.memberships) {
        await tx.query(
          `insert into tenant_members (tenant_id, user_id, role_id, role_name, is_admin, dept_id, post_id)
           values ($1, $2, $3, $3, $4, $5, $6)`,
          [m.tenant, u.id, m.roleName, m.isAdmin, m.dept ?? '', m.post ?? ''],
        );
        // The organisations' demo members hold seats of their enterprise editions (docs/org-centre.md).
        if ((TENANTS.find((t) => t.id === m.tenant)?.type ?? 1) !== 1)
          await tx.query(`insert into org_seats (tenant_id, user_id, assigned_by) values ($1, $2, null)`, [
            m.tenant,
            u.id,
          ]);
      }
    }
    for (const [i, [code, key, value]] of DICTIONARY.entries()) {
      await tx.query('insert into dict_biz (code, dict_key, dict_value, sort) values ($1, $2, $3, $4)', [
        code,
        key,
        value,
        i,
      ]);
    }
    await seedPayDemo(tx);
    await seedCustomerChanges(tx);
  });
  return true;
}

export function demoAccountsText(baseUrl: string): string {
  const rows = USERS.map((u) => `  ${u.account.padEnd(10)} / ${u.phone}  ${u.note}`);
  return [
    `Demo accounts (password ${DEMO_PASSWORD}; SMS login works with any of the phones, the code is in this log):`,
    ...rows,
    `White-label customer: open ${baseUrl.replace('localhost', '127.0.0.1')} instead of ${baseUrl}`,
  ].join('\n');
}
