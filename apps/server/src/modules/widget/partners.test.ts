import { DEFAULT_CUSTOMER_CODE } from '@platform/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { WHITE_LABEL_CODE } from '../../db/seed/demo-data';
import {
  PartnerAdminError,
  allowOrigin,
  listPartnerSummaries,
  partnerSecret,
  removeOrigin,
  setRate,
} from './partners';
import { partnerAllowing } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.app.ctx.store.db;

describe('partner administration (npm run partners)', () => {
  it('allows an origin for a customer: makes the partner with a secret once, then adds origins', async () => {
    const first = await allowOrigin(db(), { customer: WHITE_LABEL_CODE, origin: 'https://shop.example' });
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.partner).toMatchObject({
      id: `partner-${WHITE_LABEL_CODE}`,
      customer: WHITE_LABEL_CODE,
      origins: ['https://shop.example'],
    });
    const second = await allowOrigin(db(), { customer: WHITE_LABEL_CODE, origin: 'https://m.shop.example' });
    expect(second.secret).toBeUndefined();
    expect(second.partner.origins).toEqual(['https://shop.example', 'https://m.shop.example']);
    // The origin check reads it at once.
    expect(
      await partnerAllowing(t.app.ctx.store, 'https://m.shop.example', WHITE_LABEL_CODE, 'localhost'),
    ).toBeTruthy();
    expect(JSON.stringify(await listPartnerSummaries(db()))).not.toContain(first.secret!);
  });

  it('refuses what is not an exact origin, an unknown customer, and another customer’s partner', async () => {
    for (const origin of [
      'https://shop.example/path',
      'shop.example',
      'javascript:alert(1)',
      'ftp://x.example',
    ])
      await expect(allowOrigin(db(), { customer: WHITE_LABEL_CODE, origin })).rejects.toThrow(
        PartnerAdminError,
      );
    await expect(allowOrigin(db(), { customer: 'nope', origin: 'https://a.example' })).rejects.toThrow(
      /no customer/,
    );
    await expect(
      allowOrigin(db(), {
        customer: DEFAULT_CUSTOMER_CODE,
        origin: 'https://a.example',
        id: `partner-${WHITE_LABEL_CODE}`,
      }),
    ).rejects.toThrow(/belongs to customer/);
  });

  it('removes an origin, rotates the secret and sets the rate', async () => {
    const id = `partner-${WHITE_LABEL_CODE}`;
    await allowOrigin(db(), { customer: WHITE_LABEL_CODE, origin: 'https://gone.example' });
    expect((await removeOrigin(db(), id, 'https://gone.example')).origins).not.toContain(
      'https://gone.example',
    );
    await expect(removeOrigin(db(), id, 'https://gone.example')).rejects.toThrow(/does not list/);
    expect(
      await partnerAllowing(t.app.ctx.store, 'https://gone.example', WHITE_LABEL_CODE, 'localhost'),
    ).toBeFalsy();

    const before = await partnerSecret(db(), id, false);
    const rotated = await partnerSecret(db(), id, true);
    expect(rotated).not.toBe(before);
    expect(await partnerSecret(db(), id, false)).toBe(rotated);

    expect((await setRate(db(), id, 120)).ratePerMinute).toBe(120);
    await expect(setRate(db(), id, 0)).rejects.toThrow(/1 to 100000/);
    await expect(setRate(db(), 'missing', 10)).rejects.toThrow(/no partner/);
  });
});
