import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { interactionRoutes } from '@platform/contracts/content/interactions-routes';
import type { CollectRow, LikeRow } from '@platform/contracts/content';
import { renderWithApp, stubApi, signedInSession, okReply } from '../../test/renderWithApp';
import CollectionsPage from './CollectionsPage';
import PraisePage from './PraisePage';

afterEach(() => vi.unstubAllGlobals());

const pageOf = (records: unknown[]) => okReply({ records, total: records.length, current: 1, size: 10 });
const target = {
  readable: true,
  kind: 'article' as const,
  section: null,
  cover: null,
  summary: '新能源电池的新进展',
  authorId: '1000000000000000003',
  authorName: '李娜',
  orgName: '示范科技',
  companyId: null,
  publishTime: '2026-11-20 10:00:00',
  likeCount: 3,
  collectCount: 2,
};
const collected = (id: string, title: string, over: Partial<CollectRow> = {}): CollectRow => ({
  ...target,
  targetKind: 'publication',
  targetId: id,
  title,
  collectTime: '2026-11-21 09:00:00',
  ...over,
});
const liked = (id: string, title: string, over: Partial<LikeRow> = {}): LikeRow => ({
  ...target,
  targetKind: 'publication',
  targetId: id,
  title,
  likeTime: '2026-11-21 09:00:00',
  ...over,
});

describe('/control/collections', () => {
  it('links each publication to its detail, hides one no longer readable, and cancels after a confirm', async () => {
    const { fetchMock, calls } = stubApi({
      [interactionRoutes.collectPublishPage.path]: pageOf([
        collected('11', '电池产业观察'),
        collected('12', 'x', { readable: false, title: null, summary: null }),
      ]),
      [interactionRoutes.collectPublishCancel.path]: okReply({
        targetKind: 'publication',
        targetId: '11',
        collected: false,
        collectCount: 1,
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CollectionsPage />, signedInSession, '/control/collections');
    const items = await screen.findAllByTestId('interaction-item');
    expect(within(items[0]!).getByRole('link', { name: '电池产业观察' })).toHaveAttribute(
      'href',
      '/publicationDetail/index?id=11',
    );
    expect(items[1]).toHaveTextContent('该内容已不可查看');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    await userEvent.click(within(items[0]!).getByRole('button', { name: '取消收藏' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith(interactionRoutes.collectPublishCancel.path))).toBe(true),
    );
    const cancel = calls.find((c) => c.url.startsWith(interactionRoutes.collectPublishCancel.path))!;
    expect(cancel.url).toContain('publicationId=11');
  });

  it('shows collected dynamics linked to their company, and an empty policy tab', async () => {
    const { fetchMock } = stubApi({
      [interactionRoutes.collectDynamicPage.path]: pageOf([
        collected('21', '某公司完成融资', { targetKind: 'dynamic', kind: null, companyId: '1000000001' }),
      ]),
      [interactionRoutes.collectPolicyPage.path]: pageOf([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CollectionsPage />, signedInSession, '/control/collections?tab=dynamic');
    const [item] = await screen.findAllByTestId('interaction-item');
    expect(within(item!).getByRole('link', { name: '某公司完成融资' }).getAttribute('href')).toContain(
      '1000000001',
    );
    await userEvent.click(screen.getByRole('tab', { name: '政策' }));
    expect(await screen.findByText('暂无收藏的政策')).toBeInTheDocument();
  });
});

describe('/control/praise', () => {
  it('lists likes and removes one with its kind', async () => {
    const { fetchMock, calls } = stubApi({
      [interactionRoutes.likePage.path]: pageOf([
        liked('31', '招商政策解读'),
        liked('32', '企业动态', { targetKind: 'dynamic', kind: null, companyId: '1000000002' }),
      ]),
      [interactionRoutes.likeRemove.path]: okReply({ changed: 1 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PraisePage />, signedInSession, '/control/praise');
    const items = await screen.findAllByTestId('interaction-item');
    expect(items).toHaveLength(2);
    await userEvent.click(within(items[1]!).getByRole('button', { name: '取消点赞' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith(interactionRoutes.likeRemove.path))).toBe(true),
    );
    const remove = calls.find((c) => c.url.startsWith(interactionRoutes.likeRemove.path))!;
    expect(JSON.parse(String(remove.init.body))).toEqual({ targetKind: 'dynamic', targetIds: ['32'] });
  });
});
