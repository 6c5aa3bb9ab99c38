import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { members } from './fixtures';
import { GroupMemberPanel } from './GroupMemberPanel';

describe('GroupMemberPanel', { timeout: 20_000 }, () => {
  it('gives the owner kick, transfer, rename and dissolve, each kick/transfer/dissolve confirmed', async () => {
    const user = userEvent.setup();
    const onKick = vi.fn();
    const onTransfer = vi.fn();
    const onRename = vi.fn();
    const onDissolve = vi.fn();
    renderUi(
      <GroupMemberPanel
        groupName="产业链项目组"
        ownerId="u1"
        meId="u1"
        members={members}
        onInvite={() => {}}
        onKick={onKick}
        onTransfer={onTransfer}
        onRename={onRename}
        onDissolve={onDissolve}
        onQuit={() => {}}
        onSetNickname={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: '群成员（3）' })).toBeInTheDocument();
    expect(screen.getByText('群主')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出群聊' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '刘洋 的成员操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '移出群聊' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定将 刘洋 移出群聊吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onKick).toHaveBeenCalledWith('u3');
    await user.click(screen.getByRole('button', { name: '王芳 的成员操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '转让群主' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onTransfer).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: '群聊名称' });
    expect(name).toHaveAttribute('maxlength', '30');
    await user.clear(name);
    await user.type(name, '新项目组{Enter}');
    expect(onRename).toHaveBeenCalledWith('新项目组');
    await user.click(screen.getByRole('button', { name: '解散群聊' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onDissolve).toHaveBeenCalled());
  });

  it('gives a member quit and my nickname only', async () => {
    const user = userEvent.setup();
    const onQuit = vi.fn();
    const onSetNickname = vi.fn();
    renderUi(
      <GroupMemberPanel
        groupName="产业链项目组"
        ownerId="u1"
        meId="u2"
        members={members}
        onKick={() => {}}
        onRename={() => {}}
        onQuit={onQuit}
        onDissolve={() => {}}
        onSetNickname={onSetNickname}
      />,
      { locale: 'en' },
    );
    expect(screen.queryByRole('button', { name: /Member actions/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Group name' })).toBeNull();
    const nick = screen.getByRole('textbox', { name: 'My nickname in this group' });
    expect(nick).toHaveAttribute('maxlength', '20');
    await user.type(nick, '小王');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSetNickname).toHaveBeenCalledWith('小王');
    await user.click(screen.getByRole('button', { name: 'Leave group' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(onQuit).toHaveBeenCalled();
  });
});
