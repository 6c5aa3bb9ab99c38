import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { associationRoutes as R } from '@platform/contracts';
import { searchRoutes } from '@platform/contracts/search/routes';
import { publicationRoutes } from '@platform/contracts/content/publications-routes';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import AssociationHomePage from './AssociationHomePage';
import ApplyPage from './ApplyPage';
import type { AssocApplication, AssocDues, AssocMember, AssocPost } from './associationApi';
import './i18n';

/** The 会员管理 home (tabs, approve and reject, dues) and the applicant's page (docs/association.md). */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const levels = [
  { levelId: '1', name: '会长', sort: 0, members: 1 },
  { levelId: '2', name: '副会长', sort: 1, members: 0 },
  { levelId: '3', name: '理事', sort: 2, members: 0 },
  { levelId: '4', name: '会员', sort: 3, members: 0 },
];
const application = (over: Partial<AssocApplication> = {}): AssocApplication => ({
  applicationId: '11',
  associationId: '200002',
  associationName: 'Suzhou Chain Services',
  companyId: '9001',
  companyName: 'Acme Robotics',
  contactName: 'Wang',
  contactPhone: '13900001111',
  note: 'Please admit us',
  state: 'pending',
  reason: null,
  applicantName: 'Lina',
  memberId: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  decidedAt: null,
  ...over,
});
const member: AssocMember = {
  memberId: '21',
  companyId: '9002',
  companyName: 'Beta Motors',
  regionName: null,
  industryName: null,
  levelId: '1',
  levelName: '会长',
  contactName: 'Zhou',
  contactPhone: '13900002222',
  contactUserId: null,
  termStart: '2026-01-01',
  termEnd: '2028-12-31',
  state: 'active',
  termExpired: false,
  createdAt: '2026-01-01T02:00:00.000Z',
};
const dues: AssocDues = {
  duesId: '31',
  memberId: '21',
  companyName: 'Beta Motors',
  levelName: '会长',
  year: 2026,
  amount: 50000,
  dueDate: '2026-03-31',
  paidOn: null,
  state: 'overdue',
  dueSoon: false,
};
const post: AssocPost = {
  postId: '41',
  associationId: '200002',
  associationName: 'Suzhou Chain Services',
  publicationId: '7001',
  kind: 'activity',
  title: 'Supply and demand meeting',
  readable: true,
  activityStart: '2031-03-01 09:00',
  activityEnd: '2031-03-01 17:00',
  activityPlace: 'Expo Centre',
  path: '/publicationDetail/index?id=7001',
  recipients: 5,
  sentAt: '2026-11-28 10:00',
};
const page = <T,>(records: T[]) => okReply({ records, total: records.length, current: 1, size: 10 });

function stub(isAdmin = true) {
  const stubbed = stubApi({
    [R.overview.path]: okReply({
      isAdmin,
      associationName: 'Suzhou Chain Services',
      activeMembers: 1,
      pendingApplications: 1,
      duesOverdue: 1,
      duesSoon: 0,
    }),
    [R.stats.path]: okReply({
      byLevel: levels.map((l) => ({ key: l.levelId, name: l.name, count: l.members })),
      byIndustry: [{ key: 'C34', name: 'General equipment', count: 1 }],
      byRegion: [{ key: '320500', name: 'Suzhou', count: 1 }],
      dues: { year: 2026, collected: 0, outstanding: 50000, overdue: 50000, paidCount: 0, unpaidCount: 1 },
    }),
    [R.levelList.path]: okReply(levels),
    [R.memberPage.path]: page([member]),
    [R.applicationPage.path]: page([application()]),
    [R.applicationApprove.path]: okReply(application({ state: 'approved' })),
    [R.applicationReject.path]: okReply(application({ state: 'rejected', reason: 'x' })),
    [R.duesPage.path]: page([dues]),
    [R.duesPaid.path]: okReply({ ...dues, state: 'paid', paidOn: '2026-11-28' }),
    [R.duesRemind.path]: okReply({ day: '2026-11-28', reminded: 3, already: 1, noContact: 2 }),
    [R.settings.path]: okReply({ accepting: true, intro: '', associationId: '200002' }),
    [R.postPage.path]: page([
      post,
      {
        ...post,
        postId: '42',
        kind: 'article',
        title: 'Old notice',
        readable: false,
        activityStart: null,
        activityEnd: null,
        activityPlace: null,
      },
    ]),
    [R.postSend.path]: okReply({ ...post, sentNow: 4 }),
    [publicationRoutes.page.path]: page([{ id: '7001', title: 'Supply and demand meeting' }]),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const bodies = (path: string) =>
    stubbed.calls
      .filter((c) => c.url.startsWith(path) && typeof c.init.body === 'string')
      .map((c) => JSON.parse(String(c.init.body)) as unknown);
  return { ...stubbed, bodies };
}

const home = (tab?: string) =>
  renderWithApp(<AssociationHomePage />, signedInSession, tab ? `/?tab=${tab}` : '/');

async function axeClean() {
  // floating-ui's focus guards (empty spans that bounce focus back into a dialog) are Chromium's to check.
  const result = await axe.run(
    { include: [document.body], exclude: [['[data-floating-ui-focus-guard]']] },
    {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    },
  );
  return result.violations.map((v) => v.id);
}

describe('the 会员管理 home', () => {
  it('shows the tabs with the badges, and approves a pending application with a level', async () => {
    const { bodies } = stub();
    // The overview's charts (echarts) draw on a canvas jsdom lacks; the E2E journey shows them.
    home('members');
    expect(await screen.findByTestId('assoc-members')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: '会员管理' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      '概览',
      '会员',
      '会员名录',
      expect.stringMatching(/^入会申请1/),
      expect.stringMatching(/^会费1/),
      '通知活动',
      '设置',
    ]);
    await userEvent.click(within(tabs).getByRole('tab', { name: /入会申请/ }));
    await userEvent.click(await screen.findByRole('button', { name: '通过 Acme Robotics' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('会员等级'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() =>
      expect(bodies(R.applicationApprove.path)).toEqual([
        expect.objectContaining({ applicationId: '11', levelId: '2' }),
      ]),
    );
  });

  it('refuses a rejection without a reason, then sends it with one', async () => {
    const { bodies } = stub();
    home('applications');
    await userEvent.click(await screen.findByRole('button', { name: '拒绝 Acme Robotics' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请填写拒绝原因');
    expect(bodies(R.applicationReject.path)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('拒绝原因'), '不符合条件');
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await waitFor(() =>
      expect(bodies(R.applicationReject.path)).toEqual([{ applicationId: '11', reason: '不符合条件' }]),
    );
  });

  it('marks dues paid; a member who is not an administrator sees no actions and no settings', async () => {
    const { bodies } = stub();
    home('dues');
    await userEvent.click(await screen.findByRole('button', { name: '登记已缴 Beta Motors 2026' }));
    await waitFor(() => expect(bodies(R.duesPaid.path)).toEqual([{ duesId: '31' }]));
    cleanup();
    vi.unstubAllGlobals();
    stub(false);
    home('dues');
    expect(
      await screen.findByText('你可以查看本会数据；审批、会费登记和设置由组织管理员操作。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /登记已缴/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送催缴提醒' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '设置' })).not.toBeInTheDocument();
  });

  it('sends the dues reminders and says how many went out', async () => {
    const { calls } = stub();
    home('dues');
    const send = await screen.findByRole('button', { name: '发送催缴提醒' });
    expect(send).toHaveAccessibleDescription(/每条会费每天最多提醒一次/);
    await userEvent.click(send);
    expect(
      await screen.findByText('已提醒 3 条，今日已提醒过 1 条，2 条的会员未关联平台用户'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith(R.duesRemind.path))).toHaveLength(1);
    expect(await axeClean()).toEqual([]);
  });

  it('lists the notices and events sent to members, and sends one picked from the organisation’s', async () => {
    const { bodies, calls } = stub();
    home('posts');
    const table = await screen.findByRole('table', { name: '通知活动' });
    expect(await within(table).findByRole('link', { name: 'Supply and demand meeting' })).toHaveAttribute(
      'href',
      '/publicationDetail/index?id=7001',
    );
    expect(within(table).getByText('已撤回')).toBeInTheDocument();
    expect(within(table).getByText('2031-03-01 09:00 – 17:00 · Expo Centre')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发送通知或活动' }));
    const dialog = await screen.findByRole('dialog', { name: '发送给会员' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请选择要发送的内容');
    expect(bodies(R.postSend.path)).toEqual([]);
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith(`${publicationRoutes.page.path}?`))).toBe(true),
    );
    expect(calls.find((c) => c.url.startsWith(publicationRoutes.page.path))!.url).toMatch(
      /tenantId=200002.*kind=activity|kind=activity.*tenantId=200002/,
    );
    await userEvent.selectOptions(
      await within(dialog).findByLabelText('内容'),
      await within(dialog).findByRole('option', { name: 'Supply and demand meeting' }),
    );
    expect(await axeClean()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies(R.postSend.path)).toEqual([{ publicationId: '7001' }]));
    expect(await screen.findByText('已发送，新送达 4 位会员用户')).toBeInTheDocument();
  });

  it('reads in English with no Chinese interface words, and axe finds nothing', async () => {
    changeLanguage('en');
    stub();
    const { container } = home('members');
    expect(await screen.findByText('Beta Motors')).toBeInTheDocument();
    expect(screen.getAllByText('President').length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await axeClean()).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Notices and events' }));
    expect(await screen.findByRole('link', { name: 'Supply and demand meeting' })).toBeInTheDocument();
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await axeClean()).toEqual([]);
  });
});

describe('the applicant’s page', () => {
  it('lists associations, applies for a picked company and shows my applications with the reason', async () => {
    const stubbed = stubApi({
      [R.applyList.path]: okReply([
        { associationId: '200002', name: 'Suzhou Chain Services', intro: 'Join us', members: 16 },
      ]),
      [R.applyMine.path]: okReply([application({ state: 'rejected', reason: 'Outside our region' })]),
      [searchRoutes.suggestCompany.path]: okReply([{ companyId: '9001', companyName: 'Acme Robotics' }]),
      [R.apply.path]: okReply(application()),
      [R.applyPosts.path]: okReply([post]),
    });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    renderWithApp(<ApplyPage />, signedInSession);
    expect(await screen.findByText('Outside our region')).toBeInTheDocument();
    const posts = screen.getByRole('region', { name: '协会通知活动' });
    expect(await within(posts).findByRole('link', { name: 'Supply and demand meeting' })).toHaveAttribute(
      'href',
      '/publicationDetail/index?id=7001',
    );
    await userEvent.click(await screen.findByRole('button', { name: '申请加入 Suzhou Chain Services' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请从搜索结果中选择企业');
    await userEvent.type(within(dialog).getByRole('combobox'), 'Acme');
    // The suggestions float in a layer of their own, outside the dialog.
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Robotics' }));
    await userEvent.type(within(dialog).getByLabelText('联系人姓名'), '王建国');
    await userEvent.type(within(dialog).getByLabelText('联系人手机'), '13900001111');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(
        stubbed.calls
          .filter((c) => c.url.startsWith(R.apply.path))
          .map((c) => JSON.parse(String(c.init.body)) as unknown),
      ).toEqual([
        {
          associationId: '200002',
          companyId: '9001',
          contactName: '王建国',
          contactPhone: '13900001111',
          note: '',
        },
      ]),
    );
    expect(await axeClean()).toEqual([]);
  });
});
