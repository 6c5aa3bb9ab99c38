import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import {
  bigdataRoutes,
  largeScreenRoutes as R,
  type LargeScreen,
  type ScreenEvent,
} from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import LargeScreenPage from './LargeScreenPage';

vi.mock('@platform/ui/charts', () => import('../../test/chartsAsText'));

/** 数据大屏: the figures, the charts and the events of the region in the address. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const screenOf = (regionCode: string): LargeScreen => ({
  regionCode,
  regionName: regionCode === '100000' ? '全国' : 'Zhejiang',
  figures: {
    companies: 12345,
    capital: 98_765_432,
    newCompanies: 321,
    patents: 4567,
    financing: 89,
    chains: 6,
  },
  chains: [
    { code: 'NEV', name: 'New energy vehicles', companies: 500, share: 0.25 },
    { code: 'IC', name: 'Integrated circuits', companies: 300, share: 0.1 },
  ],
  growth: {
    years: [2024, 2025, 2026],
    newCompanies: [10, 20, 30],
    patents: [5, 6, 7],
    financing: [1, 2, 3],
  },
  subregions: regionCode === '100000' ? [{ code: '330000', name: 'Zhejiang', companies: 800 }] : [],
  builtAt: '2026-11-29T00:00:00.000Z',
});

const event: ScreenEvent = {
  id: '99',
  companyId: '1000000001',
  companyName: 'Acme Power Co.',
  kind: 'capital',
  changedOn: '2026-11-20',
  before: '1000',
  after: '2000',
};

function setup(path = '/largeScreen') {
  const stubbed = stubApi({
    [bigdataRoutes.regionListByLevel.path]: okReply([{ code: '330000', name: 'Zhejiang', children: [] }]),
    [R.overview.path]: (_init, url) =>
      okReply(screenOf(new URL(url, 'http://x').searchParams.get('regionCode') ?? '100000')),
    [R.events.path]: okReply({ events: [event] }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  renderWithApp(<LargeScreenPage />, signedInSession, path);
  return stubbed;
}

describe('LargeScreenPage', () => {
  it('shows the nation’s figures, chains, growth, provinces and events', async () => {
    setup();
    // The nation's heading needs no data: wait for the figures themselves.
    expect(await screen.findByRole('heading', { name: '全国产业大数据' })).toBeTruthy();
    expect((await screen.findByTestId('figure-companies')).textContent).toBe('12,345企业总数');
    expect(screen.getByTestId('figure-capital').textContent).toBe('9,877注册资本（亿元）');
    const chains = screen.getByRole('list', { name: '产业链企业数排行' });
    await waitFor(() =>
      expect(
        within(chains)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['新能源汽车 500', '集成电路 300']),
    );
    expect(
      within(screen.getByRole('list', { name: '下级地区企业数排行' })).getByText('Zhejiang 800'),
    ).toBeTruthy();
    const events = await screen.findByTestId('screen-events');
    expect(within(events).getByText('Acme Power Co.')).toBeTruthy();
    expect(within(events).getByText('注册资本变更：1000 → 2000')).toBeTruthy();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('asks for the region in the address, with its share of the nation', async () => {
    const stubbed = setup('/largeScreen?regionCode=330000');
    expect(await screen.findByRole('heading', { name: 'Zhejiang产业大数据' })).toBeTruthy();
    await waitFor(() =>
      expect(stubbed.calls.some((c) => c.url.includes(`${R.events.path}?regionCode=330000`))).toBe(true),
    );
    const chains = screen.getByRole('list', { name: '产业链企业数排行' });
    await waitFor(() =>
      expect(within(chains).getAllByRole('listitem')[0]!.textContent).toBe('新能源汽车 · 占全国 25.0% 500'),
    );
    expect(screen.queryByRole('list', { name: '下级地区企业数排行' })).toBeNull();
  });

  it('reads in English without Chinese words of ours', async () => {
    changeLanguage('en');
    setup();
    expect(await screen.findByRole('heading', { name: 'Industry data: Nation' })).toBeTruthy();
    await screen.findByText('Registered capital changed: 1000 → 2000');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Chains by companies' }).textContent).toContain(
        'New-energy vehicles',
      ),
    );
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
