import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadsRoutes, type Lead, type LeadList } from '@platform/contracts';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { c2cConversationId } from '@platform/contracts/im/ids';
import { changeLanguage } from '../../shared/i18n';
import { cardOf } from '../../test/cardRows';
import { renderWithApp, signedInSession, okReply, stubApi } from '../../test/renderWithApp';
import { viewPath } from '../cards';
import LeadsHomePage from './LeadsHomePage';

/** 平台名片 in a lead's drawer: the company's open cards as the server masked them, the card page and a chat. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const ME = '1000000000000000007';
const session = { ...signedInSession, userInfo: { ...signedInSession.userInfo!, userId: ME } };
const list: LeadList = {
  listId: '31',
  name: '深圳软件企业',
  ownerId: ME,
  ownerName: '陈静',
  share: 'organisation',
  sharedUserIds: [],
  leadCount: 1,
  statusCounts: { new: 1, contacted: 0, interested: 0, converted: 0, invalid: 0 },
  canManage: true,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};
const lead: Lead = {
  leadId: '41',
  listId: '31',
  companyId: '9001',
  companyName: '甲公司',
  uscNo: '91440300MA5XXXXXX1',
  regionCode: '440305',
  regionName: '广东省深圳市南山区',
  industryName: '软件',
  score: 80,
  status: 'new',
  invalidReason: null,
  assigneeId: null,
  assigneeName: null,
  nextFollowUpOn: null,
  lastFollowUpAt: null,
  followUpCount: 0,
  convertedAt: null,
  productTags: [],
  canWork: true,
  createdAt: '2026-11-20T02:00:00.000Z',
};
const LINA = '1000000000000000003';
const cards = [
  cardOf('501', { userId: LINA, userName: '李娜', post: '总经理', orgName: '甲公司', companyId: '9001' }),
  cardOf('502', {
    userId: '1000000000000000004',
    userName: '王芳',
    phone: '13933334444',
    email: 'wangfang@example.com',
    encrypt: false,
    companyId: '9001',
  }),
  // The caller's own card: no chat with oneself.
  cardOf('503', { userId: ME, userName: '陈静', companyId: '9001' }),
];

function stub(leadCards = okReply(cards)) {
  const stubbed = stubApi({
    [bigdataRoutes.searchConditions.path]: okReply({ industries: [], chains: [] }),
    [leadsRoutes.leadDue.path]: okReply({ today: '2026-11-27', dueToday: 0, overdue: 0, leads: [] }),
    [leadsRoutes.members.path]: okReply([{ userId: ME, name: '陈静', isAdmin: true }]),
    [leadsRoutes.listPage.path]: okReply({ records: [list], total: 1, current: 1, size: 20 }),
    [leadsRoutes.listDetail.path]: okReply(list),
    [leadsRoutes.leadPage.path]: okReply({ records: [lead], total: 1, current: 1, size: 20 }),
    [leadsRoutes.followUpList.path]: okReply([]),
    [leadsRoutes.leadCards.path]: leadCards,
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return stubbed;
}

async function openDrawer(name = '跟进 甲公司') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('平台名片 in the lead drawer', () => {
  it('lists the company’s cards as the server masked them, with the card page and a chat', async () => {
    const { calls } = stub();
    const { router } = renderWithApp(<LeadsHomePage />, session, '/toker/tokerIndex?tab=lists&list=31');
    const drawer = await openDrawer();
    const section = within(drawer).getByRole('region', { name: '平台名片' });
    const rows = await within(section).findAllByTestId('lead-card');
    expect(rows).toHaveLength(3);
    expect(calls.some((c) => c.url.startsWith(`${leadsRoutes.leadCards.path}?leadId=41`))).toBe(true);
    // Masked contacts are shown as the server sent them; unmasked ones in full.
    expect(rows[0]).toHaveTextContent('138****5678');
    expect(rows[0]).toHaveTextContent('总经理');
    expect(rows[1]).toHaveTextContent('13933334444');
    expect(within(section).getByRole('link', { name: '查看 李娜 的名片' })).toHaveAttribute(
      'href',
      viewPath('501'),
    );
    // One's own card has no chat.
    expect(within(section).queryByRole('button', { name: '给 陈静 发消息' })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: '给 李娜 发消息' }));
    expect(router.state.location.pathname).toBe('/im/index');
    expect(new URLSearchParams(router.state.location.search).get('conversationID')).toBe(
      c2cConversationId(ME, LINA),
    );
  });

  it('says so when the company shows no card', async () => {
    stub(okReply([]));
    renderWithApp(<LeadsHomePage />, session, '/toker/tokerIndex?tab=lists&list=31');
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('该企业暂无公开的平台名片')).toBeInTheDocument();
  });

  it('shows the failure without breaking the follow-up form', async () => {
    stub({ body: { code: 404, msg: '该线索不存在', data: null } });
    renderWithApp(<LeadsHomePage />, session, '/toker/tokerIndex?tab=lists&list=31');
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('平台名片加载失败')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '保存跟进' })).toBeEnabled();
  });

  it('says it in English', async () => {
    changeLanguage('en');
    stub();
    renderWithApp(<LeadsHomePage />, session, '/toker/tokerIndex?tab=lists&list=31');
    const drawer = await openDrawer('Follow up 甲公司');
    const section = within(drawer).getByRole('region', { name: 'Cards on the platform' });
    expect(await within(section).findByRole('link', { name: 'View the card of 李娜' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Message 李娜' })).toBeInTheDocument();
  });
});
