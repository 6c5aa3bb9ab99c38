import { Button, Tooltip } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { content: '注销日期：2020-01-01，原因：经营期限届满', children: <Button>注销</Button> },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async () => {
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('经营期限届满');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true, placement: 'bottom' } };
