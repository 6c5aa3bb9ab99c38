import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { bearer, createTestApp, loginToken, type TestApp } from './test-app';

const url = process.env.TEST_REDIS_URL;

// Two instances behind one load balancer share the per-IP limits through Redis.
describe.skipIf(!url)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: url!, REDIS_NAMESPACE: `test-${randomUUID().slice(0, 8)}` };
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('counts captcha requests of one IP across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const app = i % 2 ? a.app : b.app;
      const res = await app.inject({
        method: 'POST',
        url: '/api/platform-auth/captcha/get',
        payload: {},
        remoteAddress: '10.1.2.3',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('counts REST chat sends of one IP across both instances', async () => {
    // Each test instance has its own database, so the user signs in on each.
    const [onA, onB] = await Promise.all([loginToken(a.app, 'zhangwei'), loginToken(b.app, 'zhangwei')]);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await (i % 2 ? a.app : b.app).inject({
        method: 'POST',
        url: '/api/platform-im/message/send',
        headers: bearer((i % 2 ? onA : onB).access),
        payload: {},
        remoteAddress: '10.1.2.4',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 120)).not.toContain(429);
    expect(statuses[120]).toBe(429);
  });
});
