import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vcardRoutes } from '@platform/contracts/vcard/routes';
import { initialAppState, type AppState } from '../../shared/session/appSlice';
import { renderWithApp, stubApi } from '../../test/renderWithApp';
import { bodyOf, cardOf, ok } from '../../test/cardRows';
import MyCardsPage from './MyCardsPage';
import { moveId } from './MyCards.order';
import { publicCardUrl } from './MyCards.links';

const session: Partial<AppState> = {
  ...initialAppState,
  token: 'tok',
  tokenExpiresAt: Date.now() + 3_600_000,
  userInfo: { userId: 'u1', tenantId: '200001', account: 'lina' } as AppState['userInfo'],
};

afterEach(() => vi.unstubAllGlobals());

const three = () => [
  cardOf('1', { userName: '甲', isDefault: true }),
  cardOf('2', { userName: '乙', ifOpened: false }),
  cardOf('3', { userName: '丙' }),
];

describe('/user/personal/card', () => {
  it('moves one place, and only inside the list', () => {
    expect(moveId(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    const ids = ['a', 'b'];
    expect(moveId(ids, 'a', -1)).toBe(ids);
    expect(moveId(ids, 'b', 1)).toBe(ids);
  });

  it('builds the public link on this origin in the path form (the router uses browser history)', () => {
    expect(publicCardUrl('42', 'https://x.cn')).toBe('https://x.cn/businessCard/view?vcardId=42&cardType=0');
  });

  it('lists the cards in order with the default marked; empty shows a create button', async () => {
    const { fetchMock } = stubApi({ [vcardRoutes.getMyValidCardBasicInfoList.path]: ok([]) });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<MyCardsPage />, session, '/user/personal/card');
    expect(await screen.findByText('还没有名片，创建一张吧')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新建名片' }));
    expect(router.state.location.pathname).toBe('/businessCard/add');
  });

  it('shows default badge and the privacy switch; toggling sends setCardPrivacy with ifOpened', async () => {
    const { fetchMock, calls } = stubApi({
      [vcardRoutes.getMyValidCardBasicInfoList.path]: ok(three()),
      [vcardRoutes.setCardPrivacy.path]: ok(true),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<MyCardsPage />, session, '/user/personal/card');
    const rows = await screen.findAllByTestId('my-card');
    expect(rows.map((r) => within(r).getByRole('heading').textContent)).toEqual(['甲', '乙', '丙']);
    expect(within(rows[0]!).getByText('默认')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('默认')).toBeNull();
    const second = within(rows[1]!).getByRole('switch');
    expect(second).not.toBeChecked();
    await userEvent.click(second);
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith(vcardRoutes.setCardPrivacy.path))).toBe(true),
    );
    const url = new URL(
      calls.find((c) => c.url.startsWith(vcardRoutes.setCardPrivacy.path))!.url,
      'http://x',
    );
    expect(url.searchParams.get('vcardId')).toBe('2');
    expect(url.searchParams.get('ifOpened')).toBe('true');
    expect(await screen.findByText('名片已设为公开')).toBeInTheDocument();
  });

  it('reorders with the buttons and Alt+Arrow keys and saves the whole order', async () => {
    let cards = three();
    const { fetchMock, calls } = stubApi({
      [vcardRoutes.getMyValidCardBasicInfoList.path]: () => ok(cards),
      [vcardRoutes.saveSortingResults.path]: (init) => {
        const ids = bodyOf(init).vcardIds as string[];
        cards = ids.map((id) => cards.find((c) => c.id === id)!);
        return ok(true);
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<MyCardsPage />, session, '/user/personal/card');
    await screen.findAllByTestId('my-card');
    expect(screen.getByRole('button', { name: '上移：甲' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移：丙' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '下移：甲' }));
    const sorts = () => calls.filter((c) => c.url.startsWith(vcardRoutes.saveSortingResults.path));
    await waitFor(() => expect(sorts()).toHaveLength(1));
    expect(bodyOf(sorts()[0]!.init)).toEqual({ vcardIds: ['2', '1', '3'] });

    screen.getByRole('button', { name: '上移：丙' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(sorts()).toHaveLength(2));
    expect(bodyOf(sorts()[1]!.init).vcardIds).toEqual(['2', '3', '1']);
    // Focus stays on the moved card.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/：丙$/));
    await waitFor(() =>
      expect(screen.getAllByTestId('my-card').map((r) => within(r).getByRole('heading').textContent)).toEqual(
        ['乙', '丙', '甲'],
      ),
    );
  });

  it('deletes only after the confirm', async () => {
    const { fetchMock, calls } = stubApi({
      [vcardRoutes.getMyValidCardBasicInfoList.path]: ok(three()),
      [vcardRoutes.remove.path]: ok(true),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<MyCardsPage />, session, '/user/personal/card');
    const rows = await screen.findAllByTestId('my-card');
    const removes = () => calls.filter((c) => c.url.startsWith(vcardRoutes.remove.path));
    await userEvent.click(within(rows[2]!).getByRole('button', { name: '删除' }));
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(removes()).toHaveLength(0);
    await userEvent.click(within(rows[2]!).getByRole('button', { name: '删除' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(removes()).toHaveLength(1));
    expect(bodyOf(removes()[0]!.init)).toEqual({ vcardId: '3' });
  });

  it('shares a public card with its absolute link and QR; edit and preview navigate', async () => {
    const { fetchMock } = stubApi({ [vcardRoutes.getMyValidCardBasicInfoList.path]: ok(three()) });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<MyCardsPage />, session, '/user/personal/card');
    const rows = await screen.findAllByTestId('my-card');
    expect(within(rows[1]!).getByRole('button', { name: '分享' })).toBeDisabled();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: '分享' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox')).toHaveValue(
      `${window.location.origin}/businessCard/view?vcardId=1&cardType=0`,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(rows[2]!).getByRole('button', { name: '编辑' }));
    expect(router.state.location.search).toBe('?vcardId=3');
    expect(router.state.location.pathname).toBe('/businessCard/edit');
  });
});
