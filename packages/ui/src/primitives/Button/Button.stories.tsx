import { Button } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: '确定', variant: 'primary', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'default', 'danger', 'text', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { parameters: { visual: true } };

export const Variants: Story = {
  parameters: { visual: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary">
        立即开通
      </Button>
      <Button {...args} variant="default">
        取消
      </Button>
      <Button {...args} variant="danger">
        删除
      </Button>
      <Button {...args} variant="text">
        文字按钮
      </Button>
      <Button {...args} variant="link">
        查看更多
      </Button>
      <Button {...args} disabled>
        不可用
      </Button>
      <Button {...args} loading>
        提交中
      </Button>
    </div>
  ),
};

export const Loading: Story = { args: { loading: true, children: '提交中' } };

export const ReClickLock: Story = {
  args: { lockMs: 2000, children: '提交' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '提交' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

const submitted = fn();

/** A locked submit button submits its form once. (Trusted clicks are tested in Button.browser.test.tsx.) */
export const SubmitLock: Story = {
  args: { lockMs: 2000, children: '激活', type: 'submit' },
  render: (args) => (
    <form
      aria-label="激活码"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <Button {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const button = within(canvasElement).getByRole('button', { name: '激活' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};

/** The same variants in the `common` theme. */
export const CommonTheme: Story = { ...Variants, globals: { theme: 'common' } };

/** A white-label theme built by createTheme() from another brand colour. */
export const WhiteLabel: Story = { ...Variants, globals: { theme: 'oem' } };
