import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../primitives/Dialog';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { MyCardItem, type MyCard } from './MyCardItem';

const card: MyCard = {
  id: 'vc-1',
  type: 2,
  userName: '欧阳思远思远思远思远',
  post: '高级产品经理',
  dept: '智能硬件事业部',
  orgName: '上海示例智能科技有限公司',
  ifOpened: true,
};

describe('MyCardItem', () => {
  it('shows the cut name, post, badges and labelled privacy switch; axe clean', async () => {
    renderUi(<MyCardItem card={card} isDefault onPrivacyChange={() => {}} onSetDefault={() => {}} />);
    expect(screen.getByRole('heading')).toHaveTextContent('欧阳思远思远思远...');
    expect(screen.getByText('高级产品... | 智能硬件...')).toBeInTheDocument();
    expect(screen.getByText('企业名片')).toBeInTheDocument();
    expect(screen.getByText('默认')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '设为默认' })).toBeNull();
    const privacy = screen.getByRole('switch', { name: /公开名片/ });
    expect(privacy).toHaveAttribute('aria-checked', 'true');
    expect(privacy).toHaveTextContent('公开');
    expect(await axeViolations()).toEqual([]);
  });

  it('sends events out and deletes only after confirming', async () => {
    const user = userEvent.setup();
    const on = {
      onPrivacyChange: vi.fn(),
      onSetDefault: vi.fn(),
      onEdit: vi.fn(),
      onPreview: vi.fn(),
      onShare: vi.fn(),
      onDelete: vi.fn(),
    };
    renderUi(
      <>
        <MyCardItem card={{ ...card, type: 1, ifOpened: false }} {...on} />
        <ConfirmHost />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByText('Government card')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Public card/ }));
    expect(on.onPrivacyChange).toHaveBeenCalledWith('vc-1', true);
    const actions = screen.getByRole('group', { name: /Card actions/ });
    await user.click(within(actions).getByRole('button', { name: 'Set as default' }));
    await user.click(within(actions).getByRole('button', { name: 'Edit' }));
    await user.click(within(actions).getByRole('button', { name: 'Preview' }));
    expect(within(actions).getByRole('button', { name: 'Share' })).toBeDisabled();
    expect([on.onSetDefault, on.onEdit, on.onPreview].map((f) => f.mock.calls)).toEqual([
      [['vc-1']],
      [['vc-1']],
      [['vc-1']],
    ]);
    await user.click(within(actions).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(on.onDelete).not.toHaveBeenCalled();
    await user.click(within(actions).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('cannot be restored');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(on.onDelete).toHaveBeenCalledWith('vc-1'));
  });
});
