import { Tabs } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    'aria-label': '会员类型',
    items: [
      { key: 'C', label: '个人版', content: '个人会员套餐' },
      { key: 'D', label: '企业版', content: '企业会员套餐' },
      { key: 'X', label: '定制版', content: '定制', disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: '个人版' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '企业版' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('企业会员套餐');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '个人版' })).toHaveFocus();
  },
};
