import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { ForwardDialog } from './ForwardDialog';
import { recentTargets } from './fixtures';

describe('ForwardDialog', { timeout: 20_000 }, () => {
  it('searches on Enter only, max 50, and is axe clean', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderUi(
      <ForwardDialog
        open
        onOpenChange={() => {}}
        mode="single"
        targets={recentTargets}
        onSearch={onSearch}
        onConfirm={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '转发' });
    const search = within(dialog).getByRole('searchbox', { name: '搜索联系人或群聊' });
    expect(search).toHaveAttribute('maxlength', '50');
    await user.type(search, ' 刘洋 ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('刘洋');
    expect(within(dialog).getByRole('heading', { name: '搜索结果' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('enables confirm once a target is chosen, lists and removes it, and confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderUi(
      <ForwardDialog
        open
        onOpenChange={onOpenChange}
        mode="merged"
        messageCount={3}
        targets={recentTargets}
        onSearch={() => {}}
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: '确定' });
    expect(ok).toBeDisabled();
    expect(dialog).toHaveTextContent('合并转发 3 条消息');
    await user.click(within(dialog).getByRole('checkbox', { name: '李娜' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '产业链项目组' }));
    expect(within(dialog).getByRole('heading', { name: '已选择 2 个' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '移除 李娜' }));
    expect(within(dialog).getByRole('checkbox', { name: '李娜' })).not.toBeChecked();
    expect(ok).toBeEnabled();
    await user.click(ok);
    expect(onConfirm).toHaveBeenCalledWith([recentTargets[1]]);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('refuses more than 30 messages one by one', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderUi(
      <ForwardDialog
        open
        onOpenChange={() => {}}
        mode="oneByOne"
        messageCount={31}
        targets={recentTargets}
        onSearch={() => {}}
        onConfirm={onConfirm}
      />,
      { locale: 'en' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forward' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You can forward at most 30 messages');
    await user.click(within(dialog).getByRole('checkbox', { name: '李娜' }));
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeDisabled();
  });

  it('stays open when the forward is refused', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderUi(
      <ForwardDialog
        open
        onOpenChange={onOpenChange}
        mode="single"
        targets={recentTargets}
        onSearch={() => {}}
        onConfirm={() => Promise.reject(new Error('转发失败，对方已删除此名片'))}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: '王芳' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '确定' })).not.toHaveAttribute('aria-busy'),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
