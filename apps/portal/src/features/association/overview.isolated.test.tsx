import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { associationRoutes as R } from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import AssociationHomePage from './AssociationHomePage';
import './i18n';

// echarts draws on a canvas jsdom lacks: the charts show their categories and values as text here.
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
      {categories.map((c, i) => (
        <li key={c}>{`${c} ${series[0]?.values[i] ?? ''}`}</li>
      ))}
    </ul>
  ),
}));

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

function stub() {
  const stubbed = stubApi({
    [R.overview.path]: okReply({
      isAdmin: true,
      associationName: 'Suzhou Chain Services',
      activeMembers: 16,
      pendingApplications: 3,
      duesOverdue: 4,
      duesSoon: 2,
    }),
    [R.stats.path]: okReply({
      byLevel: [
        { key: '1', name: '会长', count: 1 },
        { key: '2', name: '副会长', count: 3 },
        { key: '3', name: '理事', count: 5 },
        { key: '4', name: '会员', count: 7 },
      ],
      byIndustry: [
        { key: 'C39', name: 'Electronics', count: 9 },
        { key: null, name: '', count: 7 },
      ],
      byRegion: [{ key: '320500', name: 'Suzhou', count: 16 }],
      dues: {
        year: 2026,
        collected: 83000,
        outstanding: 120000,
        overdue: 50000,
        paidCount: 4,
        unpaidCount: 12,
      },
    }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
}

describe('the 会员管理 overview', () => {
  it('shows the figures, members by level, industry and region, and this year’s dues', async () => {
    stub();
    renderWithApp(<AssociationHomePage />, signedInSession);
    const overview = await screen.findByTestId('assoc-overview');
    expect(within(overview).getByText('在册会员').nextSibling).toHaveTextContent('16');
    expect(
      within(screen.getByRole('list', { name: '各等级会员' }))
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['会长 1', '副会长 3', '理事 5', '会员 7']);
    expect(
      within(screen.getByRole('list', { name: '会员行业分布' })).getByText('未知 7'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('assoc-dues-collected')).toHaveTextContent('已收 83,000.00 · 未收 120,000.00');
  });

  it('reads in English with no Chinese interface words, and axe finds nothing', async () => {
    changeLanguage('en');
    stub();
    const { container } = renderWithApp(<AssociationHomePage />, signedInSession);
    await screen.findByTestId('assoc-overview');
    expect(screen.getByRole('list', { name: 'Members by level' })).toHaveTextContent('President 1');
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
