import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countRows, createTestApp, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/api/platform-system/feedback/submit';

describe('feedback', () => {
  it('needs login', async () => {
    const res = await t.app.inject({ method: 'POST', url, payload: { content: 'hi' } });
    expect(res.statusCode).toBe(401);
    expect(await countRows(t.db, 'feedback')).toBe(0);
  });

  it('stores the feedback under the caller tenant and user', async () => {
    const { access } = await loginToken(t.app, 'lina');
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(access),
      payload: { content: '  希望增加导出功能  ', contact: '13800000002', pageUrl: '/home/discover' },
    });
    expect(res.json()).toMatchObject({ code: 666666, data: { id: expect.any(String) } });
    const [row] = await t.db.query(`select tenant_id, user_id, content from feedback`);
    expect(row).toEqual({ tenant_id: '200001', user_id: '1000000000000000003', content: '希望增加导出功能' });
  });

  it('refuses empty or oversized content', async () => {
    const { access } = await loginToken(t.app, 'lina');
    for (const content of ['   ', 'x'.repeat(501)]) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(access), payload: { content } });
      expect(res.statusCode).toBe(400);
    }
    expect(await countRows(t.db, 'feedback')).toBe(1);
  });
});
