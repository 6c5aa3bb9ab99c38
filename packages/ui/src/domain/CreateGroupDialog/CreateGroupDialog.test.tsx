import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { CreateGroupDialog } from './CreateGroupDialog';
import { colleagues, friends } from './fixtures';

describe('CreateGroupDialog', { timeout: 20_000 }, () => {
  it('needs a member, filters by search, limits the name to 30 and submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    renderUi(
      <CreateGroupDialog
        open
        onOpenChange={onOpenChange}
        friends={friends}
        colleagues={colleagues}
        onSubmit={onSubmit}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '发起群聊' });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请至少选择一位成员');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('searchbox'), '示例');
    expect(within(dialog).queryByRole('checkbox', { name: '李娜' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /刘洋/ }));
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.click(within(dialog).getByRole('checkbox', { name: '李娜' }));
    const name = within(dialog).getByRole('textbox', { name: '群聊名称' });
    expect(name).toHaveAttribute('maxlength', '30');
    await user.type(name, ' 项目组 ');
    await user.click(within(dialog).getByRole('button', { name: '移除 刘洋' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /赵敏/ }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: '项目组', memberIds: ['u1', 'u5'] });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
