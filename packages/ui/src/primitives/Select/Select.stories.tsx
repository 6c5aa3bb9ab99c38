import { Select } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: '行业',
    onChange: fn(),
    options: [
      { value: 'ic', label: '集成电路' },
      { value: 'bio', label: '生物医药' },
      { value: 'ev', label: '新能源汽车' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByLabelText('行业'), 'bio');
    await expect(args.onChange).toHaveBeenCalledWith('bio');
  },
};

export const WithError: Story = { args: { error: '请选择行业' } };
