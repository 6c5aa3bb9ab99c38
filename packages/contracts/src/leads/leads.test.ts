import { describe, expect, it } from 'vitest';
import { SERVICE } from '../services';
import { leadsApi } from './index';
import { LEADS_REASON_TEXT } from './messages';
import { leadsRoutes } from './routes';
import {
  LEAD_REASON_CODES,
  leadAssignInput,
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
