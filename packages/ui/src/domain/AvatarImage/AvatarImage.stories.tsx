import { AvatarImage } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Domain/AvatarImage',
  component: AvatarImage,
  args: { src: '', type: 'C2C', size: 48 },
  argTypes: { type: { control: 'inline-radio', options: ['C2C', 'GROUP', 'OTHER'] } },
} satisfies Meta<typeof AvatarImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  parameters: { visual: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <AvatarImage {...args} type="C2C" alt="单聊" />
      <AvatarImage {...args} type="GROUP" alt="群聊" />
      <AvatarImage {...args} type="OTHER" alt="系统" />
    </div>
  ),
};

export const RejectsOtherSchemes: Story = {
  args: { src: 'javascript:alert(1)', type: 'GROUP', alt: '群聊' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: '群聊' });
    await expect(img.tagName.toLowerCase()).toBe('svg');
    await expect(img).toHaveAttribute('data-default', 'GROUP');
  },
};
