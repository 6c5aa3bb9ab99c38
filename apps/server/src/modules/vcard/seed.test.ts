import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModuleContent, systemApi, vcardApi } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoCards } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { companies: 80, demoCards: true });
}, 120_000);
afterAll(() => t?.close());

const get = async (ep: { method: string; path: string }, input: Record<string, unknown>, login: string) => {
  const res = await injectEndpoint(t.app, ep, input, bearer((await loginToken(t.app, login)).access));
  const body = res.json() as { code: number; data: unknown };
  expect(body.code, res.body).toBe(666666);
  return body.data as never;
};

describe('demo cards', () => {
  it('gives every demo user a card with valid modules, once (a second run adds nothing)', async () => {
    const cards = await t.db.query<{ user_id: string }>('select distinct user_id from vcards');
    expect(cards.length).toBe(6);
    const modules = await t.db.query<{ module_code: number; content: string }>(
      'select module_code, content from vcard_modules',
    );
    for (const m of modules)
      expect(parseModuleContent(m.module_code, m.content), String(m.module_code)).toMatchObject({ ok: true });
    const before = await t.db.query('select count(*)::int as n from vcard_modules');
    expect(await seedDemoCards(t.app.ctx.store, async () => undefined)).toBe(false);
    expect(await t.db.query('select count(*)::int as n from vcard_modules')).toEqual(before);
  });

  it('lina sees her enterprise card (stock module when listed) and government card; wangfang has a reminder', async () => {
    const mine = (await get(vcardApi.getMyValidCardBasicInfoList, {}, 'lina')) as {
      id: string;
      type: number;
    }[];
    expect(mine.map((c) => c.type)).toEqual([2, 1]);
    const detail = (await get(vcardApi.getVcardDetailById, { vcardId: mine[0]!.id }, 'lina')) as {
      isStockCompany: boolean;
      vcardModuleVOList: { moduleCode: number }[];
    };
    expect(detail.vcardModuleVOList.some((m) => m.moduleCode === 17)).toBe(detail.isStockCompany);
    const wang = (await get(vcardApi.getMyValidCardBasicInfoList, {}, 'wangfang')) as { id: string }[];
    const tags = (await get(vcardApi.getCardUpdateTags, { cardId: wang[0]!.id }, 'wangfang')) as unknown[];
    expect(tags.length).toBeGreaterThan(0);
  });

  it("has folder entries, follows and a private card left out of others' lists", async () => {
    expect(await get(vcardApi.receivedCardCount, {}, 'lina')).toBe(2);
    const counts = (await get(systemApi.userCounts, {}, 'lina')) as {
      fansCount: number;
      attentionCount: number;
    };
    expect(counts.fansCount).toBeGreaterThanOrEqual(3);
    expect(counts.attentionCount).toBe(1);
    const liu = (await get(
      vcardApi.getVisibleCardBasicInfoList,
      { userId: '1000000000000000005' },
      'lina',
    )) as unknown[];
    expect(liu.length).toBe(1);
  });
});
