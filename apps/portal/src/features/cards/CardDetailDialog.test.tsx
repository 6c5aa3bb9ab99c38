import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attentionUserRoutes, imHelperRoutes, vcardRoutes } from '@platform/contracts/vcard/routes';
import { initialAppState, type AppState } from '../../shared/session/appSlice';
import { renderWithApp, stubApi } from '../../test/renderWithApp';
import { bodyOf, cardOf, ok, relationOf } from '../../test/cardRows';
import CardDetailDialog from './CardDetailDialog';
import PeopleList from './people';

const session: Partial<AppState> = {
  ...initialAppState,
  token: 'tok',
  tokenExpiresAt: Date.now() + 3_600_000,
  userInfo: { userId: 'u1', tenantId: '200001', account: 'lina' } as AppState['userInfo'],
};
afterEach(() => vi.unstubAllGlobals());

const detail = (over: Record<string, unknown> = {}) =>
  ok({
    ...cardOf('9', { userName: '欧阳娜娜娜娜娜娜娜娜' }),
    vcardModuleVOList: [],
    isStockCompany: false,
    ...relationOf(over),
  });

const open = (vcardId = '9') =>
  renderWithApp(<CardDetailDialog open onOpenChange={() => undefined} vcardId={vcardId} />, session);

describe('CardDetailDialog', () => {
  it("hides follow, add friend and save on the owner's own card", async () => {
    const { fetchMock } = stubApi({ [vcardRoutes.getVcardDetailById.path]: detail({ isOwner: true }) });
    vi.stubGlobal('fetch', fetchMock);
    open();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('138****5678');
    expect(within(dialog).queryByRole('button', { name: '关注' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '加好友' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '存入名片夹' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: '查看名片' })).toHaveAttribute(
      'href',
      '/businessCard/view?vcardId=9&cardType=0',
    );
  });

  it('follows once per second (关注成功), saves to the folder (已保存至名片夹), refuses messages to strangers', async () => {
    const { fetchMock, calls } = stubApi({
      [vcardRoutes.getVcardDetailById.path]: detail(),
      [attentionUserRoutes.attentionUserSave.path]: ok(1),
      [vcardRoutes.saveVcardsToMyFolder.path]: ok(666666),
    });
    vi.stubGlobal('fetch', fetchMock);
    open();
    const dialog = await screen.findByRole('dialog');
    const followBtn = await within(dialog).findByRole('button', { name: '关注' });
    await userEvent.click(followBtn);
    await userEvent.click(followBtn);
    expect(await screen.findByText('关注成功')).toBeInTheDocument();
    const follows = calls.filter((c) => c.url.startsWith(attentionUserRoutes.attentionUserSave.path));
    expect(follows).toHaveLength(1);
    expect(bodyOf(follows[0]!.init)).toEqual({ userId: 'u-9', attention: true });

    await userEvent.click(within(dialog).getByRole('button', { name: '存入名片夹' }));
    expect(await screen.findByText('已保存至名片夹')).toBeInTheDocument();
    const saves = calls.filter((c) => c.url.startsWith(vcardRoutes.saveVcardsToMyFolder.path));
    expect(bodyOf(saves[0]!.init)).toEqual({ cardIdList: ['9'] });

    await userEvent.click(within(dialog).getByRole('button', { name: '发消息' }));
    expect(
      await screen.findByText('您和对方不是好友，不能发消息。请添加好友，对方验证通过后，才能聊天。'),
    ).toBeInTheDocument();
  });

  it('shows the private refusal instead of the card', async () => {
    const { fetchMock } = stubApi({
      [vcardRoutes.getVcardDetailById.path]: ok({ id: '9', unavailable: 'private' }),
    });
    vi.stubGlobal('fetch', fetchMock);
    open();
    expect(await screen.findByText('该名片已设为私密')).toBeInTheDocument();
  });

  it('visitors get the login dialog instead of a follow call', async () => {
    const { fetchMock, calls } = stubApi({ [vcardRoutes.getVcardDetailById.path]: detail() });
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(
      <CardDetailDialog open onOpenChange={() => undefined} vcardId="9" />,
      initialAppState,
    );
    await userEvent.click(await screen.findByRole('button', { name: '关注' }));
    expect(store.getState().app.showLogInDialog).toBe(true);
    expect(calls.filter((c) => c.url.startsWith(attentionUserRoutes.attentionUserSave.path))).toHaveLength(0);
  });

  it('add friend needs a card (至少选择一张名片), then stores the application (申请已发出)', async () => {
    const { fetchMock, calls } = stubApi({
      [vcardRoutes.getVcardDetailById.path]: detail(),
      [vcardRoutes.getMyValidCardBasicInfoList.path]: ok([
        cardOf('1', { userName: '李娜', orgName: '甲公司', post: '经理', isDefault: true }),
      ]),
      [imHelperRoutes.sendBusinessCard.path]: ok(true),
    });
    vi.stubGlobal('fetch', fetchMock);
    open();
    await userEvent.click(await screen.findByRole('button', { name: '加好友' }));
    const form = await screen.findByRole('dialog', { name: '申请添加好友' });
    expect(within(form).getByRole('textbox', { name: '验证信息' })).toHaveValue('我是甲公司经理李娜');
    await userEvent.click(within(form).getByRole('checkbox', { name: '全选' }));
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('至少选择一张名片')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('checkbox', { name: '全选' }));
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('申请已发出')).toBeInTheDocument();
    const applies = calls.filter((c) => c.url.startsWith(imHelperRoutes.sendBusinessCard.path));
    expect(bodyOf(applies[0]!.init)).toMatchObject({ respImUserId: 'u-9', vcardIdList: ['1'] });
  });
});

describe('people lists', () => {
  const person = (userId: string, isAttention: boolean) => ({
    userId,
    name: `王${userId}`,
    avatar: 'javascript:alert(1)',
    card: cardOf(userId, { orgName: '乙公司', post: '工程师' }),
    isAttention,
    isFan: true,
    createdAt: '2026-11-20 10:00:00',
  });

  it('fans: follow back and unfollow after a confirm; empty state', async () => {
    const { fetchMock, calls } = stubApi({
      [attentionUserRoutes.fansPage.path]: ok({
        records: [person('7', false), person('8', true)],
        total: 2,
        current: 1,
        size: 10,
      }),
      [attentionUserRoutes.attentionUserSave.path]: ok(1),
      [attentionUserRoutes.attentionUserCancel.path]: ok(0),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PeopleList kind="fans" />, session);
    const items = await screen.findAllByTestId('person-item');
    expect(items[0]).toHaveTextContent('乙公司 · 工程师');
    expect(items[0]!.querySelector('img[src^="javascript"]')).toBeNull();
    await userEvent.click(within(items[0]!).getByRole('button', { name: '回关' }));
    expect(await screen.findByText('关注成功')).toBeInTheDocument();
    await userEvent.click(within(items[1]!).getByRole('button', { name: '取消关注' }));
    expect(await screen.findByText('是否取消对该用户的关注？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.url.startsWith(attentionUserRoutes.attentionUserCancel.path)),
      ).toHaveLength(1),
    );
  });

  it('follows: empty state', async () => {
    const { fetchMock } = stubApi({
      [attentionUserRoutes.attentionUserPage.path]: ok({ records: [], total: 0, current: 1, size: 10 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PeopleList kind="follows" />, session);
    expect(await screen.findByText('暂无关注的人')).toBeInTheDocument();
  });
});
