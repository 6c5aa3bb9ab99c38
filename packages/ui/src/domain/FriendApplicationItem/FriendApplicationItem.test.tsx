import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { applications, NOW } from './fixtures';
import { FriendApplicationItem } from './FriendApplicationItem';

describe('FriendApplicationItem', { timeout: 20_000 }, () => {
  it('shows the applicant, wording as text, cards and statuses, and is axe clean', async () => {
    renderUi(
      <>
        {applications.map((a) => (
          <FriendApplicationItem
            key={a.id}
            application={a}
            onAccept={() => {}}
            onDelete={() => {}}
            now={NOW}
          />
        ))}
      </>,
    );
    const [first, second, third] = screen.getAllByRole('article');
    expect(first).toHaveAccessibleName('李娜');
    expect(first).toHaveTextContent('验证信息：我是上海示例智能科技有限公司高级产品经理李娜');
    expect(within(first!).getByRole('list', { name: '递交的名片' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: '接受' })).toBeInTheDocument();
    expect(second).toHaveTextContent('<b>你好</b>');
    expect(second).toHaveTextContent('已添加');
    expect(within(second!).queryByRole('button', { name: '接受' })).toBeNull();
    expect(third).toHaveTextContent('等待验证');
    expect(await axeViolations()).toEqual([]);
  });

  it('accepts, opens a card, and deletes after confirming', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const onDelete = vi.fn();
    const onOpenCard = vi.fn();
    renderUi(
      <FriendApplicationItem
        application={applications[0]!}
        onAccept={onAccept}
        onDelete={onDelete}
        onOpenCard={onOpenCard}
        now={NOW}
      />,
    );
    await user.click(screen.getByRole('button', { name: '接受' }));
    expect(onAccept).toHaveBeenCalledWith('a1');
    await user.click(screen.getByRole('button', { name: '李娜 · 示例创投' }));
    expect(onOpenCard).toHaveBeenCalledWith('vc-2');
    await user.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除该好友申请吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith('a1'));
  });
});
