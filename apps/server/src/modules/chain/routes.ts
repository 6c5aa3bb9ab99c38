import type { FastifyInstance } from 'fastify';
import { chainAlgorithmApi, chainApi, chainMapDataApi } from '@platform/contracts';
import { badRequest, unauthorized } from '../../lib/errors';
import { createRouter, describeIssues } from '../../lib/route';
import { recordSearch, type RecordSearch } from '../../lib/search-history';
import { exportCount, startExport } from './export';
import { areaOf, catalogue, entPage, mapNodes, nodeDescription } from './service';
import * as groups from './groups';
import * as recommend from './recommendations';
import * as shares from './shares';
import * as stats from './statistics';
import * as mine from './userChains';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A node's company list per IP and minute: a signed-in user's filtered list is also recorded. */
export const CHAIN_ENT_PAGE_PER_MINUTE = 300;

/** Filters of the company list that make it a search worth recording (not a mere node click). */
const SEARCH_FILTERS = ['keyword', 'regStatusCode', 'capitalBand', 'tag'] as const;

export function chainRoutes(app: FastifyInstance, record?: RecordSearch): void {
  const r = createRouter(app);
  const { authenticate, store } = app.ctx;
  const db = store.db;
  r(chainApi.getInduClass, async ({ input }) => catalogue(db, input.keyword));
  r(chainApi.getMapNodesById, async ({ input }) => mapNodes(db, input));
  r(
    chainApi.entPage,
    async ({ input, user, scope, request }) => {
      const page = await entPage(db, input);
      if (input.current === 1 && SEARCH_FILTERS.some((key) => input[key] !== undefined)) {
        const { current: _current, size: _size, ...params } = input;
        const run = { source: 'chainMap', params, resultCount: page.total } as const;
        await recordSearch(record, request.log, { scope, userId: user?.userId }, run);
      }
      return page;
    },
    { rateLimitPerMinute: CHAIN_ENT_PAGE_PER_MINUTE },
  );
  r(chainMapDataApi.nodeDescription, async ({ input }) => nodeDescription(db, input.nodeCode));
  r(chainApi.exportCount, async ({ scope }) => exportCount(scope));
  r(chainMapDataApi.statistics, async ({ input }) => stats.statistics(db, input));
  r(chainApi.nodeCounts, async ({ input }) => stats.nodeCounts(db, input));
  r(chainApi.areaDict, async ({ input }) => stats.areaDict(db, input));
  r(chainApi.areaDictNext, async ({ input }) => stats.areaDict(db, input));
  r(chainApi.entRecommend, async ({ input }) => stats.recommend(db, input));
  r(chainAlgorithmApi.popup, async ({ input }) => stats.popup(db, input));
  r(chainApi.technicalRecommend, async ({ input }) => recommend.technicalRecommend(db, input));
  r(chainApi.talentRecommend, async ({ input }) => recommend.talentRecommend(db, input));
  r(chainApi.searchConditions, async ({ input }) => recommend.searchConditions(db, input));
  r(chainApi.searchConditionsNext, async ({ input }) => stats.areaDict(db, input));
  r(chainApi.matchingEnterprise, async ({ input }) => recommend.matchingEnterprise(db, input));
  r(chainApi.chainPageList, async ({ input }) => recommend.chainPage(db, input));
  r(chainApi.exportRemain, async ({ scope }) => exportCount(scope));
  r(chainApi.indexPage, async ({ scope, user, input }) => groups.indexPage(scope, user.userId, input));
  r(chainApi.indexRemove, async ({ scope, user, input }) =>
    groups.indexRemove(scope, user.userId, input.induChainId),
  );
  r(chainApi.groupList, async ({ scope, user, input }) => groups.groupList(scope, user.userId, input));
  r(chainApi.groupSave, async ({ scope, user, input }) => groups.groupSave(scope, user.userId, input.name));
  r(chainApi.groupUpdate, async ({ scope, user, input }) => groups.groupUpdate(scope, user.userId, input));
  r(chainApi.groupRemove, async ({ scope, user, input }) => groups.groupRemove(scope, user.userId, input.id));
  r(chainApi.followSave, async ({ scope, user, input }) => groups.followSave(scope, user.userId, input), {
    rateLimitPerMinute: 120,
  });
  userChainRoutes(app);

  // A file, not an envelope: registered directly (a refusal is still an envelope, by the error handler).
  app.post(
    chainApi.entPageExport.path,
    {
      config: {
        rateLimit: { max: 10, timeWindow: '1 minute' },
        doc: {
          endpoint: chainApi.entPageExport,
          answer: { mediaType: XLSX, description: 'The companies as an Excel workbook.' },
        },
      },
    },
    async (request, reply) => {
      const user = (await authenticate(request, true))!;
      const parsed = chainApi.entPageExport.input.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest('badRequest', describeIssues(parsed.error));
      // eslint-disable-next-line no-restricted-syntax -- the verified token's tenant (a file route bypasses createRouter)
      const scope = store.forTenant(user.tenantId, user.userId);
      const file = await startExport(db, scope, parsed.data, areaOf);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-export-rows', String(file.rows))
        .header('x-export-remaining', String(file.remaining))
        .send(file.stream);
    },
  );
}

/** A user's own chains, their company edits and their shares (spec 2 §7 industrychain/*, induchainshare/*). */
function userChainRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  // eslint-disable-next-line no-restricted-syntax -- a share link finds its share by id in any tenant (shares.resolve)
  const { unscoped } = store;
  const guarded = { rateLimitPerMinute: 60 };

  r(chainApi.editIdentity, async ({ scope, user }) => mine.editIdentity(scope, user.userId));
  r(chainApi.surplus, async ({ scope, user }) => {
    const { chainCount, chainLimit } = await mine.editIdentity(scope, user.userId);
    return { remaining: Math.max(0, chainLimit - chainCount) };
  });
  r(chainApi.userChainSave, async ({ scope, user, input }) => mine.save(scope, user.userId, input), {
    successMessage: 'chainSaved',
  });
  r(chainApi.userChainSelect, async ({ scope, user, input }) => mine.select(scope, user.userId, input.id));
  r(chainApi.userChainRemove, async ({ scope, user, input }) => mine.remove(scope, user.userId, input.id));
  // A copy writes a whole chain's nodes and companies.
  r(chainApi.userChainCopy, async ({ scope, user, input }) => mine.copy(scope, user.userId, input), {
    rateLimitPerMinute: 20,
  });
  r(chainApi.userChainPage, async ({ scope, user, input }) =>
    mine.page(scope, user.userId, input.current, input.size),
  );
  r(
    chainApi.userChainEntPage,
    async ({ scope, user, input }) => {
      if (input.shareId && input.shareKey) {
        const found = await shares.resolve(unscoped, store, input.shareId, input.shareKey);
        if (found.share.chain_id !== input.id) throw mine.chainNotFound(input.id);
        return mine.entPage(found.scope, { kind: 'share' }, input);
      }
      if (!user || !scope) throw unauthorized();
      return mine.entPage(scope, { kind: 'owner', userId: user.userId }, input);
    },
    guarded,
  );
  r(chainApi.saveLastChain, async ({ scope, user, input }) => mine.saveLast(scope, user.userId, input));
  r(chainApi.companyEdit, async ({ scope, user, input }) => mine.editCompany(scope, user.userId, input));
  r(chainApi.companyEditRemove, async ({ scope, user, input }) =>
    mine.undoCompanyEdit(scope, user.userId, input),
  );

  r(
    chainApi.shareCreate,
    async ({ scope, user, input }) => shares.create(scope, user.userId, input.id, input.days),
    {
      rateLimitPerMinute: 20,
    },
  );
  r(chainApi.sharePage, async ({ scope, user, input }) =>
    shares.page(scope, user.userId, input.current, input.size),
  );
  r(chainApi.shareRemove, async ({ scope, user, input }) => shares.revoke(scope, user.userId, input.shareId));
  r(
    chainApi.shareInfo,
    async ({ input }) => shares.info(unscoped, store, input.shareId, input.shareKey),
    guarded,
  );
  r(
    chainApi.shareCheckKey,
    async ({ input }) => shares.check(unscoped, store, input.shareId, input.shareKey),
    guarded,
  );
  r(
    chainApi.shareAddView,
    async ({ input }) => shares.addView(unscoped, store, input.shareId, input.shareKey),
    guarded,
  );
}
