import { Ellipsis } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Ellipsis',
  component: Ellipsis,
  args: { text: '新一代信息技术产业', max: 4 },
} satisfies Meta<typeof Ellipsis>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TagCut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('新一代信...')).toBeInTheDocument();
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('新一代信息技术产业');
  },
};

export const NotCut: Story = { args: { text: '芯片', max: 4 } };
export const NameCut: Story = { args: { text: '欧阳司马诸葛上官东方', max: 8 } };
