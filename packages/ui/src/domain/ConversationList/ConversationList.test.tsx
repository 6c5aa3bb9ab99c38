import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { ConversationList } from './ConversationList';
import { NOW, sampleConversations } from './fixtures';

describe('ConversationList', { timeout: 20_000 }, () => {
  it('shows name, abstract as text, time and unread (99+), and is axe clean', async () => {
    renderUi(
      <ConversationList
        conversations={sampleConversations}
        selectedId="C2Cu1"
        onSelect={() => {}}
        now={NOW}
      />,
    );
    const list = screen.getByRole('listbox', { name: '会话列表' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveTextContent('09:05');
    expect(options[0]).toHaveTextContent('3 条未读');
    expect(options[1]).toHaveTextContent('11-22');
    expect(options[1]).toHaveTextContent('99+');
    expect(options[2]).toHaveTextContent('<b>不是 HTML</b>');
    expect(options[2]!.querySelector('b')).toBeNull();
    expect(options[2]!.querySelector('img')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('moves with the arrow keys, Home and End, and selects with Enter and a click', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUi(<ConversationList conversations={sampleConversations} onSelect={onSelect} now={NOW} />);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(options[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('GROUPg1');
    await user.keyboard('{End}');
    expect(options[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(options[2]).toHaveFocus();
    await user.keyboard('{Home}{ }');
    expect(onSelect).toHaveBeenLastCalledWith('C2Cu1');
    await user.click(options[2]!);
    expect(onSelect).toHaveBeenLastCalledWith('C2Cu2');
  });

  it('shows 暂无数据 when empty', () => {
    renderUi(<ConversationList conversations={[]} onSelect={() => {}} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
