import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { friendsRoutes } from '@platform/contracts/im/friends-routes';
import { okReply as ok, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import { FriendsPane } from './FriendsPane';
import './i18n';

afterEach(() => vi.unstubAllGlobals());

// Isolated (vitest.isolated.config.ts), though it mocks nothing: after some other files in a shared
// module graph, the remark field never takes the focus the menu hands back to its button (found in
// two orderings, not yet explained; the field's focus frame still fires there).

const friend = (userId: string, name: string) => ({
  userId,
  imAccount: userId,
  name,
  avatar: '',
  card: null,
  remark: '',
  createdAt: '2026-11-20',
});

function renderPane() {
  const api = stubApi({
    [friendsRoutes.getFriends.path]: () => ok([friend('2', '张伟')]),
    [friendsRoutes.deleteFriends.path]: () => ok(null),
    [friendsRoutes.selectFriendApply.path]: () => ok({ received: [], sent: [] }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const open = vi.fn();
  renderWithApp(<FriendsPane me="1" onOpenConversation={open} />, signedInSession);
  return { ...api, open };
}

describe('FriendsPane', { timeout: 20_000 }, () => {
  it('gives each friend one primary action and a menu for the rest, so the row never wraps', async () => {
    const { calls, open } = renderPane();
    const row = await screen.findByRole('group', { name: '张伟' });
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['发消息', '更多']);
    await userEvent.click(within(row).getByRole('button', { name: '发消息' }));
    expect(open).toHaveBeenCalledWith('C2C_1_2');

    await userEvent.click(within(row).getByRole('button', { name: '更多操作：张伟' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['查看名片', '设置备注', '删除好友']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '删除好友' }));
    expect(await screen.findByText('确定删除好友“张伟”吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith(friendsRoutes.deleteFriends.path))).toBe(true),
    );
  });

  it('opens the remark field from the menu', async () => {
    renderPane();
    const row = await screen.findByRole('group', { name: '张伟' });
    await userEvent.click(within(row).getByRole('button', { name: '更多操作：张伟' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '设置备注' }));
    expect(await screen.findByRole('textbox', { name: '备注名' })).toHaveFocus();
  });
});
