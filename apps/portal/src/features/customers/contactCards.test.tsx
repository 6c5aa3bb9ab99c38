import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customersRoutes } from '@platform/contracts';
import { c2cConversationId } from '@platform/contracts/im/ids';
import { changeLanguage } from '../../shared/i18n';
import { cardOf } from '../../test/cardRows';
import { renderWithApp, signedInSession, okReply, stubApi } from '../../test/renderWithApp';
import { viewPath } from '../cards';
import { CustomerDrawer } from './CustomerDrawer';
import './i18n';
import type { Activity, CustomerDetail } from './customersApi';

/** Contacts and business cards in a customer's drawer, and chat and card entries on its timeline. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const ME = '1000000000000000007';
const LINA = '1000000000000000003';
const ZHAO = '1000000000000000006';
const session = { ...signedInSession, userInfo: { ...signedInSession.userInfo!, userId: ME } };
const lina = cardOf('501', { userId: LINA, userName: '李娜', post: '总经理', companyId: '9001' });
const zhao = cardOf('504', {
  userId: ZHAO,
  userName: '赵敏',
  post: '产品经理',
  phone: '13955556666',
  email: 'zhaomin@example.com',
  encrypt: false,
  companyId: '9001',
});
const mine = cardOf('505', { userId: ME, userName: '陈静', companyId: '9001' });

const customer = (over: Partial<CustomerDetail> = {}): CustomerDetail => ({
  customerId: 'c1',
  name: '甲公司',
  uscNo: null,
  companyId: '9001',
  regionName: null,
  industryName: null,
  source: 'data',
  tags: [],
  ownerId: ME,
  ownerName: '陈静',
  collaboratorIds: [],
  openDeals: 0,
  openAmount: 0,
  lastActivityAt: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  canManage: true,
  contacts: [
    {
      contactId: 'k1',
      customerId: 'c1',
      name: '李娜',
      title: '总经理',
      phone: null,
      email: null,
      vcardId: '501',
      card: lina,
    },
    {
      contactId: 'k2',
      customerId: 'c1',
      name: '王经理',
      title: null,
      phone: null,
      email: null,
      vcardId: null,
    },
    // Linked to a card made private since: the link stays, the card is not shown.
    {
      contactId: 'k3',
      customerId: 'c1',
      name: '刘洋',
      title: null,
      phone: null,
      email: null,
      vcardId: '502',
      card: null,
    },
  ],
  ...over,
});
const entry = (id: string, kind: Activity['kind'], params: Activity['params']): Activity => ({
  activityId: id,
  customerId: 'c1',
  dealId: null,
  kind,
  text: '',
  params,
  userId: ME,
  userName: '陈静',
  createdAt: '2026-11-26T02:00:00.000Z',
});

function stub(detail: CustomerDetail = customer(), cards = [lina, zhao, mine]) {
  const stubbed = stubApi({
    [customersRoutes.members.path]: okReply([{ userId: ME, name: '陈静', isAdmin: true }]),
    [customersRoutes.customerDetail.path]: okReply(detail),
    [customersRoutes.customerCards.path]: okReply(cards),
    [customersRoutes.activityList.path]: okReply([
      entry('a1', 'chat', { contact: '李娜', contactId: 'k1' }),
      entry('a2', 'card', { contact: '李娜', contactId: 'k1', via: 'folder' }),
      entry('a3', 'card', { contact: '李娜', contactId: 'k1', via: 'exchange' }),
    ]),
    [customersRoutes.dealPage.path]: okReply({ records: [], total: 0, current: 1, size: 50 }),
    [customersRoutes.taskPage.path]: okReply({ records: [], total: 0, current: 1, size: 50 }),
    [customersRoutes.stageList.path]: okReply([]),
    [customersRoutes.contactLink.path]: (init) => {
      const body = JSON.parse(String(init.body)) as { contactId: string; vcardId: string | null };
      return okReply({
        ...detail.contacts.find((c) => c.contactId === body.contactId)!,
        vcardId: body.vcardId,
      });
    },
    [customersRoutes.contactFromCard.path]: okReply({
      contactId: 'k9',
      customerId: 'c1',
      name: '赵敏',
      title: '产品经理',
      phone: '13955556666',
      email: 'zhaomin@example.com',
      vcardId: '504',
      card: zhao,
    }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const bodies = (path: string) =>
    stubbed.calls
      .filter((c) => c.url.startsWith(path) && typeof c.init.body === 'string')
      .map((c) => JSON.parse(String(c.init.body)) as unknown);
  return { ...stubbed, bodies };
}

const open = () => renderWithApp(<CustomerDrawer customerId="c1" onClose={() => undefined} />, session);
const contacts = async () => {
  const drawer = await screen.findByTestId('customer-drawer');
  return within(drawer).getByRole('region', { name: '联系人' });
};

describe('contacts and business cards', () => {
  it('shows a linked contact’s card with its page, a chat and unlink', async () => {
    const { bodies } = stub();
    const { router } = open();
    const section = await contacts();
    const row = within(section).getByText('李娜 · 总经理').closest('li')!;
    expect(within(row).getByText('名片')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '查看 李娜 的名片' })).toHaveAttribute(
      'href',
      viewPath('501'),
    );
    // A card gone private since: the badge says so, unlink stays.
    const gone = within(section).getByText('刘洋').closest('li')!;
    expect(within(gone).getByText('名片已不可见')).toBeInTheDocument();
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '解除 李娜 与名片的关联' }));
    await waitFor(() =>
      expect(bodies(customersRoutes.contactLink.path)).toEqual([{ contactId: 'k1', vcardId: null }]),
    );
    await userEvent.click(within(row).getByRole('button', { name: '给 李娜 发消息' }));
    expect(router.state.location.pathname).toBe('/im/index');
    expect(new URLSearchParams(router.state.location.search).get('conversationID')).toBe(
      c2cConversationId(ME, LINA),
    );
  });

  it('links a contact to one of the company’s cards no contact holds yet', async () => {
    const { bodies } = stub();
    open();
    const section = await contacts();
    const row = within(section).getByText('王经理').closest('li')!;
    await userEvent.click(await within(row).findByRole('button', { name: '为 王经理 关联名片' }));
    const items = await screen.findAllByRole('menuitem');
    // 李娜's card is linked already: only the others are offered.
    expect(items.map((i) => i.textContent)).toEqual([
      '赵敏 · 产品经理 · 13955556666 · zhaomin@example.com',
      '陈静 · 销售总监 · 138****5678 · ********@example.com',
    ]);
    await userEvent.click(items[0]!);
    await waitFor(() =>
      expect(bodies(customersRoutes.contactLink.path)).toEqual([{ contactId: 'k2', vcardId: '504' }]),
    );
  });

  it('adds a contact from a card (从名片添加), the cards shown as the server masked them', async () => {
    const { bodies } = stub();
    open();
    const section = await contacts();
    const fromCards = await within(section).findByRole('group', { name: '从名片添加' });
    const rows = within(fromCards).getAllByTestId('customer-card');
    expect(rows.map((r) => r.querySelector('span')!.textContent)).toEqual([
      '赵敏 · 产品经理 · 13955556666 · zhaomin@example.com',
      '陈静 · 销售总监 · 138****5678 · ********@example.com',
    ]);
    // No chat with oneself.
    expect(within(rows[1]!).queryByRole('button', { name: '给 陈静 发消息' })).not.toBeInTheDocument();
    await userEvent.click(within(fromCards).getByRole('button', { name: '将 赵敏 添加为联系人' }));
    await waitFor(() =>
      expect(bodies(customersRoutes.contactFromCard.path)).toEqual([{ customerId: 'c1', vcardId: '504' }]),
    );
    expect(await screen.findByText('已添加联系人')).toBeInTheDocument();
  });

  it('says when every card is linked, and asks for none without a company', async () => {
    stub(customer(), [lina]);
    const first = open();
    const fromCards = await within(await contacts()).findByRole('group', { name: '从名片添加' });
    expect(fromCards).toHaveTextContent('该企业的平台名片都已关联到联系人');
    first.unmount();
    const { calls } = stub(customer({ companyId: null, contacts: [] }));
    open();
    const section = await contacts();
    expect(within(section).queryByRole('group', { name: '从名片添加' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith(customersRoutes.customerCards.path))).toBe(false);
  });

  it('words the chat and card entries of the timeline', async () => {
    stub();
    open();
    const timeline = await screen.findByTestId('customer-timeline');
    expect(within(timeline).getByText('与 李娜 沟通（在线消息）')).toBeInTheDocument();
    expect(within(timeline).getByText('将 李娜 的名片存入名片夹')).toBeInTheDocument();
    expect(within(timeline).getByText('与 李娜 交换名片')).toBeInTheDocument();
  });

  it('says it in English', async () => {
    changeLanguage('en');
    stub();
    open();
    const drawer = await screen.findByTestId('customer-drawer');
    const section = within(drawer).getByRole('region', { name: 'Contacts' });
    expect(within(section).getByRole('link', { name: 'View the card of 李娜' })).toBeInTheDocument();
    expect(within(section).getByText('Card no longer visible')).toBeInTheDocument();
    expect(await within(section).findByRole('group', { name: 'Add from a card' })).toBeInTheDocument();
    const timeline = await screen.findByTestId('customer-timeline');
    expect(within(timeline).getByText('Messaged 李娜 online')).toBeInTheDocument();
    expect(
      within(timeline).getByText('Saved the business card of 李娜 to the card folder'),
    ).toBeInTheDocument();
  });
});
