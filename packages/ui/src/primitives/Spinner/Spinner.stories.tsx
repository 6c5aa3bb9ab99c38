import { Spinner } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'Primitives/Spinner', component: Spinner, args: { size: 20 } } satisfies Meta<
  typeof Spinner
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabel: Story = { args: { showLabel: true } };
