import { Checkbox } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: '全选' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '全选' });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const States: Story = {
  parameters: { visual: true },
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Checkbox label="未选" />
      <Checkbox label="已选" defaultChecked />
      <Checkbox label="部分" indeterminate />
      <Checkbox label="禁用" disabled />
    </div>
  ),
};
