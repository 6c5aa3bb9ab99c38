import { describe, expect, it } from 'vitest';
import { SERVICE } from '../services';
import { leadsApi } from './index';
import { LEADS_REASON_TEXT, LEAD_PRODUCT_TEXT } from './messages';
import { leadsRoutes } from './routes';
import {
  LEAD_PRODUCT_TAGS,
  LEAD_REASON_CODES,
  leadAssignInput,
  leadPageInput,
  leadProductsInput,
  leadProfileSchema,
  leadStatusInput,
  listCreateInput,
} from './schemas';

describe('leads contracts', () => {
  it('composes every route with its schemas, under the precise-customer service', () => {
    expect(Object.keys(leadsApi).sort()).toEqual(Object.keys(leadsRoutes).sort());
    for (const [name, route] of Object.entries(leadsRoutes)) {
      const ep = leadsApi[name as keyof typeof leadsApi];
      expect({ method: ep.method, path: ep.path, auth: ep.auth }).toEqual(route);
      expect(route.path.startsWith(`${SERVICE.preciseCustomer}/leads/`)).toBe(true);
    }
  });

  it('refuses nonsense profiles', () => {
    expect(leadProfileSchema.safeParse({}).success).toBe(true);
    for (const bad of [
      { capitalMin: 10, capitalMax: 1 },
      { capitalMin: -1 },
      { foundedFrom: 2020, foundedTo: 2000 },
      { nodeCodes: ['IC01'] },
      { chainCode: 'IC', nodeCodes: ['NEV01'] },
      { sectionCodes: ['Z'] },
      { regionCodes: Array.from({ length: 51 }, () => '320500') },
    ])
      expect(leadProfileSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('refuses nonsense financial ranges, naming the field', () => {
    const ok = {
      stateOwned: true,
      investsOthers: false,
      revenueGrowthMin: -20,
      debtRatioMin: 10,
      debtRatioMax: 10,
    };
    expect(leadProfileSchema.safeParse(ok).success).toBe(true);
    for (const [bad, field] of [
      [{ debtRatioMin: 80, debtRatioMax: 20 }, 'debtRatioMin'],
      [{ debtRatioMin: -1 }, 'debtRatioMin'],
      [{ debtRatioMax: 101 }, 'debtRatioMax'],
      [{ revenueGrowthMin: -101 }, 'revenueGrowthMin'],
      [{ revenueGrowthMin: 10_001 }, 'revenueGrowthMin'],
      [{ revenueGrowthMin: 'x' }, 'revenueGrowthMin'],
    ] as const) {
      const r = leadProfileSchema.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(JSON.stringify(r.error?.issues), JSON.stringify(bad)).toContain(field);
    }
  });

  it('takes hasPatents as a boolean and a capital increase within 6, 12, 24 or 36 months, naming the field', () => {
    for (const months of [6, 12, 24, 36])
      expect(
        leadProfileSchema.safeParse({ capitalIncreasedWithinMonths: months, hasPatents: true }).success,
      ).toBe(true);
    expect(leadProfileSchema.safeParse({ hasPatents: false }).success).toBe(true);
    for (const [bad, field] of [
      [{ hasPatents: 'yes' }, 'hasPatents'],
      [{ hasPatents: 1 }, 'hasPatents'],
      [{ capitalIncreasedWithinMonths: 7 }, 'capitalIncreasedWithinMonths'],
      [{ capitalIncreasedWithinMonths: '12' }, 'capitalIncreasedWithinMonths'],
      [{ capitalIncreasedWithinMonths: 0 }, 'capitalIncreasedWithinMonths'],
    ] as const) {
      const r = leadProfileSchema.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(JSON.stringify(r.error?.issues), JSON.stringify(bad)).toContain(field);
    }
  });

  it('takes product tags among the four, without repeats, on at most 500 leads', () => {
    expect(leadProductsInput.safeParse({ leadIds: ['1'], tags: ['equity', 'bond'] }).success).toBe(true);
    expect(leadProductsInput.safeParse({ leadIds: ['1'], tags: [] }).success).toBe(true);
    expect(leadProductsInput.safeParse({ leadIds: ['1'], tags: ['mortgage'] }).success).toBe(false);
    expect(leadProductsInput.safeParse({ leadIds: ['1'], tags: ['bond', 'bond'] }).success).toBe(false);
    expect(leadProductsInput.safeParse({ leadIds: [], tags: ['bond'] }).success).toBe(false);
    const many = Array.from({ length: 501 }, (_, i) => String(i + 1));
    expect(leadProductsInput.safeParse({ leadIds: many, tags: ['bond'] }).success).toBe(false);
    expect(leadPageInput.safeParse({ listId: '1', productTag: 'leasing' }).success).toBe(true);
    expect(leadPageInput.safeParse({ listId: '1', productTag: 'x' }).success).toBe(false);
    for (const tag of LEAD_PRODUCT_TAGS) {
      expect(LEAD_PRODUCT_TEXT[tag].zh).toBeTruthy();
      expect(LEAD_PRODUCT_TEXT[tag].en).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('needs a reason for invalid, the fields of each assignment mode, and a profile or companies', () => {
    expect(leadStatusInput.safeParse({ leadIds: ['1'], status: 'invalid' }).success).toBe(false);
    expect(leadStatusInput.safeParse({ leadIds: ['1'], status: 'invalid', reason: '已注销' }).success).toBe(
      true,
    );
    expect(leadAssignInput.safeParse({ listId: '1', mode: 'even' }).success).toBe(false);
    expect(leadAssignInput.safeParse({ listId: '1', mode: 'region', regionMap: {} }).success).toBe(false);
    expect(listCreateInput.safeParse({ name: 'x' }).success).toBe(false);
    expect(listCreateInput.safeParse({ name: 'x', profile: {}, companyIds: ['1'] }).success).toBe(false);
  });

  it('has zh and en text for every reason code', () => {
    for (const code of LEAD_REASON_CODES) {
      expect(LEADS_REASON_TEXT[code].zh).toBeTruthy();
      expect(LEADS_REASON_TEXT[code].en).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
