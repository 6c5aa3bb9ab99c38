import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { AddFriendDialog, type AddFriendCard } from './AddFriendDialog';

const cards: AddFriendCard[] = [
  { id: 'c1', type: 2, userName: '欧阳思远', post: '高级产品经理', orgName: '上海示例智能科技有限公司' },
  { id: 'c2', type: 1, userName: '欧阳思远', post: '顾问', orgName: '杭州市投资促进局' },
  { id: 'c3', type: 2, userName: '欧阳思远', orgName: '示例创投' },
];
const applicant = { orgName: '上海示例智能科技有限公司', post: '产品经理', name: '欧阳思远' };

describe('AddFriendDialog', () => {
  it('fills the default text, limits lengths and is axe clean', async () => {
    renderUi(
      <AddFriendDialog
        open
        onOpenChange={() => {}}
        cards={cards}
        applicant={applicant}
        onSubmit={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '申请添加好友' });
    const wording = within(dialog).getByRole('textbox', { name: '验证信息' });
    expect(wording).toHaveValue('我是上海示例智能科技有限公司产品经理欧阳思远');
    expect(wording).toHaveAttribute('maxlength', '100');
    expect(within(dialog).getByRole('textbox', { name: '备注名' })).toHaveAttribute('maxlength', '32');
    expect(await axeViolations()).toEqual([]);
  });

  it('says I am ... in English', async () => {
    renderUi(
      <AddFriendDialog
        open
        onOpenChange={() => {}}
        cards={cards}
        applicant={applicant}
        onSubmit={() => {}}
      />,
      {
        locale: 'en',
      },
    );
    expect(await screen.findByRole('textbox', { name: 'Verification message' })).toHaveValue(
      'I am 上海示例智能科技有限公司 产品经理 欧阳思远',
    );
  });

  it('refuses to confirm without a card, then submits the selection and closes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    renderUi(
      <AddFriendDialog
        open
        onOpenChange={onOpenChange}
        cards={cards}
        applicant={applicant}
        onSubmit={onSubmit}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('至少选择一张名片');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '查看更多' }));
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(4);
    await user.click(within(dialog).getByRole('checkbox', { name: '全选' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /杭州市投资促进局/ }));
    expect(within(dialog).getByRole('checkbox', { name: '全选' })).toHaveProperty('indeterminate', true);
    await user.type(within(dialog).getByRole('textbox', { name: '备注名' }), '欧阳');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onSubmit).toHaveBeenCalledWith({
      applyAddWording: '我是上海示例智能科技有限公司产品经理欧阳思远',
      applyRemark: '欧阳',
      vcardIdList: ['c1', 'c3'],
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('is busy while the promise is pending and stays open when it rejects', async () => {
    const user = userEvent.setup();
    let reject: (e: Error) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((_, r) => (reject = r)));
    const onOpenChange = vi.fn();
    renderUi(
      <AddFriendDialog
        open
        onOpenChange={onOpenChange}
        cards={cards}
        defaultSelected={['c2']}
        onSubmit={onSubmit}
      />,
    );
    const ok = await screen.findByRole('button', { name: '确定' });
    await user.click(ok);
    await user.click(ok);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(ok).toHaveAttribute('aria-busy', 'true');
    reject(new Error('申请失败'));
    await waitFor(() => expect(ok).not.toHaveAttribute('aria-busy'));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
