import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaTrackingRoutes } from '@platform/contracts/media-tracking/routes';
import { changeLanguage } from '../../shared/i18n';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import { createTestStore, okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import {
  attributeChannel,
  captureChannel,
  recordEntryVisit,
  storedChannel,
  trackServiceClick,
} from './capture';
import ChannelReportPage from './ChannelReportPage';

vi.mock('@platform/ui/charts', () => ({
  SeriesChart: ({
    label,
    categories,
    series,
  }: {
    label: string;
    categories: string[];
    series: { name: string; values: number[] }[];
  }) => (
    <ul aria-label={label}>
      {series.map((s) => (
        <li key={s.name}>{`${s.name} ${s.values.reduce((a, b) => a + b, 0)} / ${categories.length}`}</li>
      ))}
    </ul>
  ),
}));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('zh');
});

const bodyOf = (calls: { url: string; init: RequestInit }[], path: string) =>
  calls
    .filter((c) => c.url.includes(path))
    .map((c) => JSON.parse(String(c.init.body)) as Record<string, string>);

describe('channel capture', () => {
  it('keeps the first of the nine channels and posts the visit with the visitor id', async () => {
    const stubbed = stubApi({ [mediaTrackingRoutes.mediaVisit.path]: okReply({ recorded: true }) });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    const store = createTestStore();
    await recordEntryVisit(store, 'douyin');
    expect(storedChannel()).toBe('douyin');
    const [visit] = bodyOf(stubbed.calls, mediaTrackingRoutes.mediaVisit.path);
    expect(visit).toMatchObject({ channel: 'douyin' });
    expect(visit!.visitorId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(visit!.visitorId).toBe(localStorage.getItem(STORAGE_KEYS.mediaVisitor));
    // A later entry from another channel is posted as a visit but the first channel stays.
    await recordEntryVisit(store, 'baidu');
    expect(storedChannel()).toBe('douyin');
    expect(bodyOf(stubbed.calls, mediaTrackingRoutes.mediaVisit.path).map((v) => v.channel)).toEqual([
      'douyin',
      'baidu',
    ]);
  });

  it('ignores anything but the nine names: nothing stored, nothing sent', async () => {
    const stubbed = stubApi({});
    vi.stubGlobal('fetch', stubbed.fetchMock);
    const store = createTestStore();
    for (const bad of ['<script>alert(1)</script>', 'douyin"><img>', 'facebook', 'DOUYIN', '', null])
      await recordEntryVisit(store, bad);
    expect(captureChannel('douyin<b>')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.mediaChannel)).toBeNull();
    expect(stubbed.calls).toEqual([]);
    // No channel: no click and no attribution either.
    trackServiceClick(store, '/toker/tokerIndex');
    await attributeChannel(createTestStore(signedInSession));
    expect(stubbed.calls).toEqual([]);
  });

  it('attributes the signed-in user once, and tracks clicks of a visitor with a channel', async () => {
    const stubbed = stubApi({
      [mediaTrackingRoutes.mediaAttribute.path]: okReply({ channel: 'kuaishou', registered: true }),
      [mediaTrackingRoutes.mediaClick.path]: okReply({ recorded: true }),
    });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    captureChannel('kuaishou');
    const store = createTestStore(signedInSession);
    await attributeChannel(store);
    await attributeChannel(store);
    expect(bodyOf(stubbed.calls, mediaTrackingRoutes.mediaAttribute.path)).toEqual([
      { channel: 'kuaishou', visitorId: localStorage.getItem(STORAGE_KEYS.mediaVisitor) },
    ]);
    trackServiceClick(store, '/toker/tokerIndex');
    await waitFor(() => expect(bodyOf(stubbed.calls, mediaTrackingRoutes.mediaClick.path)).toHaveLength(1));
    expect(bodyOf(stubbed.calls, mediaTrackingRoutes.mediaClick.path)[0]).toMatchObject({
      channel: 'kuaishou',
      targetLink: '/toker/tokerIndex',
    });
  });
});

const operator = {
  ...signedInSession,
  isAdmin: true,
  userInfo: { userId: '1000000000000000001', tenantId: '000000', account: 'admin' } as NonNullable<
    typeof signedInSession.userInfo
  >,
};
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const report = {
  from: today,
  to: today,
  rows: [
    { day: today, channel: 'douyin', visits: 12, registrations: 3, trials: 2, orders: 1, amount: 1980 },
    { day: today, channel: 'baidu', visits: 5, registrations: 1, trials: 0, orders: 0, amount: 0 },
  ],
  channels: [],
  totals: { visits: 17, registrations: 4, trials: 2, orders: 1, amount: 1980 },
};

describe('/operator/channels', () => {
  it('shows the totals, chart and table by channel and day; filters by channel with the keyboard', async () => {
    const stubbed = stubApi({ [mediaTrackingRoutes.mediaChannelReport.path]: okReply(report) });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    renderWithApp(<ChannelReportPage />, operator, '/operator/channels');
    expect(await screen.findByRole('heading', { name: '渠道统计' })).toBeInTheDocument();
    expect(await screen.findByTestId('channel-total-visits')).toHaveTextContent('17');
    expect(screen.getByTestId('channel-total-amount')).toHaveTextContent('¥1,980.00');
    const table = screen.getByRole('table', { name: '渠道明细' });
    const douyin = within(table).getByText('抖音').closest('tr')!;
    expect(douyin).toHaveTextContent(`${today}抖音12321¥1,980.00`);
    expect(screen.getByRole('list', { name: '按天趋势' })).toHaveTextContent('访问 17 / 30');
    const asked = new URL(stubbed.calls[0]!.url, 'http://x');
    expect(asked.searchParams.get('to')).toBe(today);

    const channel = screen.getByLabelText('渠道');
    channel.focus();
    await userEvent.selectOptions(channel, 'baidu');
    await waitFor(() => expect(screen.getByTestId('channel-total-visits')).toHaveTextContent('5'));
    expect(within(screen.getByRole('table', { name: '渠道明细' })).queryByText('抖音')).toBeNull();
  });

  it('in English, with no Chinese words; shows the server’s refusal to anyone else', async () => {
    changeLanguage('en');
    vi.stubGlobal(
      'fetch',
      stubApi({ [mediaTrackingRoutes.mediaChannelReport.path]: okReply(report) }).fetchMock,
    );
    const first = renderWithApp(<ChannelReportPage />, operator, '/operator/channels');
    expect(await screen.findByRole('heading', { name: 'Channel report' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'By channel and day' });
    expect(within(table).getByText('Douyin')).toBeInTheDocument();
    expect(screen.getByTestId('channel-report').textContent).not.toMatch(/[\u4e00-\u9fff]/);
    first.unmount();

    vi.stubGlobal(
      'fetch',
      stubApi({
        [mediaTrackingRoutes.mediaChannelReport.path]: {
          status: 403,
          body: { code: 403, msg: 'Only the platform operator can see the channel report', data: null },
        },
      }).fetchMock,
    );
    renderWithApp(<ChannelReportPage />, signedInSession, '/operator/channels');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the platform operator can see the channel report',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
