import { ChatAvatar } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';

const meta = {
  title: 'Domain/Chat/ChatAvatar',
  component: ChatAvatar,
  args: { name: '李娜', size: 48 },
  argTypes: { type: { control: 'inline-radio', options: ['C2C', 'GROUP', 'OTHER'] } },
} satisfies Meta<typeof ChatAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = 'https://avatar.example.invalid/never-loads.png';

function Gallery() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <ChatAvatar name="李娜" type="C2C" />
      <ChatAvatar name="产品讨论群" type="GROUP" />
      <ChatAvatar name="系统通知" type="OTHER" />
      <ChatAvatar name="王芳" fallback="initials" />
      <ChatAvatar name="Li Lei" fallback="initials" shape="square" />
      <ChatAvatar name="刘洋" src="javascript:alert(1)" />
      <ChatAvatar name="赵敏" src={png} />
    </div>
  );
}

export const DefaultsByType: Story = {
  render: () => <Gallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '产品讨论群' }).querySelector('svg')).toHaveAttribute(
      'data-default',
      'GROUP',
    );
    await expect(canvas.getByRole('img', { name: '王芳' })).toHaveTextContent('王');
    // A javascript: source is never used.
    await expect(canvas.getByRole('img', { name: '刘洋' }).querySelector('img')).toBeNull();
    // A usable source that fails to load falls back to the initials.
    await waitFor(() => expect(canvas.getByRole('img', { name: '赵敏' })).toHaveTextContent('赵'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { name: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Avatar' })).toBeInTheDocument();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' }, render: () => <Gallery /> };
export const BlueEnglish: Story = { globals: { locale: 'en', theme: 'blue' }, render: () => <Gallery /> };

export const InShadowRoot: Story = {
  render: () => (
    <ShadowHost>
      <Gallery />
    </ShadowHost>
  ),
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    const group = await inside.findByRole('img', { name: '产品讨论群' });
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    await expect(getComputedStyle(group).borderRadius).not.toBe('0px');
  },
};
