import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { SERVICE } from '../services';
import { customersApi } from './index';
import { DEFAULT_DEAL_STAGES } from './limits';
import { DEFAULT_STAGE_TEXT, IMPORT_ROW_TEXT, TIMELINE_TEXT } from './messages';
import { customersRoutes } from './routes';
import {
  IMPORT_ROW_CODES,
  TIMELINE_KINDS,
  contactInput,
  customerCreateInput,
  customerTransferInput,
  dealCreateInput,
  dealPageInput,
  savedViewCreateInput,
  stageSaveInput,
  taskPageInput,
} from './schemas';

const VALID_USCC = '91320500MA1MXXXX0X';

describe('customers contracts', () => {
  it('composes every route with its schemas, under the precise-customer service', () => {
    expect(Object.keys(customersApi).sort()).toEqual(Object.keys(customersRoutes).sort());
    for (const [name, route] of Object.entries(customersRoutes)) {
      const ep = customersApi[name as keyof typeof customersApi];
      expect({ method: ep.method, path: ep.path, auth: ep.auth }).toEqual(route);
      expect(route.path.startsWith(`${SERVICE.preciseCustomer}/customers/`)).toBe(true);
    }
  });

  it('words every default stage, timeline kind and import row code in both languages', () => {
    for (const s of DEFAULT_DEAL_STAGES) expect(DEFAULT_STAGE_TEXT[s.key]?.zh).toBe(s.name);
    for (const k of TIMELINE_KINDS) expect(TIMELINE_TEXT[k].en).toMatch(/[A-Za-z]/);
    for (const c of IMPORT_ROW_CODES) expect(IMPORT_ROW_TEXT[c].en).not.toMatch(/[\u4e00-\u9fff]/);
    expect(MESSAGES.customersImportHeader.en).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('checks a credit code by its check character, a phone by its pattern', () => {
    expect(customerCreateInput.safeParse({ name: '苏州某公司', uscNo: VALID_USCC }).success).toBe(true);
    expect(customerCreateInput.safeParse({ name: '苏州某公司', uscNo: '91320500MA1MXXXX0Y' }).success).toBe(
      false,
    );
    expect(customerCreateInput.safeParse({}).success).toBe(false);
    expect(customerCreateInput.safeParse({ name: '苏州某公司' }).success).toBe(true);
    expect(contactInput.safeParse({ name: '王经理', phone: '1380000' }).success).toBe(false);
    expect(contactInput.safeParse({ name: '王经理', phone: '13800000001' }).success).toBe(true);
  });

  it('refuses a pipeline without an open, a won and a lost stage, or with twin names', () => {
    const stages = DEFAULT_DEAL_STAGES.map(({ name, probability, kind }) => ({ name, probability, kind }));
    expect(stageSaveInput.safeParse({ stages }).success).toBe(true);
    expect(stageSaveInput.safeParse({ stages: stages.filter((s) => s.kind !== 'lost') }).success).toBe(false);
    expect(stageSaveInput.safeParse({ stages: [...stages, stages[0]] }).success).toBe(false);
    expect(
      stageSaveInput.safeParse({ stages: stages.map((s) => ({ ...s, probability: 101 })) }).success,
    ).toBe(false);
  });

  it('refuses negative amounts, impossible dates, a transfer to oneself; reads mine from a query', () => {
    expect(dealCreateInput.safeParse({ customerId: '1', title: 'x', amount: -1 }).success).toBe(false);
    expect(
      dealCreateInput.safeParse({ customerId: '1', title: 'x', amount: 1, expectedCloseOn: '2026-02-30' })
        .success,
    ).toBe(false);
    expect(customerTransferInput.safeParse({ fromUserId: 'a', toUserId: 'a' }).success).toBe(false);
    expect(taskPageInput.parse({ mine: 'false' }).mine).toBe(false);
    expect(taskPageInput.parse({ mine: 'true' }).mine).toBe(true);
  });

  it('takes a saved view’s filters and columns of its own table only', () => {
    const view = (table: string, state: unknown) =>
      savedViewCreateInput.safeParse({ table, name: '视图', state }).success;
    expect(view('customers', { filters: { tag: '重点客户', ownerId: 'mine' }, columns: null })).toBe(true);
    expect(
      view('deals', {
        filters: { stageId: '12', amountMin: 1_000_000 },
        columns: [{ key: 'amount', visible: false }],
      }),
    ).toBe(true);
    expect(view('customers', { filters: { stageId: '12' }, columns: null })).toBe(false);
    expect(view('deals', { filters: {}, columns: [{ key: 'tags', visible: true }] })).toBe(false);
    expect(view('customers', { filters: {}, columns: null, extra: 1 })).toBe(false);
    expect(
      savedViewCreateInput.parse({ table: 'deals', name: ' x ', state: { filters: {}, columns: null } }),
    ).toEqual({ table: 'deals', name: 'x', shared: false, state: { filters: {}, columns: null } });
    // The table's page reads the amount from a query string.
    expect(dealPageInput.parse({ amountMin: '500000' }).amountMin).toBe(500_000);
  });
});
