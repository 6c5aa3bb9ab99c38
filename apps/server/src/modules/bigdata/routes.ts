import type { FastifyInstance } from 'fastify';
import type { TenantScope } from '../../db/tenant-scope';
import { BIGDATA_SUCCESS_CODES, RADAR_BUSINESS_SCENE, bigdataApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import * as radar from './radar';
import * as repo from './repo';
import {
  assertScenePurchase,
  loadEnterpriseDetail,
  notFound,
  regionLevel,
  regionList,
  requireCompany,
  scenePurchased,
  searchConditions,
  stockKline,
  stockQuote,
  toBrief,
} from './service';
import { getDivision } from './reference';
import { regionBase } from './region-facts';

const CHANGE_CODES = [
  'industrLayoutList',
  'qualificationTags',
  'techFieldTags',
  'serviceAndProductTags',
] as const;
const REGION_TOP_INDUSTRIES = 20;

/** What the company detail needs from the follow module (which itself reads companies through bigdata). */
export interface BigdataOptions {
  followOf(scope: TenantScope, userId: string, companyId: string): Promise<{ is_top: boolean } | undefined>;
}

export function bigdataRoutes(app: FastifyInstance, { followOf }: BigdataOptions): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  const db = store.db;

  r(bigdataApi.entDetail, async ({ input, user, scope }) => {
    const detail = await loadEnterpriseDetail(store, input.companyId);
    if (user && scope && detail.companyInfo.entType === 'company') {
      const follow = await followOf(scope, user.userId, input.companyId);
      detail.companyInfo.isFollow = follow ? 1 : 0;
      detail.companyInfo.isTop = follow?.is_top ? 1 : 0;
    }
    return detail;
  });

  r(
    bigdataApi.entCancelInfo,
    async ({ input }) => {
      const c = await repo.cancellation(db, input.companyId);
      if (!c) throw notFound('companyNotFound', input.companyId);
      if (c.reg_status_code !== '3' && c.reg_status_code !== '4') return null;
      return { date: c.status_changed_on ?? c.cancel_date ?? '', reason: c.cancel_reason ?? '' };
    },
    { successCode: BIGDATA_SUCCESS_CODES.entCancelInfo },
  );

  r(bigdataApi.isListedCompany, async ({ input }) => (await requireCompany(db, input.companyId)).is_listed);
  r(bigdataApi.companyStockDay, async ({ input }) => stockQuote(db, input.companyId));
  r(bigdataApi.companyStockKline, async ({ input }) => stockKline(db, input.companyId, input.days));

  r(bigdataApi.companyDepthButton, async ({ input, scope }) => {
    const c = await requireCompany(db, input.companyId);
    const has = await repo.hasAny(db, input.companyId);
    return {
      graph: has.layout,
      stock: c.is_listed,
      invest: has.invest,
      related: has.relation,
      purchased: scope ? await scenePurchased(scope, RADAR_BUSINESS_SCENE) : false,
    };
  });

  r(bigdataApi.isCompanyExists, async ({ input }) => {
    if (input.companyId) {
      const found =
        (await repo.findCompany(db, input.companyId)) ?? (await repo.findOrg(db, input.companyId));
      if (!found) return false;
    }
    if (input.uscNo) {
      const found =
        (await repo.companyIdByUscNo(db, input.uscNo)) ?? (await repo.orgIdByUscNo(db, input.uscNo));
      if (!found) return false;
    }
    if (input.companyName && !(await repo.companyIdByName(db, input.companyName))) return false;
    return true;
  });

  r(
    bigdataApi.isCompanyGovBase,
    async ({ input }) => (await requireCompany(db, input.companyId)).company_type_tag === '国有企业',
  );

  r(bigdataApi.companyInfoByIds, async ({ input }) => {
    const rows = new Map(
      (await repo.companyBriefs(db, input.companyIds)).map((row) => [row.company_id, row]),
    );
    const missing = input.companyIds.filter((id) => !rows.has(id));
    if (missing.length) throw notFound('companyNotFound', missing.slice(0, 10).join(','));
    return input.companyIds.map((id) => toBrief(rows.get(id)!));
  });

  r(bigdataApi.searchConditions, async () => searchConditions(db));

  r(bigdataApi.regionListByLevel, async () => regionList());

  r(bigdataApi.regionBase, async ({ input }) => regionBase(db, input.regionCode));

  r(bigdataApi.regionIndustryTag, async ({ input }) => {
    const region = regionLevel(input.regionCode);
    const [divisions, nodes] = await Promise.all([
      repo.regionDivisions(db, region.level, input.regionCode, REGION_TOP_INDUSTRIES),
      repo.regionChainNodes(db, region.level, input.regionCode, REGION_TOP_INDUSTRIES),
    ]);
    return {
      regionCode: input.regionCode,
      industries: divisions.map((d) => ({
        code: d.industry_division_code,
        name: getDivision(d.industry_division_code)?.name ?? '',
        companyCount: Number(d.n),
      })),
      chainNodes: nodes.map((n) => ({
        industryCode: n.node_code,
        industryName: n.node_name,
        chainCode: n.chain_code,
        chainName: n.chain_name,
        companyCount: Number(n.n),
      })),
    };
  });

  r(bigdataApi.changeTagV2, async ({ input }) => {
    await requireCompany(db, input.companyId);
    const rows = await repo.tagChanges(db, input.companyId, input.timeCode);
    return CHANGE_CODES.map((changeTagCode) => ({
      changeTagCode,
      contentList: rows
        .filter((row) => row.change_tag_code === changeTagCode)
        .map((row) => ({ tagName: row.tag_name, date: row.changed_on })),
    })).filter((g) => g.contentList.length > 0);
  });

  r(bigdataApi.entDynamicPage, async ({ input }) =>
    radar.dynamics(db, input.companyId, input.current, input.size),
  );

  // Enterprise radar: dna and topic are open; the depth panels need scene 4 bought (111111).
  r(bigdataApi.radarDna, async ({ input }) => radar.dna(db, input.companyId));
  r(bigdataApi.radarTopic, async ({ input }) =>
    radar.dynamics(db, input.companyId, input.current, input.size),
  );
  const paid =
    <T>(fn: (db: typeof store.db, companyId: string) => Promise<T>) =>
    async ({
      input,
      scope,
    }: {
      input: { companyId: string };
      scope: Parameters<typeof assertScenePurchase>[0];
    }) => {
      await assertScenePurchase(scope, RADAR_BUSINESS_SCENE);
      return fn(db, input.companyId);
    };
  r(bigdataApi.radarSimilar, paid(radar.similar));
  r(bigdataApi.radarInvest, paid(radar.invest));
  r(bigdataApi.radarIns, paid(radar.ins));
  r(bigdataApi.radarNation, paid(radar.nation));
  r(bigdataApi.radarLinkage, paid(radar.linkage));

  r(bigdataApi.orgRelatedCompanies, async ({ input }) =>
    radar.orgRelatedCompanies(db, input.entId, input.current, input.size),
  );
  r(bigdataApi.orgManagedFunds, async ({ input }) =>
    radar.orgManagedFunds(db, input.entId, input.current, input.size),
  );
  r(bigdataApi.orgInvestedCompanies, async ({ input }) =>
    radar.orgInvestedCompanies(db, input.entId, input.current, input.size),
  );
}
