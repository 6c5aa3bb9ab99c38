import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { vcardRoutes } from '@platform/contracts/vcard/routes';
import { initialAppState } from '../../shared/session/appSlice';
import { renderWithApp, stubApi } from '../../test/renderWithApp';
import { stubObservers, watchingObserver, type IntersectionCallback } from '../../test/stubObservers';
import CardPreviewPage from './CardPreviewPage';
import CardViewPage from './CardViewPage';
import { VIEW_CARD_DRAFT_KEY } from './cardModel';
import { cardDetail, dynamic, ok, pageOf, session } from '../../test/cardDetail';

/** Lets a test say "the list end came into view". */
let observers: IntersectionCallback[] = [];
beforeEach(() => {
  observers = stubObservers();
});
afterEach(() => vi.unstubAllGlobals());

const visitor = initialAppState;

describe('card view', { timeout: 30_000 }, () => {
  it('says a private card is private and a deleted one is deleted', async () => {
    const { fetchMock } = stubApi({
      [vcardRoutes.getVcardDetailById.path]: (_init, url) =>
        ok({
          id: url.includes('9001') ? '9001' : '9002',
          unavailable: url.includes('9001') ? 'private' : 'deleted',
        }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const first = renderWithApp(<CardViewPage />, visitor, '/businessCard/view?vcardId=9001&cardType=0');
    expect(await screen.findByText('该名片已设为私密')).toBeInTheDocument();
    first.unmount();
    renderWithApp(<CardViewPage />, visitor, '/businessCard/view?vcardId=9002&cardType=0');
    expect(await screen.findByText('该名片已删除')).toBeInTheDocument();
  });

  it('shows the sample error for cardType 0 without a vcardId, and for a missing draft', async () => {
    const { fetchMock, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchMock);
    const first = renderWithApp(<CardViewPage />, visitor, '/businessCard/view?cardType=0');
    // The 1500 ms toast first, then the page keeps the message.
    expect(await screen.findAllByText('样本地址信息有误，请刷新后重试！')).not.toHaveLength(0);
    expect(await screen.findByRole('alert', { name: '' }, { timeout: 3000 })).toBeInTheDocument();
    first.unmount();
    renderWithApp(<CardPreviewPage />, session, '/businessCard/preview');
    expect(await screen.findAllByText('样本地址信息有误，请刷新后重试！')).not.toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('shows a server card as the server masked it, with dynamics paged (page 1 replaces, later pages append)', async () => {
    const { fetchMock, calls } = stubApi({
      [vcardRoutes.getVcardDetailById.path]: ok(
        cardDetail({ isOwner: false, phone: '138****5678', email: '********@example.com' }),
      ),
      [vcardRoutes.relatedDynamicPage.path]: (init) => {
        const { current } = JSON.parse(String(init.body)) as { current: number };
        return current === 1
          ? pageOf(Array.from({ length: 10 }, (_, i) => dynamic(i + 1)))
          : pageOf([dynamic(11), dynamic(12), dynamic(13)], 2);
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CardViewPage />, visitor, '/businessCard/view?vcardId=9001&cardType=0');
    expect(await screen.findByText('138****5678')).toBeInTheDocument();
    expect(screen.getByText('十年芯片销售')).toBeInTheDocument();
    expect(await screen.findByText('动态标题10')).toBeInTheDocument();
    // Page 1 replaced the module's own content with the page.
    expect(screen.queryByText('我的动态')).not.toBeInTheDocument();
    const first = JSON.parse(
      String(calls.find((c) => c.url.startsWith(vcardRoutes.relatedDynamicPage.path))!.init.body),
    ) as Record<string, unknown>;
    expect(first).toMatchObject({ type: 2, companyId: '3000000001', current: 1, size: 10 });
    expect(JSON.parse(String(first.customDynamicsJson))).toEqual([
      { title: '我的动态', publishDt: '2026-09-01', content: '<b>新品</b>发布', isSys: 0 },
    ]);

    const watching = await watchingObserver(observers);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => watching([{ isIntersecting: true }]));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    vi.useRealTimers();
    expect(await screen.findByText('动态标题13')).toBeInTheDocument();
    expect(screen.getByText('动态标题1')).toBeInTheDocument();
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    // 13 is not a multiple of 10: no third page.
    expect(calls.filter((c) => c.url.startsWith(vcardRoutes.relatedDynamicPage.path))).toHaveLength(2);
  });

  it('shows the day quote of a stock company', async () => {
    const detail = cardDetail({ isOwner: false, isStockCompany: true });
    detail.vcardModuleVOList.push({
      id: '117',
      moduleCode: 17,
      moduleName: '股票行情',
      ifDisplay: 1,
      content: JSON.stringify({ companyId: '3000000001' }),
      sort: 9,
    });
    const { fetchMock } = stubApi({
      [vcardRoutes.getVcardDetailById.path]: ok(detail),
      [vcardRoutes.relatedDynamicPage.path]: pageOf([]),
      [bigdataRoutes.companyStockDay.path]: ok({
        stockCode: '688001',
        stockName: '华芯',
        currentPrice: 12.34,
        upsDownsAmt: 0.5,
        upsDownsRate: 4.2,
        upsDownsIdent: 'red',
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CardViewPage />, visitor, '/businessCard/view?vcardId=9001&cardType=0');
    const stock = await screen.findByRole('region', { name: '股票行情' });
    expect(await within(stock).findAllByText('12.34')).not.toHaveLength(0);
  });

  it('in preview mode a reminder tag only offers the edit page', async () => {
    const { fetchMock, calls } = stubApi({
      [vcardRoutes.getVcardDetailById.path]: ok(cardDetail()),
      [vcardRoutes.relatedDynamicPage.path]: pageOf([]),
      [vcardRoutes.getCardUpdateTags.path]: ok([
        { changeTagCode: 'qualificationTags', contentList: [{ tagName: '专精特新小巨人' }] },
      ]),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<CardViewPage />, session, '/businessCard/view?vcardId=9001&cardType=0');
    const panel = await screen.findByRole('region', { name: /1/ });
    await userEvent.click(within(panel).getByRole('button', { name: /专精特新/ }));
    expect(await screen.findByText('添加需在名片编辑页进行，是否前往编辑名片？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去编辑' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/businessCard/edit'));
    expect(router.state.location.search).toBe('?vcardId=9001');
    expect(calls.some((c) => c.url.startsWith(vcardRoutes.addCardUpdateTags.path))).toBe(false);
  });

  it('previews the local draft with the display rules', async () => {
    localStorage.setItem(
      VIEW_CARD_DRAFT_KEY,
      JSON.stringify({
        id: '',
        type: 1,
        orgId: '',
        orgName: '深圳市南山区投资促进局',
        userName: '王强',
        nickName: '',
        avatar: '',
        post: '',
        dept: '',
        phone: '13812345678',
        email: '',
        address: '',
        ifOpened: true,
        isStockCompany: false,
        vcardModuleDTOList: [
          { moduleCode: 60, moduleName: '招商政策', ifDisplay: 1, content: '税收优惠\n人才补贴' },
          { moduleCode: 3, moduleName: '地区信息', ifDisplay: 1, content: JSON.stringify({ gdp: '8000亿' }) },
          { moduleCode: 7, moduleName: '技术领域', ifDisplay: 1, content: '["不应显示"]' },
        ],
      }),
    );
    const { fetchMock } = stubApi({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CardPreviewPage />, session, '/businessCard/preview');
    expect(await screen.findByText('13812345678')).toBeInTheDocument();
    expect(screen.getByText('GDP：8000亿')).toBeInTheDocument();
    expect(screen.getByText('人才补贴')).toBeInTheDocument();
    expect(screen.queryByText('不应显示')).not.toBeInTheDocument();
    // Custom modules come after the standard ones.
    const titles = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(titles.indexOf('地区信息')).toBeLessThan(titles.indexOf('招商政策'));
  });
});
