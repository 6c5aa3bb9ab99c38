import { Avatar, Badge } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#8aa4c8"/><circle cx="40" cy="32" r="14" fill="#fff"/><rect x="18" y="52" width="44" height="28" rx="14" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: '张三' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} />
      <Avatar name="王小明" src={photo} size={48} />
      <Avatar name="Li Lei" shape="square" />
      <Badge count={3}>
        <Avatar name="企业客服" size={32} />
      </Badge>
    </div>
  ),
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '张三' })).toHaveTextContent('张');
    await expect(canvas.getByRole('img', { name: '王小明' })).toHaveAttribute('src', photo);
    await expect(canvas.getByRole('img', { name: 'Li Lei' })).toHaveTextContent('LL');
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('张')).toBeInTheDocument();
  },
};

export const English: Story = { args: { name: 'Han Meimei' }, globals: { locale: 'en' } };
export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
