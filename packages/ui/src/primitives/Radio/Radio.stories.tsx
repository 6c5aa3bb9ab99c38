import { RadioGroup, type RadioGroupProps } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

const options = [
  { value: '1', label: '微信支付' },
  { value: '2', label: '支付宝' },
  { value: '3', label: '对公转账', disabled: true },
];

function ControlledRadio(props: RadioGroupProps) {
  const [value, setValue] = useState('1');
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Primitives/Radio',
  component: RadioGroup,
  args: { label: '支付方式', options },
  render: (args) => <ControlledRadio {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: '微信支付' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '支付宝' })).toBeChecked();
  },
};

export const Column: Story = { args: { direction: 'column' } };
