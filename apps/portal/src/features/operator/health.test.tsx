import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { operatorRoutes as R } from '@platform/contracts';
import { mediaTrackingRoutes } from '@platform/contracts/media-tracking/routes';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import HealthPage from './HealthPage';
import PartnersPage from './PartnersPage';

/** The health page, and the partners' grace period and refusals (docs/operator.md). */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const UNTIL = '2026-11-30T08:00:00.000Z';
const figures = { visits: 12, registrations: 3, trials: 2, orders: 1, amount: 99 };

function setup() {
  const stubbed = stubApi({
    [R.me.path]: okReply({ operator: true }),
    [R.health.path]: okReply({
      adapters: [
        { adapter: 'database', kind: 'pglite', configured: true, lastError: null },
        { adapter: 'redis', kind: 'none', configured: false, lastError: null },
        {
          adapter: 'sms',
          kind: 'log',
          configured: true,
          lastError: { message: 'gateway timeout', at: '2026-11-29T08:00:00.000Z', count: 2 },
        },
        { adapter: 'payments', kind: 'wechat: sandbox, alipay: sandbox', configured: true, lastError: null },
        { adapter: 'storage', kind: 'local folder', configured: true, lastError: null },
        { adapter: 'chat', kind: 'in-process', configured: true, lastError: null },
      ],
      queues: [{ queue: 'reports', waiting: 1, running: 0, failed: 1 }],
      failedReports: [
        {
          id: 'r-1',
          tenantId: '100001',
          entName: 'Acme Ltd',
          failReason: 'render',
          attempts: 3,
          finishedAt: '2026-11-29T07:00:00.000Z',
        },
      ],
    }),
    [R.healthReportRetry.path]: okReply({ id: 'r-1', status: 'queued' }),
    [mediaTrackingRoutes.mediaChannelReport.path]: okReply({
      from: '2026-11-23',
      to: '2026-11-29',
      rows: [],
      channels: [],
      totals: figures,
    }),
    [R.partners.path]: okReply({
      customers: [{ code: '10000000', platformName: 'Chain Platform' }],
      partners: [
        {
          id: 'demo-partner',
          customer: '10000000',
          name: 'Demo',
          origins: ['https://a.example.com'],
          ratePerMinute: 60,
          previousSecretUntil: UNTIL,
        },
      ],
      refusals: [
        {
          customer: '10000000',
          origin: 'https://stranger.example.com',
          reason: 'origin',
          count: 7,
          lastAt: '2026-11-29T08:00:00.000Z',
        },
      ],
    }),
    [R.partnerSecretRotate.path]: okReply({ secret: 'e'.repeat(64) }),
    [R.partnerGraceEnd.path]: okReply({
      id: 'demo-partner',
      customer: '10000000',
      name: 'Demo',
      origins: ['https://a.example.com'],
      ratePerMinute: 60,
      previousSecretUntil: null,
    }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return stubbed;
}
const bodiesOf = (s: ReturnType<typeof setup>, path: string) =>
  s.calls.filter((c) => c.url.includes(path)).map((c) => JSON.parse(String(c.init.body)) as unknown);

describe('operator health page', () => {
  it('shows the adapters, their last errors, the queue and the channels, in English without Chinese', async () => {
    changeLanguage('en');
    setup();
    renderWithApp(<HealthPage />, signedInSession, '/operator/health');
    const adapters = await screen.findByRole('table', { name: 'Adapters' });
    expect(within(adapters).getByText('pglite')).toBeTruthy();
    expect(within(adapters).getByText(/gateway timeout/)).toBeTruthy();
    expect(within(adapters).getByText(/Not configured/)).toBeTruthy();
    const queues = screen.getByRole('table', { name: 'Job queues' });
    expect(within(queues).getByText('Report drawing')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry: Acme Ltd' })).toBeTruthy();
    expect((await screen.findByTestId('health-channels')).textContent).toContain('12 visits');
    expect(screen.getByRole('link', { name: 'Open the channel report' }).getAttribute('href')).toBe(
      '/operator/channels',
    );
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('retries a failed report from the keyboard', async () => {
    const stubbed = setup();
    const user = userEvent.setup();
    renderWithApp(<HealthPage />, signedInSession, '/operator/health');
    const retry = await screen.findByRole('button', { name: '重试：Acme Ltd' });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('报告已重新排队')).toBeTruthy();
    expect(bodiesOf(stubbed, R.healthReportRetry.path)).toEqual([{ reportId: 'r-1' }]);
  });
});

describe('partners: grace period and refusals', () => {
  it('rotates with the grace asked for, shows until when the old secret works, ends it, lists refusals', async () => {
    const stubbed = setup();
    const user = userEvent.setup();
    renderWithApp(<PartnersPage />, signedInSession, '/operator/partners');
    expect(await screen.findByTestId('partner-grace-demo-partner')).toBeTruthy();
    const refusals = screen.getByRole('table', { name: '近期被拒绝的请求' });
    expect(within(refusals).getByText('https://stranger.example.com')).toBeTruthy();
    expect(within(refusals).getByText('来源未授权')).toBeTruthy();

    const hours = screen.getByLabelText('旧密钥宽限（小时，0 为立即失效）');
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(screen.getByRole('button', { name: '重置密钥：demo-partner' }));
    await user.click(await screen.findByRole('button', { name: /确定|确认|OK/ }));
    expect(await screen.findByTestId('partner-secret')).toBeTruthy();
    expect(bodiesOf(stubbed, R.partnerSecretRotate.path)).toEqual([
      { partnerId: 'demo-partner', graceHours: 48 },
    ]);
    await user.click(screen.getByRole('button', { name: '我已保存' }));

    await user.click(screen.getByRole('button', { name: '立即停用旧密钥：demo-partner' }));
    await user.click(await screen.findByRole('button', { name: /确定|确认|OK/ }));
    expect(await screen.findByText('旧密钥已停用')).toBeTruthy();
    expect(bodiesOf(stubbed, R.partnerGraceEnd.path)).toEqual([{ partnerId: 'demo-partner' }]);
  });

  it('is axe clean in English without Chinese', async () => {
    changeLanguage('en');
    setup();
    renderWithApp(<PartnersPage />, signedInSession, '/operator/partners');
    expect(await screen.findByText(/Old secret accepted until/)).toBeTruthy();
    expect(screen.getByText('Origin not allowed')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
