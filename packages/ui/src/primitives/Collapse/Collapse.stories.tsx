import { Collapse } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Collapse',
  component: Collapse,
  args: { title: '经营范围', children: '技术开发、技术咨询、技术服务；软件开发；集成电路设计。' },
} satisfies Meta<typeof Collapse>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '经营范围' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region')).toBeVisible();
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: { visual: true } };
