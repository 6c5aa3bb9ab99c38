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

/** Every tab names only a panel that exists: the inactive ones name none. */
export const ControlsOnlyRenderedPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tab of canvas.getAllByRole('tab')) {
      const controls = tab.getAttribute('aria-controls');
      if (tab.getAttribute('aria-selected') === 'true') {
        await expect(controls).not.toBeNull();
        await expect(canvasElement.ownerDocument.getElementById(controls!)).toHaveAttribute(
          'role',
          'tabpanel',
        );
      } else await expect(controls).toBeNull();
    }
  },
};

/** Tabs that filter a list below them render no panel, so no tab names one. */
export const FilterTabsWithoutPanels: Story = {
  args: {
    items: [
      { key: 'all', label: '全部' },
      { key: 'paid', label: '已支付' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).not.toHaveAttribute('aria-controls');
  },
};
