import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, message, operatorApi as api, payApi } from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { sensitiveWordsIn } from '../content';

/** The operator console: the operator-only guard, sensitive words and dictionaries (docs/operator.md). */

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.admin ?? null,
);
const count = async (sql: string) => Number((await t.db.query<{ n: string }>(sql))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  // admin: the operator (tenant 000000); lina: administrator of her own organisation, not the operator.
  for (const name of ['admin', 'lina', 'zhangwei']) tokens[name] = (await loginToken(t.app, name)).access;
});
afterAll(async () => t.close());

describe('operator console', () => {
  it('tells the portal who the operator is', async () => {
    expect(await ok(api.me, {})).toEqual({ operator: true });
    expect(await ok(api.me, {}, tokens.lina)).toEqual({ operator: false });
    expect((await call(api.me, {}, null)).status).toBe(401);
  });

  it("refuses every console call to a customer's administrator and to a user, writing nothing", async () => {
    const words = await count('select count(*) as n from sensitive_words');
    const dict = await count('select count(*) as n from dict_biz');
    const prices = JSON.stringify(await t.db.query('select * from pay_goods order by goods_id'));
    const calls = [
      [api.sensitiveWordPage, {}],
      [api.sensitiveWordAdd, { words: ['坏词'] }],
      [api.sensitiveWordRemove, { words: ['传销'] }],
      [api.dictionaryCodes, {}],
      [api.dictionaryEntries, { code: 'report_url' }],
      [api.dictionarySave, { code: 'report_url', entries: [] }],
      [api.editions, {}],
      [api.mealSave, { mealId: 'M1001', version: 0, mealName: 'x', minAccountNum: 1, maxAccountNum: 1 }],
      [
        api.goodsSave,
        { mealId: 'M1001', price: 1, timeValue: 1, timeUnit: '月', isRecommend: false, sort: 0 },
      ],
      [api.goodsRetire, { goodsId: 'G1001', version: 0 }],
    ] as const;
    for (const token of [tokens.lina, tokens.zhangwei])
      for (const [ep, input] of calls) {
        const res = await call(ep, input, token);
        expect([res.status, res.body.code, res.body.msg], ep.path).toEqual([
          403,
          ResultCode.FORBIDDEN,
          message('operatorOnly', 'zh'),
        ]);
      }
    expect(await count('select count(*) as n from sensitive_words')).toBe(words);
    expect(await count('select count(*) as n from dict_biz')).toBe(dict);
    expect(JSON.stringify(await t.db.query('select * from pay_goods order by goods_id'))).toBe(prices);
  });

  it('adds and removes sensitive words, which the checks use at once', async () => {
    expect(await sensitiveWordsIn(t.app.ctx.store.db, '这是一个新坏词')).toEqual([]);
    const added = await ok(api.sensitiveWordAdd, { words: ['新坏词', ' 新坏词 ', '另一个坏词'] });
    expect(added.changed).toBe(2);
    expect(await sensitiveWordsIn(t.app.ctx.store.db, '这是一个新坏词')).toEqual(['新坏词']);
    const page = await ok(api.sensitiveWordPage, { keyword: '坏词' });
    expect(page.records.map((r: { word: string }) => r.word).sort()).toEqual(['另一个坏词', '新坏词']);
    expect((await ok(api.sensitiveWordPage, { keyword: '%' })).total).toBe(0);
    expect((await ok(api.sensitiveWordRemove, { words: ['新坏词'] })).changed).toBe(1);
    expect(await sensitiveWordsIn(t.app.ctx.store.db, '这是一个新坏词')).toEqual([]);
    expect((await call(api.sensitiveWordAdd, { words: [] })).status).toBe(400);
    expect((await call(api.sensitiveWordAdd, { words: ['x'.repeat(31)] })).status).toBe(400);
  });

  it('lists the dictionaries and replaces one whole; a key twice is refused and nothing changes', async () => {
    const codes = await ok(api.dictionaryCodes, {});
    expect(codes.map((c: { code: string }) => c.code)).toContain('report_url');
    const before = await ok(api.dictionaryEntries, { code: 'group_template_type' });
    const twice = await call(api.dictionarySave, {
      code: 'group_template_type',
      entries: [
        { dictKey: 'a', dictValue: '1', sort: 0 },
        { dictKey: 'a', dictValue: '2', sort: 1 },
      ],
    });
    expect([twice.status, twice.body.msg]).toEqual([400, `${message('operatorDictKeyDuplicate', 'zh')}: a`]);
    expect(await ok(api.dictionaryEntries, { code: 'group_template_type' })).toEqual(before);
    const saved = await ok(api.dictionarySave, {
      code: 'report_url',
      entries: [{ dictKey: 'url', dictValue: 'https://reports.example.com/<b>', sort: 0 }],
    });
    expect(saved.entries).toEqual([
      { dictKey: 'url', dictValue: 'https://reports.example.com/<b>', sort: 0 },
    ]);
    expect((await call(api.dictionaryEntries, { code: 'not_a_code' })).status).toBe(400);
  });

  it('changes a price for new orders only; a stale save is told; a retired price is offered no more', async () => {
    const orders = JSON.stringify(await t.db.query('select * from pay_orders order by out_trade_no'));
    const personal = (await ok(api.editions, {})).find((e: { code: string }) => e.code === 'C');
    const monthly = personal.goods.find((g: { goodsId: string }) => g.goodsId === 'G1002');
    const saved = await ok(api.goodsSave, {
      goodsId: 'G1002',
      version: monthly.version,
      mealId: personal.mealId,
      price: 1680,
      timeValue: 1,
      timeUnit: '年',
      isRecommend: false,
      sort: 1,
    });
    const after = saved
      .find((e: { code: string }) => e.code === 'C')
      .goods.find((g: { goodsId: string }) => g.goodsId === 'G1002');
    expect(after).toMatchObject({ goodsId: 'G1002', price: 1680, version: monthly.version + 1 });
    const shown = (await ok(payApi.mealShow, {})) as Array<{
      code: string;
      goodsVOList: Array<{ id: string; price: number }>;
    }>;
    expect(shown.find((m) => m.code === 'C')!.goodsVOList.find((g) => g.id === 'G1002')!.price).toBe(1680);
    // Orders already placed keep their price (the demo history holds a 1年 personal order at 1,980).
    const placed = await t.db.query<{ amount_fen: number }>(
      `select amount_fen from pay_orders where goods_id = 'G1002'`,
    );
    expect(placed.map((o) => Number(o.amount_fen))).toContain(198000);
    expect(JSON.stringify(await t.db.query('select * from pay_orders order by out_trade_no'))).toBe(orders);

    // The second operator read the old version: told, and the price stays the first one's.
    const stale = await call(api.goodsSave, {
      goodsId: 'G1002',
      version: monthly.version,
      mealId: personal.mealId,
      price: 1,
      timeValue: 1,
      timeUnit: '年',
      isRecommend: false,
      sort: 1,
    });
    expect([stale.status, stale.body.msg]).toEqual([409, message('operatorStale', 'zh')]);
    expect(
      Number(
        (await t.db.query<{ p: number }>(`select price_fen as p from pay_goods where goods_id = 'G1002'`))[0]!
          .p,
      ),
    ).toBe(168000);

    for (const price of [0, -5, 1.234]) {
      const bad = await call(api.goodsSave, {
        mealId: personal.mealId,
        price,
        timeValue: 1,
        timeUnit: '月',
        isRecommend: false,
        sort: 0,
      });
      expect(bad.status, String(price)).toBe(400);
    }
    const seats = await call(api.mealSave, {
      mealId: personal.mealId,
      version: personal.version,
      mealName: '个人版',
      minAccountNum: 5,
      maxAccountNum: 2,
    });
    expect([seats.status, seats.body.msg]).toEqual([400, message('operatorSeatsInvalid', 'zh')]);

    const made = await ok(api.goodsSave, {
      mealId: personal.mealId,
      price: 9.9,
      timeValue: 7,
      timeUnit: '天',
      isRecommend: false,
      sort: 9,
    });
    const fresh = made
      .find((e: { code: string }) => e.code === 'C')
      .goods.find((g: { price: number }) => g.price === 9.9);
    expect(fresh).toMatchObject({ timeValue: 7, timeUnit: '天', retired: false });
    await ok(api.goodsRetire, { goodsId: fresh.goodsId, version: fresh.version });
    const offered = (await ok(payApi.mealShow, {})) as Array<{ goodsVOList: Array<{ id: string }> }>;
    expect(offered.flatMap((m) => m.goodsVOList.map((g) => g.id))).not.toContain(fresh.goodsId);
  });

  it('lets an exact origin embed the widgets for a customer, the secret shown once, and refuses what is not one', async () => {
    for (const origin of [
      'https://partner.example.com/shop',
      'https://*.example.com',
      'partner.example.com',
    ]) {
      const bad = await call(api.partnerOriginAdd, { customer: '10000000', origin });
      expect([bad.status, bad.body.msg], origin).toEqual([400, message('partnerOriginInvalid', 'zh')]);
    }
    const unknown = await call(api.partnerOriginAdd, {
      customer: '99999999',
      origin: 'https://a.example.com',
    });
    expect(unknown.body.msg).toBe(message('partnerCustomerUnknown', 'zh'));
    expect(await count(`select count(*) as n from widget_partners where customer_code = '99999999'`)).toBe(0);

    const made = await ok(api.partnerOriginAdd, {
      customer: '10000000',
      origin: 'https://shop.example.com',
      partnerId: 'partner-console',
      name: '示例商城',
    });
    expect(made.secret).toMatch(/^[0-9a-f]{64}$/);
    const again = await ok(api.partnerOriginAdd, {
      customer: '10000000',
      origin: 'https://www.example.com:8443',
      partnerId: 'partner-console',
    });
    expect(again.secret).toBeUndefined();
    expect(again.partner.origins).toEqual(['https://shop.example.com', 'https://www.example.com:8443']);
    const listed = await ok(api.partners, {});
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    expect(listed.customers.map((c: { code: string }) => c.code)).toContain('10000000');

    const rotated = await ok(api.partnerSecretRotate, { partnerId: 'partner-console' });
    expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.secret).not.toBe(made.secret);
    expect((await call(api.partnerRate, { partnerId: 'partner-console', ratePerMinute: 0 })).body.msg).toBe(
      message('partnerRateInvalid', 'zh'),
    );
    expect(
      (await ok(api.partnerRate, { partnerId: 'partner-console', ratePerMinute: 90 })).ratePerMinute,
    ).toBe(90);
    const notListed = await call(api.partnerOriginRemove, {
      partnerId: 'partner-console',
      origin: 'https://x.example.com',
    });
    expect(notListed.body.msg).toBe(message('partnerOriginNotListed', 'zh'));
    const removed = await ok(api.partnerOriginRemove, {
      partnerId: 'partner-console',
      origin: 'https://shop.example.com',
    });
    expect(removed.origins).toEqual(['https://www.example.com:8443']);
  });
});
