import { Input, phoneError } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

function PhoneDemo() {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  return (
    <Input
      label="手机号"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => setError(phoneError(value))}
      error={error}
    />
  );
}

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { label: '激活码', placeholder: '请输入激活码', maxLength: 9, showCount: true },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounter: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('激活码');
    await userEvent.type(input, 'ABCDEFGHIJK');
    await expect(input).toHaveValue('ABCDEFGHI');
    await expect(within(canvasElement).getByText('9/9')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { error: '请输入9位字符', defaultValue: 'ABC' },
  parameters: { visual: true },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ABCDEFGHI' } };

export const PhoneValidation: Story = {
  render: () => <PhoneDemo />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('手机号');
    await userEvent.type(input, '1381234');
    await userEvent.tab();
    await expect(within(canvasElement).getByText('手机号码长度不为11位')).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
