import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { govRoutes as R } from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import GovEnterprisePage from './GovEnterprisePage';
import GovHomePage from './GovHomePage';
import type { AppealDetail, DeskInfo, Notice } from './govApi';
import './i18n';

/** The 政企通 desk (tabs, an appeal's steps) and the enterprise page (submit, my appeals, rate). */
// jsdom lacks layout: colour contrast is left to the E2E journey's axe in Chromium, and so are
// floating-ui's focus guards (empty spans that only bounce focus back into the drawer).

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const desk = (over: Partial<DeskInfo> = {}): DeskInfo => ({
  deskName: 'Xihu Service Centre',
  regionCode: '330106',
  regionName: 'Xihu',
  categoryDays: { policy: 5, finance: 10, talent: 7, land: 15, approval: 7, other: 10 },
  isAdmin: true,
  departments: [
    { departmentId: '41', name: 'Enterprise Services', openAppeals: 1 },
    { departmentId: '42', name: 'Planning', openAppeals: 0 },
  ],
  members: [
    { userId: '1000000000000000007', name: 'Chen' },
    { userId: '1000000000000000008', name: 'Zhou' },
  ],
  ...over,
});
const appeal = (over: Partial<AppealDetail> = {}): AppealDetail => ({
  appealId: '51',
  deskName: 'Xihu Service Centre',
  companyId: '9001',
  companyName: 'Acme Robotics',
  category: 'talent',
  title: 'Housing for graduates',
  content: 'We hired 12 graduates <b>and</b> ask about housing.',
  contactName: 'Lina',
  contactPhone: '13800000002',
  submitterName: 'Lina',
  state: 'submitted',
  departmentId: null,
  departmentName: '',
  assigneeId: null,
  assigneeName: '',
  answer: '',
  rejectReason: '',
  deadline: '2026-12-05',
  overdue: false,
  rating: null,
  ratingComment: '',
  createdAt: '2026-11-28 10:00',
  answeredAt: null,
  attachments: [],
  events: [
    {
      kind: 'submitted',
      actorName: 'Lina',
      side: 'enterprise',
      text: '',
      departmentName: '',
      assigneeName: '',
      time: '2026-11-28 10:00',
    },
  ],
  ...over,
});
const notice: Notice = {
  noticeId: '61',
  deskName: 'Xihu Service Centre',
  title: 'High-tech enterprise applications open',
  body: 'Apply before 31 December.',
  category: 'policy',
  target: 'all',
  companies: [],
  recipients: 3,
  authorName: 'Chen',
  createdAt: '2026-11-23 09:00',
};
const page = <T,>(records: T[]) => okReply({ records, total: records.length, current: 1, size: 20 });

function stubDesk(detail: AppealDetail = appeal(), info: DeskInfo = desk()) {
  const stubbed = stubApi({
    [R.deskInfo.path]: okReply(info),
    [R.appealPage.path]: page([detail]),
    [R.appealDetail.path]: okReply(detail),
    [R.appealAct.path]: okReply(detail),
    [R.noticePage.path]: page([notice]),
    [R.enterprisePage.path]: page([]),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return { ...stubbed, bodies: bodiesOf(stubbed.calls) };
}

const bodiesOf = (calls: { url: string; init: RequestInit }[]) => (path: string) =>
  calls
    .filter((c) => c.url.startsWith(path) && typeof c.init.body === 'string')
    .map((c) => JSON.parse(String(c.init.body)) as unknown);

const home = (tab?: string) => renderWithApp(<GovHomePage />, signedInSession, tab ? `/?tab=${tab}` : '/');

async function axeClean() {
  const result = await axe.run(
    { include: [document.body], exclude: [['[data-floating-ui-focus-guard]']] },
    {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    },
  );
  return result.violations.map((v) => v.id);
}

describe('the 政企通 desk', () => {
  it('shows its tabs, opens an appeal and accepts it; the user text stays text', async () => {
    const { bodies } = stubDesk();
    home('appeals');
    const tabs = await screen.findByRole('tablist', { name: '政企通' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['概览', '企业', '诉求', '通知', '设置']);
    await userEvent.click(await screen.findByRole('button', { name: 'Housing for graduates' }));
    const detail = await screen.findByTestId('gov-appeal-detail');
    expect(within(detail).getByText(/<b>and<\/b>/)).toBeInTheDocument();
    const steps = within(detail).getByTestId('gov-desk-actions');
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['受理', '退回']);
    expect(await axeClean()).toEqual([]);
    await userEvent.click(within(steps).getByRole('button', { name: '受理' }));
    await waitFor(() => expect(bodies(R.appealAct.path)).toEqual([{ appealId: '51', action: 'accept' }]));
  });

  it('assigns an accepted appeal to a department and a person', async () => {
    const { bodies } = stubDesk(appeal({ state: 'accepted' }));
    home('appeals');
    await userEvent.click(await screen.findByRole('button', { name: 'Housing for graduates' }));
    const steps = await screen.findByTestId('gov-desk-actions');
    await userEvent.click(within(steps).getByRole('button', { name: '交办' }));
    expect(within(steps).getByRole('button', { name: '交办', pressed: true })).toBeInTheDocument();
    await userEvent.selectOptions(within(steps).getByLabelText('选择承办部门'), '41');
    await userEvent.selectOptions(within(steps).getByLabelText('选择承办人（选填）'), '1000000000000000008');
    expect(await axeClean()).toEqual([]);
    const submit = within(steps)
      .getAllByRole('button', { name: '交办' })
      .find((b) => b.getAttribute('type') === 'submit')!;
    await userEvent.click(submit);
    await waitFor(() =>
      expect(bodies(R.appealAct.path)).toEqual([
        { appealId: '51', action: 'assign', departmentId: '41', assigneeId: '1000000000000000008' },
      ]),
    );
  });

  it('offers a member only answer and transfer, and lists the notices with no 发布 button', async () => {
    stubDesk(appeal({ state: 'assigned', departmentId: '41', departmentName: 'Enterprise Services' }), {
      ...desk(),
      isAdmin: false,
    });
    home('appeals');
    await userEvent.click(await screen.findByRole('button', { name: 'Housing for graduates' }));
    const steps = await screen.findByTestId('gov-desk-actions');
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['答复', '转办']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('tab', { name: '通知' }));
    expect(await screen.findByText('High-tech enterprise applications open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发布通知' })).not.toBeInTheDocument();
  });

  it('reads in English with no Chinese interface words, and axe finds nothing', async () => {
    changeLanguage('en');
    stubDesk(appeal({ state: 'answered', answer: 'You qualify.', departmentName: 'Enterprise Services' }));
    const { container } = home('appeals');
    await userEvent.click(await screen.findByRole('button', { name: 'Housing for graduates' }));
    const steps = await screen.findByTestId('gov-desk-actions');
    expect(within(steps).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getAllByText('Answered').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await axeClean()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(await screen.findByTestId('gov-settings')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await axeClean()).toEqual([]);
  });
});

function stubEnterprise(mine: AppealDetail = appeal()) {
  const stubbed = stubApi({
    [R.entMe.path]: okReply({
      company: { companyId: '9001', companyName: 'Acme Robotics', regionCode: '330106', regionName: 'Xihu' },
      desk: { deskName: 'Xihu Service Centre', regionName: 'Xihu' },
    }),
    [R.entAppealPage.path]: page([mine]),
    [R.entAppealDetail.path]: okReply(mine),
    [R.entAppealSubmit.path]: okReply(appeal()),
    [R.entAppealRate.path]: okReply({ ...mine, rating: 4 }),
    [R.entNoticePage.path]: page([notice]),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return { ...stubbed, bodies: bodiesOf(stubbed.calls) };
}

const enterprise = (tab?: string) =>
  renderWithApp(<GovEnterprisePage />, signedInSession, tab ? `/?tab=${tab}` : '/');

describe('the enterprise page', () => {
  it('refuses an empty appeal field by field, then submits it', async () => {
    const { bodies } = stubEnterprise();
    enterprise('submit');
    const form = await screen.findByTestId('gov-appeal-form');
    await userEvent.click(within(form).getByRole('button', { name: '提交诉求' }));
    expect(within(form).getByText('请选择诉求类别')).toBeInTheDocument();
    expect(within(form).getByLabelText('诉求标题')).toHaveAccessibleDescription('请填写诉求标题');
    expect(within(form).getByLabelText('诉求内容')).toHaveAccessibleDescription(/^请填写诉求内容/);
    expect(within(form).getByLabelText('联系人')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('联系电话')).toHaveAccessibleDescription('请填写 11 位手机号');
    expect(await axeClean()).toEqual([]);
    expect(bodies(R.entAppealSubmit.path)).toEqual([]);

    await userEvent.selectOptions(within(form).getByLabelText('诉求类别'), 'talent');
    await userEvent.type(within(form).getByLabelText('诉求标题'), '人才公寓');
    await userEvent.type(within(form).getByLabelText('诉求内容'), '申请条件');
    await userEvent.type(within(form).getByLabelText('联系人'), '李娜');
    await userEvent.type(within(form).getByLabelText('联系电话'), '1380000');
    await userEvent.click(within(form).getByRole('button', { name: '提交诉求' }));
    expect(within(form).getByLabelText('联系电话')).toHaveAccessibleDescription('请填写 11 位手机号');
    expect(within(form).queryByText('请填写诉求标题')).not.toBeInTheDocument();
    expect(bodies(R.entAppealSubmit.path)).toEqual([]);
    await userEvent.type(within(form).getByLabelText('联系电话'), '0002');
    await userEvent.click(within(form).getByRole('button', { name: '提交诉求' }));
    await waitFor(() =>
      expect(bodies(R.entAppealSubmit.path)).toEqual([
        {
          category: 'talent',
          title: '人才公寓',
          content: '申请条件',
          contactName: '李娜',
          contactPhone: '13800000002',
          attachments: [],
        },
      ]),
    );
    // Submitted: back to 我的诉求.
    expect(await screen.findByTestId('gov-my-appeals')).toBeInTheDocument();
  });

  it('lists my appeals and rates an answered one', async () => {
    const { bodies } = stubEnterprise(appeal({ state: 'answered', answer: 'You qualify.' }));
    enterprise();
    const mine = await screen.findByTestId('gov-my-appeals');
    expect(await within(mine).findByText('已答复')).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Housing for graduates' }));
    const rate = await screen.findByTestId('gov-rate');
    await userEvent.selectOptions(within(rate).getByLabelText('满意度（1–5 分）'), '4');
    await userEvent.type(within(rate).getByLabelText('评价内容'), '很及时');
    expect(await axeClean()).toEqual([]);
    await userEvent.click(within(rate).getByRole('button', { name: '评价' }));
    await waitFor(() =>
      expect(bodies(R.entAppealRate.path)).toEqual([{ appealId: '51', rating: 4, comment: '很及时' }]),
    );
  });

  it('offers no rating while the appeal is open, nor once it is rated', async () => {
    stubEnterprise(appeal({ state: 'closed', rating: 5, ratingComment: 'Good' }));
    enterprise();
    await userEvent.click(await screen.findByRole('button', { name: 'Housing for graduates' }));
    expect(await screen.findByText('5 分 Good')).toBeInTheDocument();
    expect(screen.queryByTestId('gov-rate')).not.toBeInTheDocument();
  });

  it('reads in English with no Chinese interface words on every tab, and axe finds nothing', async () => {
    changeLanguage('en');
    stubEnterprise(appeal({ state: 'answered', answer: 'You qualify.' }));
    const { container } = enterprise();
    await userEvent.click(await screen.findByRole('button', { name: 'Housing for graduates' }));
    expect(await screen.findByTestId('gov-rate')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await axeClean()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('tab', { name: 'New appeal' }));
    const form = await screen.findByTestId('gov-appeal-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit appeal' }));
    expect(within(form).getByText('Choose a category')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await axeClean()).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Notices' }));
    expect(await screen.findByText('High-tech enterprise applications open')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await axeClean()).toEqual([]);
  });
});
