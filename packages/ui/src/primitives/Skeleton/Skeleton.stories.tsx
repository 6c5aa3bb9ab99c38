import { Button, Skeleton, type SkeletonProps } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

function SkeletonDemo(args: SkeletonProps) {
  const [loading, setLoading] = useState(true);
  return (
    <div style={{ width: 420 }}>
      <Button onClick={() => setLoading((l) => !l)}>切换</Button>
      <div style={{ marginTop: 16 }}>
        <Skeleton {...args} loading={loading}>
          <p>北京星河科技有限公司：技术开发、技术咨询、技术服务。</p>
        </Skeleton>
      </div>
    </div>
  );
}

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { avatar: true, rows: 3 },
  render: (args) => <SkeletonDemo {...args} />,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    // Keyboard: the toggle is reachable by Tab and pressed with Enter; content replaces the placeholder.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText(/星河科技/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { args: { avatar: false, rows: 5 }, globals: { theme: 'oem' } };
