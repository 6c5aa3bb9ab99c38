import type { Queryable } from '../db';

/**
 * Demo order history: an enterprise order of the organisation tenant 200001 that ran out last year,
 * and a cancelled personal order, so those tenants can still buy; and the paying organisation 200002
 * (chenjing), whose enterprise order of this year grants every section, so the workspaces and
 * publishing into the sections are open in the demo; it came through 李娜's sales code (the sales
 * demo, modules/sales/demo, makes that code).
 */
export async function seedPayDemo(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into pay_orders (out_trade_no, tenant_id, user_id, tenant_name, tenant_type, buy_type, buy_account, buyer_name,
       product_id, meal_id, goods_id, goods_time, account_num, unit_price_fen, amount_fen, status, pay_type,
       created_at, paid_at, period_start, period_end, cancelled_at, sell_code)
     values
       ('P20250301101500DEMO00000001', '200001', '1000000000000000003', '杭州云栖智造科技有限公司', 2, 1, 'lina', '李娜',
        'P1002', 'M1002', 'G2001', '1年', 10, 298000, 2980000, 1, 1,
        now() - interval '400 days', now() - interval '400 days', now() - interval '400 days', now() - interval '35 days', null, ''),
       ('P20250601093000DEMO00000002', '100001', '1000000000000000002', '张伟的个人空间', 1, 1, 'zhangwei', '张伟',
        'P1001', 'M1001', 'G1002', '1年', 1, 198000, 198000, 2, null,
        now() - interval '30 days', null, null, null, now() - interval '30 days' + interval '1 hour', ''),
       ('P20261001090000DEMO00000003', '200002', '1000000000000000007', '苏州星链产业服务有限公司', 2, 1, 'chenjing', '陈静',
        'P1002', 'M1002', 'G2001', '1年', 10, 298000, 2980000, 1, 1,
        now() - interval '56 days', now() - interval '56 days', now() - interval '56 days', now() + interval '309 days', null,
        'LN8KQW27')`,
  );
  await tx.query(
    `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
     select 'demo-expired-' || bt, '200001', bt, 'P1002', '', now() - interval '400 days', now() - interval '35 days',
            'order:P20250301101500DEMO00000001'
       from unnest(array[1, 2, 3, 4, 5, 11]) as bt`,
  );
  // 精准招商 (type 4) is checked per region: the paying organisation serves Suzhou (320500).
  await tx.query(
    `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
     select 'demo-live-' || bt, '200002', bt, 'P1002', case when bt = 4 then '320500' else '' end,
            now() - interval '56 days', now() + interval '309 days', 'order:P20261001090000DEMO00000003'
       from unnest(array[1, 2, 3, 4, 5, 11]) as bt`,
  );
  // …and, as the 政企通 desk's government, 杭州市西湖区 (330106; docs/attract.md).
  await tx.query(
    `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
     values ('demo-live-4-330106', '200002', 4, 'P1002', '330106', now() - interval '56 days',
             now() + interval '309 days', 'demo:attract-330106')`,
  );
}
