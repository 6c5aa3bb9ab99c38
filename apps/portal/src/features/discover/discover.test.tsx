import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@platform/ui';
import { discoverRoutes } from '@platform/contracts/org/routes';
import { vcardRoutes } from '@platform/contracts/vcard/routes';
import { feedRoutes } from '@platform/contracts/content/feed-routes';
import type { DiscoverMember, DiscoverOrg } from '@platform/contracts/org';
import type { CardBasic } from '@platform/contracts/vcard/schemas';
import { okReply as ok, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import { installRequestEffects, requestEffects } from '../../shared/api/requestEffects';
import { resetErrorToast } from '../../shared/api/errorToast';
import { changeLanguage } from '../../shared/i18n';
import { viewPath } from '../cards';
import { IM_PATH } from '../im';
import DiscoverIndexPage from './DiscoverIndexPage';
import DiscoverMemberPage from './DiscoverMemberPage';

const INDEX = '/discoverHome/discoverIndex';
const MEMBER = '/discoverMem/discoverMember?orgId=510004';
const original = { ...requestEffects() };

beforeEach(() => {
  // The request layer's failures as the shell shows them: an error toast.
  installRequestEffects({ errorToast: (message) => toast.error(message) });
});
afterEach(() => {
  changeLanguage('zh');
  installRequestEffects(original);
  resetErrorToast();
  vi.unstubAllGlobals();
});

const org = (n: number, over: Partial<DiscoverOrg> = {}): DiscoverOrg => ({
  orgId: String(510000 + n),
  name: `组织${n}`,
  kind: 2,
  region: '浙江省',
  industries: ['数字经济', '人工智能'],
  logo: '',
  intro: `简介${n}`,
  memberCount: 4,
  ...over,
});
const PARK = org(4, { name: '杭州未来科技城', intro: '国家级海外高层次人才创新创业基地。' });

const card = (over: Partial<CardBasic> = {}): CardBasic => ({
  id: '9001',
  type: 0,
  userId: 'u2',
  userName: '王芳',
  nickName: '',
  avatar: '',
  userCenterAvatar: '',
  orgId: '510004',
  orgName: '杭州未来科技城',
  post: '招商经理',
  dept: '招商部',
  phone: '138****0001',
  email: 'w***@fsc.park.demo',
  address: '',
  encrypt: true,
  ifOpened: true,
  isDeleted: false,
  isDefault: true,
  companyId: null,
  syncTime: '2026-11-20 10:00:00',
  ...over,
});
const member = (userId: string, name: string, over: Partial<DiscoverMember> = {}): DiscoverMember => ({
  userId,
  name,
  avatar: '',
  isFriend: false,
  isColleague: false,
  isSelf: false,
  card: card({ id: `9${userId}`, userId, userName: name }),
  ...over,
});
const MEMBERS = [
  member('2', '王芳', { isFriend: true }),
  member('3', '赵磊', { isColleague: true }),
  member('4', '孙丽'),
  member('5', '周强', { card: null }),
];

const page = <T,>(records: T[], total = records.length, current = 1, size = 12) =>
  ok({ records, total, current, size });

/** The discover calls and the organisation follow, kept in memory; `failFollow` refuses a follow. */
function discoverServer({ total = 3, failFollow = false } = {}) {
  const followed = new Set<string>();
  return stubApi({
    [discoverRoutes.orgList.path]: (_init, url) => {
      const params = new URL(url, 'http://x').searchParams;
      const current = Number(params.get('current') ?? 1);
      if (current === 2) return page([org(13)], total, 2);
      if (params.get('kind') === '2') return page([PARK], 1);
      return page([org(1), org(2), PARK], total);
    },
    [discoverRoutes.orgFilters.path]: () =>
      ok({ regions: ['浙江省', '上海市'], industries: ['数字经济', '集成电路'] }),
    [discoverRoutes.orgDetail.path]: () => ok(PARK),
    [discoverRoutes.orgMembers.path]: () => page(MEMBERS, 4, 1, 20),
    [vcardRoutes.getMyValidCardBasicInfoList.path]: () => ok([card({ id: '7001', userId: '1' })]),
    [feedRoutes.followTargets.path]: () =>
      ok([...followed].map((id) => ({ kind: 'org', id, name: `组织 ${id}`, avatar: null }))),
    [feedRoutes.followTargetSave.path]: (init) => {
      if (failFollow) return { body: { code: 91001, data: null, msg: '关注数量已达上限' } };
      followed.add((JSON.parse(String(init.body)) as { targetId: string }).targetId);
      return ok({ followed: true });
    },
    [feedRoutes.followTargetRemove.path]: (init) => {
      followed.delete((JSON.parse(String(init.body)) as { targetId: string }).targetId);
      return ok({ followed: false });
    },
  });
}

/** The signed-in viewer with a numeric user id (chat needs one). */
const memberOne = { ...signedInSession, userInfo: { ...signedInSession.userInfo!, userId: '1' } };

const lastCall = (calls: { url: string }[], path: string) =>
  new URL(calls.filter((c) => c.url.startsWith(path)).at(-1)!.url, 'http://x').searchParams;

describe('/discoverHome/discoverIndex', { timeout: 30_000 }, () => {
  it('lists the organisations with their facts and a link to their members', async () => {
    const { fetchMock } = discoverServer();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<DiscoverIndexPage />, signedInSession, INDEX);
    const list = await screen.findByTestId('org-list');
    const park = await within(list).findByRole('article', { name: '杭州未来科技城' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(park).getByText('园区')).toBeInTheDocument();
    expect(within(park).getByText('浙江省')).toBeInTheDocument();
    expect(within(park).getByText('数字经济 / 人工智能')).toBeInTheDocument();
    expect(within(park).getByText('4 位成员')).toBeInTheDocument();
    expect(within(park).getByRole('link', { name: '杭州未来科技城' })).toHaveAttribute(
      'href',
      '/discoverMem/discoverMember?orgId=510004',
    );
  });

  it('sends the kind, region, industry and keyword filters, and keeps them in the address', async () => {
    const { fetchMock, calls } = discoverServer();
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<DiscoverIndexPage />, signedInSession, INDEX);
    await screen.findByRole('article', { name: '杭州未来科技城' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('组织类型'), '园区');
    await waitFor(() => expect(lastCall(calls, discoverRoutes.orgList.path).get('kind')).toBe('2'));
    await user.selectOptions(await screen.findByLabelText('地区'), '上海市');
    await waitFor(() => expect(lastCall(calls, discoverRoutes.orgList.path).get('region')).toBe('上海市'));
    await user.selectOptions(screen.getByLabelText('行业'), '集成电路');
    await waitFor(() =>
      expect(lastCall(calls, discoverRoutes.orgList.path).get('industry')).toBe('集成电路'),
    );
    await user.type(screen.getByLabelText('组织名称'), '科技城');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastCall(calls, discoverRoutes.orgList.path).get('keyword')).toBe('科技城'));
    const sent = lastCall(calls, discoverRoutes.orgList.path);
    expect(Object.fromEntries(sent)).toEqual({
      current: '1',
      size: '12',
      keyword: '科技城',
      kind: '2',
      region: '上海市',
      industry: '集成电路',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      keyword: '科技城',
      kind: '2',
      region: '上海市',
      industry: '集成电路',
    });
  });

  it("shows the chosen kind's organisations only: never the previous list while they load", async () => {
    const { fetchMock } = discoverServer();
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    // The kind's page is held until the test lets it through.
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('kind=2')) await held;
      return fetchMock(url, init);
    });
    renderWithApp(<DiscoverIndexPage />, signedInSession, INDEX);
    const list = await screen.findByTestId('org-list');
    await within(list).findByRole('article', { name: '组织1' });
    await userEvent.selectOptions(screen.getByLabelText('组织类型'), '园区');
    await waitFor(() => expect(within(list).queryByRole('article', { name: '组织1' })).toBeNull());
    expect(within(list).queryByRole('button', { name: /^关注/ })).toBeNull();
    expect(list).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await within(list).findByRole('article', { name: '杭州未来科技城' })).toBeInTheDocument();
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  });

  it('pages through more than 12 organisations', async () => {
    const { fetchMock, calls } = discoverServer({ total: 13 });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<DiscoverIndexPage />, signedInSession, INDEX);
    await screen.findByRole('article', { name: '杭州未来科技城' });
    const pages = screen.getByRole('navigation', { name: '组织列表分页' });
    await userEvent.click(within(pages).getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('article', { name: '组织13' })).toBeInTheDocument();
    expect(lastCall(calls, discoverRoutes.orgList.path).get('current')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('follows then unfollows an organisation through followTarget', async () => {
    const { fetchMock, calls } = discoverServer();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<DiscoverIndexPage />, signedInSession, INDEX);
    const park = await screen.findByRole('article', { name: '杭州未来科技城' });
    const follow = within(park).getByRole('button', { name: '关注 杭州未来科技城' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    const followed = await within(park).findByRole('button', { name: '已关注 杭州未来科技城' });
    expect(followed).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('关注成功')).toBeInTheDocument();
    const saved = calls.find((c) => c.url.startsWith(feedRoutes.followTargetSave.path))!;
    expect(JSON.parse(String(saved.init.body))).toEqual({ targetKind: 'org', targetId: '510004' });
    // The other organisations stay unfollowed.
    expect(screen.getByRole('button', { name: '关注 组织1' })).toHaveAttribute('aria-pressed', 'false');

    // Repeat clicks are held for a second (spec 2 §9): wait for the lock to lift.
    await waitFor(() => expect(followed).not.toHaveAttribute('aria-disabled'), { timeout: 3000 });
    await userEvent.click(followed);
    expect(await within(park).findByRole('button', { name: '关注 杭州未来科技城' })).toBeInTheDocument();
    expect(await screen.findByText('已取消关注')).toBeInTheDocument();
    const removed = calls.find((c) => c.url.startsWith(feedRoutes.followTargetRemove.path))!;
    expect(JSON.parse(String(removed.init.body))).toEqual({ targetKind: 'org', targetId: '510004' });
  });

  it('shows the server refusal and stays unfollowed when a follow fails', async () => {
    const { fetchMock } = discoverServer({ failFollow: true });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<DiscoverIndexPage />, signedInSession, INDEX);
    const park = await screen.findByRole('article', { name: '杭州未来科技城' });
    await userEvent.click(within(park).getByRole('button', { name: '关注 杭州未来科技城' }));
    expect(await screen.findByText('关注数量已达上限')).toBeInTheDocument();
    // The list may have been drawn again meanwhile: read the card as it is now.
    const after = await screen.findByRole('article', { name: '杭州未来科技城' });
    expect(await within(after).findByRole('button', { name: '关注 杭州未来科技城' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByText('关注成功')).toBeNull();
  });

  it('asks a visitor to sign in and calls nothing', async () => {
    const { fetchMock, calls } = discoverServer();
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<DiscoverIndexPage />, {}, INDEX);
    expect(await screen.findByText('登录后可查看平台上的组织及其成员')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(store.getState().app.showLogInDialog).toBe(true);
    expect(calls).toHaveLength(0);
  });
});

describe('/discoverMem/discoverMember', { timeout: 30_000 }, () => {
  it('shows the organisation facts and its members with their masked card summaries', async () => {
    const { fetchMock, calls } = discoverServer();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<DiscoverMemberPage />, signedInSession, MEMBER);
    expect(await screen.findByRole('heading', { level: 1, name: '杭州未来科技城' })).toBeInTheDocument();
    const facts = screen.getByRole('banner', { name: '组织信息' });
    expect(within(facts).getByText('园区')).toBeInTheDocument();
    expect(within(facts).getByText('浙江省')).toBeInTheDocument();
    expect(within(facts).getByLabelText('简介')).toHaveTextContent('国家级海外高层次人才创新创业基地。');
    expect(within(facts).getByRole('button', { name: '关注 杭州未来科技城' })).toBeInTheDocument();
    expect(lastCall(calls, discoverRoutes.orgDetail.path).get('orgId')).toBe('510004');

    const list = screen.getByTestId('member-list');
    const fang = await within(list).findByRole('article', { name: '王芳' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    expect(within(fang).getByText('招商经理 · 招商部')).toBeInTheDocument();
    expect(within(fang).getByText('电话: 138****0001')).toBeInTheDocument();
    expect(within(fang).getByText('邮箱: w***@fsc.park.demo')).toBeInTheDocument();
    expect(within(fang).getByRole('link', { name: '查看王芳的名片' })).toHaveAttribute(
      'href',
      viewPath('92'),
    );
    const none = within(list).getByRole('article', { name: '周强' });
    expect(within(none).getByText('未公开名片')).toBeInTheDocument();
    expect(within(none).queryByRole('link')).toBeNull();
    expect(lastCall(calls, discoverRoutes.orgMembers.path).get('orgId')).toBe('510004');
  });

  it('offers chat only to friends and colleagues, and add friend to everyone not a friend', async () => {
    const { fetchMock } = discoverServer();
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<DiscoverMemberPage />, memberOne, MEMBER);
    const chat = await screen.findByRole('button', { name: '给王芳发消息' });
    await userEvent.click(chat);
    await waitFor(() => expect(router.state.location.pathname).toBe(IM_PATH));
    await router.navigate(MEMBER);
    const list = await screen.findByTestId('member-list');
    const friend = await within(list).findByRole('article', { name: '王芳' });
    const colleague = within(list).getByRole('article', { name: '赵磊' });
    const stranger = within(list).getByRole('article', { name: '孙丽' });
    expect(within(friend).getByRole('button', { name: '给王芳发消息' })).toBeInTheDocument();
    expect(within(friend).queryByRole('button', { name: '加王芳为好友' })).toBeNull();
    expect(within(colleague).getByRole('button', { name: '给赵磊发消息' })).toBeInTheDocument();
    expect(within(colleague).getByRole('button', { name: '加赵磊为好友' })).toBeInTheDocument();
    expect(within(stranger).queryByRole('button', { name: '给孙丽发消息' })).toBeNull();

    // Add friend opens the cards feature's dialog (it hides the page behind it): last.
    await userEvent.click(within(stranger).getByRole('button', { name: '加孙丽为好友' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('marks the viewer among the members and offers them neither chat nor add friend', async () => {
    const { fetchMock } = stubApi({
      [discoverRoutes.orgDetail.path]: () => ok(PARK),
      [discoverRoutes.orgMembers.path]: () =>
        page([member('1', '李娜', { isSelf: true, isColleague: true })]),
      [feedRoutes.followTargets.path]: () => ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<DiscoverMemberPage />, signedInSession, MEMBER);
    const self = await screen.findByRole('article', { name: '李娜 我' });
    expect(within(self).queryByRole('button')).toBeNull();
  });

  it('says an unknown organisation is missing, and asks a visitor to sign in', async () => {
    const { fetchMock } = stubApi({});
    vi.stubGlobal('fetch', fetchMock);
    const first = renderWithApp(
      <DiscoverMemberPage />,
      signedInSession,
      '/discoverMem/discoverMember?orgId=x',
    );
    expect(await screen.findByText('该组织不存在或未公开')).toBeInTheDocument();
    first.unmount();
    renderWithApp(<DiscoverMemberPage />, {}, MEMBER);
    expect(await screen.findByText('登录后可查看平台上的组织及其成员')).toBeInTheDocument();
  });
});

describe('discover in English', { timeout: 30_000 }, () => {
  // The harness fixes the ui kit's own words to zh (UiConfigProvider locale="zh"): leave those out.
  const uiKitWords = /请选择|分页|第 \d+ 页|上一页|下一页|的标志/g;

  it('the directory shows no Chinese interface words around (English) organisation names', async () => {
    changeLanguage('en');
    const english = { name: 'Future Sci-Tech City', region: 'Zhejiang', industries: ['AI'], intro: 'A park' };
    const { fetchMock } = stubApi({
      [discoverRoutes.orgList.path]: () => page([org(4, english)]),
      [discoverRoutes.orgFilters.path]: () => ok({ regions: ['Zhejiang'], industries: ['AI'] }),
      [feedRoutes.followTargets.path]: () => ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<DiscoverIndexPage />, signedInSession, INDEX);
    const card = await screen.findByRole('article', { name: 'Future Sci-Tech City' });
    expect(within(card).getByText('Park')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Follow Future Sci-Tech City' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toBeInTheDocument();
    const own = screen.getByTestId('discover-index').textContent!.replace(uiKitWords, '');
    expect(own).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('the member page shows no Chinese interface words around (English) member names', async () => {
    changeLanguage('en');
    const english = { name: 'Future Sci-Tech City', region: 'Zhejiang', industries: ['AI'], intro: 'A park' };
    const people = [
      member('2', 'Fang Wang', {
        isFriend: true,
        card: card({ userName: 'Fang Wang', post: 'Manager', dept: 'Investment', email: 'f***@x.demo' }),
      }),
      member('4', 'Li Sun', { card: null }),
    ];
    const { fetchMock } = stubApi({
      [discoverRoutes.orgDetail.path]: () => ok(org(4, english)),
      [discoverRoutes.orgMembers.path]: () => page(people),
      [feedRoutes.followTargets.path]: () => ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<DiscoverMemberPage />, memberOne, MEMBER);
    const fang = await screen.findByRole('article', { name: 'Fang Wang' });
    expect(within(fang).getByRole('link', { name: 'View the card of Fang Wang' })).toBeInTheDocument();
    expect(within(fang).getByRole('button', { name: 'Message Fang Wang' })).toBeInTheDocument();
    expect(screen.getByText('No open card')).toBeInTheDocument();
    const own = screen.getByTestId('discover-member').textContent!.replace(uiKitWords, '');
    expect(own).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
