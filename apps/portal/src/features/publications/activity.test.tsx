import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyRegistrationRow, PublicationDetail, PublicationSummary } from '@platform/contracts/content';
import { interactionRoutes } from '@platform/contracts/content/interactions-routes';
import { publicationRoutes } from '@platform/contracts/content/publications-routes';
import { okReply as ok, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import ActivityPage from './ActivityPage';
import PublicationDetailPage from './PublicationDetailPage';

afterEach(() => vi.unstubAllGlobals());

const PAGE = publicationRoutes.page.path;
const DETAIL = publicationRoutes.detail.path;
const MINE = interactionRoutes.registrationMine.path;
const SAVE = interactionRoutes.registrationSave.path;
const CANCEL = interactionRoutes.registrationCancel.path;
const STATES = interactionRoutes.readerStates.path;
const COMMENTS = interactionRoutes.commentPage.path;

/** An activity; times far from any run's clock so each state is the same on every machine. */
const activity = (id: string, title: string, over: Partial<PublicationSummary> = {}): PublicationSummary => ({
  id,
  kind: 'activity',
  section: 'toker',
  visibility: 'public',
  status: 'published',
  title,
  cover: null,
  summary: '',
  tags: [],
  industryCode: null,
  chainCode: null,
  regionCode: null,
  projectAmount: null,
  activityStart: '2099-12-01T01:30:00Z',
  activityEnd: '2099-12-01T09:00:00Z',
  activityPlace: '杭州国际博览中心',
  activityCapacity: 100,
  registrationDeadline: '2099-11-30T10:00:00Z',
  viewCount: 0,
  likeCount: 0,
  collectCount: 0,
  commentCount: 0,
  registrationCount: 12,
  publishedAt: '2026-11-20T02:00:00Z',
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
  author: { userId: '2', name: '李娜', avatar: '', tenantId: '200001', orgName: '示例科技' },
  withdrawnBy: null,
  withdrawReason: null,
  ...over,
});
const pageOf = <T,>(records: T[]) => ok({ records, total: records.length, current: 1, size: 10 });
const detailOf = (over: Partial<PublicationDetail> = {}): PublicationDetail => ({
  ...activity('11', '集成电路产业对接会'),
  body: { type: 'doc', content: [] },
  attachments: [],
  chainNodeId: null,
  isOwner: false,
  canModerate: false,
  authorCardId: '7001',
  ...over,
});
const registration = (over: Partial<MyRegistrationRow> = {}): MyRegistrationRow => ({
  publicationId: '11',
  readable: true,
  title: '集成电路产业对接会',
  cover: null,
  activityStart: '2099-12-01T01:30:00Z',
  activityEnd: '2099-12-01T09:00:00Z',
  place: '杭州国际博览中心',
  orgName: '示例科技',
  registrationCount: 13,
  capacity: 100,
  name: '张伟',
  phone: '13912345678',
  company: '示例科技',
  note: '',
  registerTime: '2026-11-21T02:00:00Z',
  ...over,
});
const query = (url: string) => new URL(url, 'http://x').searchParams;
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('/activity/index', () => {
  it('lists upcoming activities with their facts and states, and ended ones on the second tab', async () => {
    const { fetchMock, calls } = stubApi({
      [PAGE]: (_init, url) =>
        query(url).get('when') === 'past'
          ? pageOf([
              activity('21', '往届峰会', {
                activityStart: '2020-05-01T01:00:00Z',
                activityEnd: '2020-05-01T09:00:00Z',
                registrationDeadline: null,
              }),
            ])
          : pageOf([
              activity('11', '集成电路产业对接会'),
              activity('12', '满员沙龙', { registrationCount: 30, activityCapacity: 30 }),
              activity('13', '截止报名的论坛', { registrationDeadline: '2020-01-01T00:00:00Z' }),
            ]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ActivityPage />, {}, '/activity/index');

    const open = (await screen.findByRole('heading', { name: '集成电路产业对接会' })).closest('li')!;
    expect(within(open).getByRole('link', { name: '集成电路产业对接会' })).toHaveAttribute(
      'href',
      '/publicationDetail/index?id=11',
    );
    expect(open).toHaveTextContent('2099-12-01 09:30 – 2099-12-01 17:00');
    expect(open).toHaveTextContent('杭州国际博览中心');
    expect(open).toHaveTextContent('12 / 100 人已报名');
    expect(open).toHaveTextContent('2099-11-30 18:00');
    expect(within(open).getByText(/^报名中$/)).toBeInTheDocument();
    const full = screen.getByRole('heading', { name: '满员沙龙' }).closest('li')!;
    expect(within(full).getByText(/^已满$/)).toBeInTheDocument();
    const closed = screen.getByRole('heading', { name: '截止报名的论坛' }).closest('li')!;
    expect(within(closed).getByText(/^报名截止$/)).toBeInTheDocument();
    const first = calls.find((c) => c.url.startsWith(PAGE))!;
    expect(query(first.url).get('kind')).toBe('activity');
    expect(query(first.url).get('when')).toBe('upcoming');

    await userEvent.click(screen.getByRole('tab', { name: '已结束' }));
    const past = (await screen.findByRole('heading', { name: '往届峰会' })).closest('li')!;
    expect(within(past).getByText(/^已结束$/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '集成电路产业对接会' })).toBeNull();
  });

  it('lists my registrations and cancels one after a confirm', async () => {
    let registered = true;
    const { fetchMock, calls } = stubApi({
      [PAGE]: pageOf([]),
      [MINE]: () =>
        pageOf(
          registered
            ? [
                registration(),
                registration({
                  publicationId: '12',
                  title: '已开始的活动',
                  activityStart: '2020-01-01T00:00:00Z',
                }),
              ]
            : [
                registration({
                  publicationId: '12',
                  title: '已开始的活动',
                  activityStart: '2020-01-01T00:00:00Z',
                }),
              ],
        ),
      [CANCEL]: () => {
        registered = false;
        return ok({ publicationId: '11', registered: false, registrationCount: 12, capacity: 100 });
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ActivityPage />, signedInSession, '/activity/index');
    await userEvent.click(await screen.findByRole('tab', { name: '我的报名' }));
    const mine = (await screen.findByRole('heading', { name: '集成电路产业对接会' })).closest('li')!;
    expect(mine).toHaveTextContent('13912345678');
    // An activity that has started can no longer be cancelled.
    const started = screen.getByRole('heading', { name: '已开始的活动' }).closest('li')!;
    expect(within(started).queryByRole('button', { name: '取消报名' })).toBeNull();

    await userEvent.click(within(mine).getByRole('button', { name: '取消报名' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '集成电路产业对接会' })).toBeNull());
    const cancel = calls.find((c) => c.url.startsWith(CANCEL))!;
    expect(bodyOf(cancel.init)).toEqual({ publicationId: '11' });
  });

  it('asks a visitor to sign in for my registrations', async () => {
    const { fetchMock, calls } = stubApi({ [PAGE]: pageOf([]) });
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<ActivityPage />, {}, '/activity/index');
    await userEvent.click(await screen.findByRole('tab', { name: '我的报名' }));
    expect(screen.getByText('登录后查看我的报名')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(store.getState().app.showLogInDialog).toBe(true);
    expect(calls.some((c) => c.url.startsWith(MINE))).toBe(false);
  });
});

/** The server's side of one reader of activity 11: a registration shows in the next reader states. */
function detailStub(refusal?: string) {
  let registered = false;
  let count = 12;
  return stubApi({
    [DETAIL]: () => ok(detailOf({ registrationCount: count })),
    [STATES]: () =>
      ok({
        publications: [{ publicationId: '11', liked: false, collected: false, registered }],
        dynamics: [],
      }),
    [COMMENTS]: ok({ records: [], total: 0, current: 1, size: 20, commentCount: 0 }),
    [SAVE]: () => {
      if (refusal) return { status: 400, body: { code: 91001, msg: refusal, data: null } };
      registered = true;
      count += 1;
      return ok({ publicationId: '11', registered: true, registrationCount: count, capacity: 100 });
    },
    [CANCEL]: () => {
      registered = false;
      count -= 1;
      return ok({ publicationId: '11', registered: false, registrationCount: count, capacity: 100 });
    },
  });
}

describe('registration on the detail page', { timeout: 30_000 }, () => {
  it('registers with the fields the server takes, then cancels', async () => {
    const { fetchMock, calls } = detailStub();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PublicationDetailPage />, signedInSession, '/publicationDetail/index?id=11');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith(STATES))).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: '立即报名' }));
    const dialog = await screen.findByRole('dialog', { name: '活动报名' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交报名' }));
    expect(within(dialog).getByText('请输入姓名')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith(SAVE))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/姓名/), ' 张伟 ');
    await userEvent.type(within(dialog).getByLabelText(/手机号码/), '13912345678');
    await userEvent.type(within(dialog).getByLabelText(/单位/), '示例科技');
    await userEvent.type(within(dialog).getByLabelText('备注'), '两人参加');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('您已报名该活动')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '活动报名' })).toBeNull();
    expect(bodyOf(calls.find((c) => c.url.startsWith(SAVE))!.init)).toEqual({
      publicationId: '11',
      name: '张伟',
      phone: '13912345678',
      company: '示例科技',
      note: '两人参加',
    });
    expect(await screen.findByText('13 / 100 人已报名')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '取消报名' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByRole('button', { name: '立即报名' })).toBeInTheDocument();
    expect(bodyOf(calls.find((c) => c.url.startsWith(CANCEL))!.init)).toEqual({ publicationId: '11' });
  });

  it('reads the detail once: registering and cancelling take the count from their answer, counting no view', async () => {
    const { fetchMock, calls } = detailStub();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PublicationDetailPage />, signedInSession, '/publicationDetail/index?id=11');
    await userEvent.click(await screen.findByRole('button', { name: '立即报名' }));
    const dialog = await screen.findByRole('dialog', { name: '活动报名' });
    await userEvent.type(within(dialog).getByLabelText(/姓名/), '张伟');
    await userEvent.type(within(dialog).getByLabelText(/手机号码/), '13912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('13 / 100 人已报名')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '取消报名' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('12 / 100 人已报名')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '立即报名' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith(DETAIL))).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog", async () => {
    const { fetchMock } = detailStub('活动名额已满');
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PublicationDetailPage />, signedInSession, '/publicationDetail/index?id=11');
    await userEvent.click(await screen.findByRole('button', { name: '立即报名' }));
    const dialog = await screen.findByRole('dialog', { name: '活动报名' });
    await userEvent.type(within(dialog).getByLabelText(/姓名/), '张伟');
    await userEvent.type(within(dialog).getByLabelText(/手机号码/), '13912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交报名' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^活动名额已满$/);
    expect(screen.queryByText('您已报名该活动')).toBeNull();
  });

  it('asks a visitor to log in instead of registering', async () => {
    const { fetchMock, calls } = detailStub();
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<PublicationDetailPage />, {}, '/publicationDetail/index?id=11');
    await userEvent.click(await screen.findByRole('button', { name: '立即报名' }));
    expect(store.getState().app.showLogInDialog).toBe(true);
    expect(screen.queryByRole('dialog', { name: '活动报名' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith(SAVE))).toBe(false);
  });

  it('offers no registration once the activity is full', async () => {
    const { fetchMock } = stubApi({
      [DETAIL]: ok(detailOf({ registrationCount: 100 })),
      [COMMENTS]: ok({ records: [], total: 0, current: 1, size: 20, commentCount: 0 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PublicationDetailPage />, {}, '/publicationDetail/index?id=11');
    expect(await screen.findByText(/^已满$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即报名' })).toBeNull();
  });
});

describe("the author's card", () => {
  it('shows the name, organisation and a link to the business card', async () => {
    const { fetchMock } = stubApi({
      [DETAIL]: ok(detailOf()),
      [COMMENTS]: ok({ records: [], total: 0, current: 1, size: 20, commentCount: 0 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PublicationDetailPage />, {}, '/publicationDetail/index?id=11');
    const card = await screen.findByRole('complementary', { name: '作者' });
    expect(within(card).getByText('李娜')).toBeInTheDocument();
    expect(within(card).getByText('示例科技')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '查看名片' })).toHaveAttribute(
      'href',
      '/businessCard/view?vcardId=7001&cardType=0',
    );
  });

  it('links no card when the reader may see none', async () => {
    const { fetchMock } = stubApi({
      [DETAIL]: ok(detailOf({ kind: 'article', authorCardId: null })),
      [COMMENTS]: ok({ records: [], total: 0, current: 1, size: 20, commentCount: 0 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PublicationDetailPage />, {}, '/publicationDetail/index?id=11');
    const card = await screen.findByRole('complementary', { name: '作者' });
    expect(within(card).getByText('李娜')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: '立即报名' })).toBeNull();
  });
});
