import { Empty } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'Primitives/Empty', component: Empty } satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { visual: true } };
export const Custom: Story = { args: { description: '暂无动态' } };
