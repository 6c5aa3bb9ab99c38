import type { FastifyInstance } from 'fastify';
import { capitalApi, customerApi, investmentApi, technologyApi } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { createRouter } from '../../lib/route';
import { assertScenePurchase } from '../bigdata';
import * as capital from './capital';
import * as customer from './customer';
import * as investment from './investment';
import * as technology from './technology';

/** Business scenes of spec 2 §9: investment attraction and customer acquisition. */
export const INVESTMENT_SCENE = 4;
export const CUSTOMER_SCENE = 1;

export function analysisRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const db = app.ctx.store.db;

  // Precise business and precise customer: the scene bought, region-checked (spec 2 §4).
  const needsScene =
    (scene: number) =>
    <I, O>(fn: (db: typeof app.ctx.store.db, input: I) => Promise<O>) =>
    async ({ input, scope }: { input: I; scope: TenantScope }) => {
      await assertScenePurchase(scope, scene);
      return fn(db, input);
    };
  const investing = needsScene(INVESTMENT_SCENE);
  const acquiring = needsScene(CUSTOMER_SCENE);
  r(investmentApi.investmentProcess, investing(investment.investmentProcess));
  r(investmentApi.linkageData, investing(investment.linkageData));
  r(investmentApi.linkageGraph, investing(investment.linkageGraph));
  r(investmentApi.linkageEnterprises, investing(investment.linkageEnterprises));
  r(investmentApi.linkageInvestors, investing(investment.linkageInvestors));
  r(investmentApi.yearFinance, investing(investment.yearFinance));
  r(investmentApi.yearRounds, investing(investment.yearRounds));
  r(investmentApi.entByKeywords, investing(investment.entByKeywords));
  r(investmentApi.orgInfo, investing(investment.investorInfo));

  r(customerApi.matchCount, acquiring(customer.matchCount));
  r(customerApi.supplyRelations, acquiring(customer.supplyRelations));

  // Capital, technology and density maps: login.
  r(capitalApi.sharedHolder, async ({ input }) => capital.sharedHolder(db, input.companyId));
  r(capitalApi.directSharedHolder, async ({ input }) => capital.directSharedHolder(db, input.companyId));
  r(capitalApi.investDistribution, async ({ input }) => capital.investDistribution(db, input));
  r(capitalApi.capitalCooperation, async ({ input }) => capital.capitalCooperation(db, input));
  r(capitalApi.equityPenetration, async ({ input }) => capital.equityPenetration(db, input));
  r(technologyApi.technologyMapping, async ({ input }) => technology.technologyMapping(db, input));
  r(technologyApi.technologyLabelMapping, async ({ input }) => technology.technologyLabelMapping(db, input));
  r(technologyApi.geneCode, async ({ input }) => technology.geneCode(db, input.companyId));
  r(technologyApi.technicalRoute, async ({ input }) => technology.technicalRoute(db, input));
  r(technologyApi.patentTree, async ({ input }) => technology.patentTree(db, input));
  r(technologyApi.cooperationDensityTree, async ({ input }) => technology.cooperationDensityTree(db, input));
  r(technologyApi.societyDensity, async ({ input }) => technology.societyDensity(db, input));
}
