import { ConversationList, type ConversationListProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { NOW, sampleConversations } from './fixtures';

/** Keeps the selection, as the chat screen does. */
function Selectable(props: ConversationListProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return (
    <div style={{ width: 300, border: '1px solid #ddd' }}>
      <ConversationList
        {...props}
        selectedId={selected}
        onSelect={(id) => {
          setSelected(id);
          props.onSelect(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Domain/Chat/ConversationList',
  component: ConversationList,
  args: { conversations: sampleConversations, onSelect: fn(), now: NOW, selectedId: 'C2Cu1' },
  render: (args) => <Selectable {...args} />,
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const options = canvas.getAllByRole('option');
    await expect(options[1]).toHaveTextContent('99+');
    await userEvent.tab();
    await expect(options[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('C2Cu2');
    await waitFor(() => expect(options[2]).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{Home}');
    await expect(options[0]).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listbox', { name: 'Conversations' })).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('option')[0]).toHaveTextContent('3 unread');
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const CommonEnglish: Story = { globals: { theme: 'common', locale: 'en' } };

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <Selectable {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    const options = await inside.findAllByRole('option');
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    options[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(shadow.activeElement).toBe(options[1]));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('GROUPg1');
  },
};
