import { describe, expect, it } from 'vitest';
import { BusinessType, MealCode, PayType } from '../constants';
import { payApi } from './index';

describe('pay schemas', () => {
  it('accepts the spec purchase record (empty renewal list, tenantBuyRecord)', () => {
    const body = {
      renewalExpandTempList: [],
      tenantBuyRecord: {
        tenantId: '000000',
        buyType: 1,
        productId: 'p1',
        mealId: 'm1',
        goodsId: 'g1',
        accountNum: '10',
      },
    };
    const parsed = payApi.createOrder.input.parse(body);
    expect(parsed.tenantBuyRecord.accountNum).toBe(10);
    expect(payApi.createOrder.input.safeParse({ ...body, renewalExpandTempList: [1] }).success).toBe(false);
    const tooMany = { ...body, tenantBuyRecord: { ...body.tenantBuyRecord, accountNum: 101 } };
    expect(payApi.createOrder.input.safeParse(tooMany).success).toBe(false);
  });

  it('pins the pay type of each gateway (WeChat 1, Alipay 2)', () => {
    const outTradeNo = 'P20260101000001';
    expect(payApi.wxNativePay.input.safeParse({ outTradeNo, payType: PayType.WECHAT }).success).toBe(true);
    expect(payApi.wxNativePay.input.safeParse({ outTradeNo, payType: PayType.ALIPAY }).success).toBe(false);
    expect(payApi.aliPreCreate.input.safeParse({ outTradeNo, payType: '2' }).success).toBe(true);
    expect(payApi.wxOrderQuery.input.safeParse({ outTradeNo: 'short' }).success).toBe(false);
    expect(payApi.wxOrderQuery.input.safeParse({ outTradeNo: "P1'; drop" }).success).toBe(false);
  });

  it('takes a 9-character activation code with joinMode 2', () => {
    expect(payApi.scanActive.input.safeParse({ code: 'AB12CD34E', joinMode: 2 }).success).toBe(true);
    expect(payApi.scanActive.input.safeParse({ code: 'AB12CD34', joinMode: 2 }).success).toBe(false);
    expect(payApi.scanActive.input.safeParse({ code: 'AB12CD34E', joinMode: 1 }).success).toBe(false);
    expect(payApi.scanActive.input.safeParse({ code: 'AB12-D34E', joinMode: 2 }).success).toBe(false);
  });

  it('accepts the business types of spec 1 §6 and region ranges in both spellings', () => {
    for (const businessType of Object.values(BusinessType)) {
      expect(payApi.permissionCheck.input.safeParse({ businessType }).success).toBe(true);
    }
    expect(payApi.permissionCheck.input.safeParse({ businessType: 6 }).success).toBe(false);
    expect(payApi.isBuy.input.parse({ businessType: '4', ranges: '330100,330200' }).ranges).toEqual([
      '330100',
      '330200',
    ]);
    expect(payApi.isBuy.input.parse({ businessType: 4, ranges: ['330100'] }).ranges).toEqual(['330100']);
    expect(payApi.isBuy.input.safeParse({ businessType: 4, ranges: '33010' }).success).toBe(false);
  });

  it('needs a 6-digit region code for the free trial', () => {
    expect(payApi.trialActive.input.safeParse({ regionCode: '330100', domain: 'localhost' }).success).toBe(
      true,
    );
    expect(payApi.trialActive.input.safeParse({ regionCode: '' }).success).toBe(false);
  });

  it('writes goods durations as a number and 年, 月 or 天', () => {
    const batch = (goodsTime: string) =>
      payApi.codeCreateBatch.input.safeParse({ productId: 'p1', goodsTime, count: 10 }).success;
    expect(['1年', '6月', '30天'].map(batch)).toEqual([true, true, true]);
    expect(['1周', '年', '1000年'].map(batch)).toEqual([false, false, false]);
  });

  it('knows only the personal (C) and enterprise (D) meals', () => {
    const meal = {
      id: 'm1',
      code: MealCode.PERSONAL,
      mealName: '个人版',
      productId: 'p1',
      suitableTenantType: 1,
      minAccountNum: 1,
      maxAccountNum: 1,
      goodsVOList: [{ id: 'g1', mealId: 'm1', price: 365, goodsTime: '1年', dailyPrice: 1, isRecommend: 1 }],
    };
    expect(payApi.mealShow.output.safeParse([meal]).success).toBe(true);
    expect(payApi.mealShow.output.safeParse([{ ...meal, code: 'E' }]).success).toBe(false);
  });

  it('pages orders with defaults and bounds', () => {
    expect(payApi.orderPage.input.parse({})).toEqual({ current: 1, size: 10 });
    expect(payApi.orderPage.input.safeParse({ size: 501 }).success).toBe(false);
    expect(payApi.orderPage.input.safeParse({ status: 3 }).success).toBe(false);
  });
});
