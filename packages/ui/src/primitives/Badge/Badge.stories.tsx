import { Badge } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const Bell = () => (
  <span style={{ display: 'inline-block', width: 32, height: 32, borderRadius: 4, background: '#e4e7ec' }} />
);

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 5 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, padding: 12 }}>
      <Badge {...args}>
        <Bell />
      </Badge>
      <Badge {...args} />
    </div>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('5 条未读')).toHaveLength(2);
  },
};

export const Overflow: Story = {
  args: { count: 100 },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('99+')[0]).toBeVisible();
    await expect(canvas.getAllByText('99+ 条未读')).toHaveLength(2);
  },
};

export const ExactlyMax: Story = {
  args: { count: 99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('99')).toHaveLength(2);
  },
};

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/未读/)).toBeNull();
  },
};

export const English: Story = {
  args: { count: 120 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('99+ unread')).toHaveLength(2);
  },
};

export const CommonTheme: Story = { args: { count: 120 }, globals: { theme: 'common' } };
export const WhiteLabel: Story = { args: { count: 8, dot: true }, globals: { theme: 'oem' } };
