import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatRoutes, groupRoutes } from '@platform/contracts/im/chat-routes';
import { friendsRoutes } from '@platform/contracts/im/friends-routes';
import type { Conversation, GroupSummary } from '@platform/contracts/im/chat';
import { okReply as ok, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import type { RouteEntry } from '../../shared/router/routeMeta';
import { SectionImPage, imRoutes } from '.';

// The pages are lazy chunks: load their modules once, so the first render waits for no transform.
beforeAll(async () => {
  await Promise.all([import('./SectionImPage'), import('./ImPage')]);
});
afterEach(() => vi.unstubAllGlobals());

const group = (id: string, name: string, type: 'org' | 'general'): GroupSummary => ({
  groupId: id,
  conversationID: `GROUP_${id}`,
  type,
  name,
  ownerId: 'u1',
  faceUrl: '',
  memberCount: 3,
  createTime: '2026-11-20T02:00:00.000Z',
  dissolved: false,
});
const person = (userId: string, name: string) => ({
  userId,
  imAccount: userId,
  name,
  avatar: '',
  card: null,
});
const c2c = (userId: string, name: string): Conversation => ({
  conversationID: `C2C_1_${userId}`,
  type: 'C2C',
  userProfile: person(userId, name),
  groupProfile: null,
  lastMessage: { abstract: `${name}的消息`, time: '2026-11-20T02:00:00.000Z', senderId: userId, seq: 1 },
  unreadCount: 0,
  lastSeq: 1,
  readSeq: 1,
});
const groupConversation = (g: GroupSummary): Conversation => ({
  ...c2c('0', g.name),
  conversationID: g.conversationID,
  type: 'GROUP',
  userProfile: null,
  groupProfile: g,
});

const ORG = group('10', '云栖智造组织群', 'org');
const GENERAL = group('11', '产业链交流群', 'general');
const friend = (userId: string, name: string) => ({
  ...person(userId, name),
  remark: '',
  createdAt: '2026-11-20',
});

/** The server: narrowed lists for `section=business`, everything without a section. */
function imServer() {
  const sectionOf = (url: string) => new URL(url, 'http://x').searchParams.get('section');
  return stubApi({
    [chatRoutes.conversationList.path]: (_init, url) =>
      ok(
        sectionOf(url) === 'business'
          ? [c2c('4', '王芳'), groupConversation(ORG)]
          : [c2c('4', '王芳'), c2c('6', '赵敏'), groupConversation(ORG), groupConversation(GENERAL)],
      ),
    [friendsRoutes.getFriends.path]: (_init, url) =>
      ok(sectionOf(url) === 'business' ? [friend('2', '张伟')] : [friend('2', '张伟'), friend('6', '赵敏')]),
    [groupRoutes.selectGroups.path]: (_init, url) => {
      const records = sectionOf(url) === 'business' ? [ORG] : [ORG, GENERAL];
      return ok({ records, total: records.length, current: 1, size: 101 });
    },
    [friendsRoutes.selectFriendApply.path]: () => ok({ received: [], sent: [] }),
  });
}

/** The section family's IM route as app/router builds it (routeTable.ts `section()`). */
const businessIm: RouteEntry = {
  path: '/business/im',
  meta: { title: 'business.im', flag: 'business', businessType: 4, isAuth: true, userPermission: true },
  page: SectionImPage,
};

/** Renders a route the way the app router does: its page under its meta. */
function renderRoute(entry: RouteEntry) {
  const Page = entry.page;
  return renderWithApp(<Page />, signedInSession, entry.path, { route: entry.path, meta: entry.meta });
}

describe('section IM pages', { timeout: 30_000 }, () => {
  it('sends the section and shows only the narrowed conversations, friends and groups', async () => {
    const { fetchMock, calls } = imServer();
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(businessIm);

    expect(await screen.findByRole('heading', { name: '招商沟通' })).toBeInTheDocument();
    const conversations = await screen.findByRole('tabpanel');
    expect(await within(conversations).findByText('云栖智造组织群')).toBeInTheDocument();
    expect(within(conversations).getByText('王芳')).toBeInTheDocument();
    expect(within(conversations).queryByText('赵敏')).toBeNull();
    expect(within(conversations).queryByText('产业链交流群')).toBeNull();
    expect(calls.some((c) => c.url.startsWith(`${chatRoutes.conversationList.path}?section=business`))).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('tab', { name: /^好友/ }));
    const friends = await screen.findByRole('list', { name: '好友列表' });
    expect(await within(friends).findByText('张伟')).toBeInTheDocument();
    expect(within(friends).queryByText('赵敏')).toBeNull();
    expect(
      calls.some(
        (c) => c.url.startsWith(friendsRoutes.getFriends.path) && c.url.includes('section=business'),
      ),
    ).toBe(true);

    await userEvent.click(screen.getByRole('tab', { name: /^群聊/ }));
    const groups = await screen.findByRole('list', { name: '群聊列表' });
    expect(await within(groups).findByText('云栖智造组织群')).toBeInTheDocument();
    expect(within(groups).queryByText('产业链交流群')).toBeNull();
    expect(
      calls.some(
        (c) => c.url.startsWith(groupRoutes.selectGroups.path) && c.url.includes('section=business'),
      ),
    ).toBe(true);
  });

  it('/im/index sends no section and shows every conversation', async () => {
    const { fetchMock, calls } = imServer();
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(imRoutes.index);
    const conversations = await screen.findByRole('tabpanel');
    expect(await within(conversations).findByText('产业链交流群')).toBeInTheDocument();
    expect(within(conversations).getByText('赵敏')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith(chatRoutes.conversationList.path)).map((c) => c.url)).toEqual(
      [chatRoutes.conversationList.path],
    );
  });
});
