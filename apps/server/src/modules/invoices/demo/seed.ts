import type { Store } from '../../../db/kysely';
import * as repo from '../repo';

const LINA = { id: '1000000000000000003', tenant: '200001', name: '李娜' };
const CHENJING = { id: '1000000000000000007', tenant: '200002', name: '陈静' };
const LINA_ORDER = 'P20250301101500DEMO00000001';
const CHENJING_ORDER = 'P20261001090000DEMO00000003';

const YUNQI = {
  kind: 'company' as const,
  name: '杭州云栖智造科技有限公司',
  tax_no: '91330106MA2H3K7Q0C',
  address: '杭州市西湖区云栖小镇云栖路 88 号',
  phone: '0571-88886666',
  bank: '招商银行杭州西湖支行',
  account: '5719 0345 6610 888',
};
const XINGLIAN = {
  kind: 'company' as const,
  name: '苏州星链产业服务有限公司',
  tax_no: '91320505MA1W8N2X46',
  address: '苏州市高新区狮山路 28 号',
  phone: '0512-66553322',
  bank: '中国银行苏州高新区支行',
  account: '4905 7788 1020 116',
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const goods = { meal_code: 'D', meal_name: '企业版', goods_time: '1年', account_num: 10, buy_type: 1 };

/**
 * The demo invoices (docs/invoices.md): titles of 李娜's organisation (a complete company title, the
 * default, and a personal one) with a rejected application for its paid order followed by the issued
 * invoice; the paying organisation of 陈静 with an issued special VAT invoice. An applied invoice
 * exists only until the issuing job's next round (the sandbox issues at once), so the demo holds the
 * two end states. Idempotent: nothing happens when 李娜's organisation already has a title.
 */
export async function seedDemoInvoices(store: Store): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- demo data of the organisation's own tenant
  const lina = store.forTenant(LINA.tenant);
  if ((await repo.countTitles(lina)) > 0) return false;
  await repo.insertTitle(lina, '300000000000000001', { ...YUNQI, is_default: true });
  await repo.insertTitle(lina, '300000000000000002', { kind: 'personal', name: LINA.name });
  const base = {
    user_id: LINA.id,
    applicant_name: LINA.name,
    out_trade_no: LINA_ORDER,
    ...goods,
    amount_fen: 2_980_000,
  };
  const { kind, name, ...rest } = YUNQI;
  const title = { title_kind: kind, title_name: name, ...rest };
  await repo.insertInvoice(lina, {
    id: '310000000000000001',
    ...base,
    ...title,
    type: 2,
    bank: '',
    account: '',
    created_at: daysAgo(398),
  });
  await repo.settleInvoice(lina, '310000000000000001', {
    status: 'rejected',
    reject_reason: '开户行及账号缺失，无法开具增值税专用发票',
    rejected_at: daysAgo(397),
  });
  await repo.insertInvoice(lina, {
    id: '310000000000000002',
    ...base,
    ...title,
    type: 1,
    email: 'finance@yunqi.example.cn',
    created_at: daysAgo(396),
  });
  await repo.settleInvoice(lina, '310000000000000002', {
    status: 'issued',
    invoice_no: '25002000000012345678',
    sample: true,
    issued_at: daysAgo(395),
  });

  // eslint-disable-next-line no-restricted-syntax -- demo data of the paying organisation's tenant
  const chen = store.forTenant(CHENJING.tenant);
  await repo.insertTitle(chen, '300000000000000003', { ...XINGLIAN, is_default: true });
  const x = XINGLIAN;
  await repo.insertInvoice(chen, {
    id: '310000000000000003',
    user_id: CHENJING.id,
    applicant_name: CHENJING.name,
    out_trade_no: CHENJING_ORDER,
    ...goods,
    amount_fen: 2_980_000,
    type: 2,
    title_kind: x.kind,
    title_name: x.name,
    tax_no: x.tax_no,
    address: x.address,
    phone: x.phone,
    bank: x.bank,
    account: x.account,
    remark: '企业版一年，10 个账号',
    created_at: daysAgo(55),
  });
  await repo.settleInvoice(chen, '310000000000000003', {
    status: 'issued',
    invoice_no: '26002000000087654321',
    sample: true,
    issued_at: daysAgo(54),
  });
  return true;
}
