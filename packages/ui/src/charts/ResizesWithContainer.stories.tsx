import { ExpansionGauge } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

const meta = {
  title: 'Charts/Behaviour',
  component: ExpansionGauge,
  args: { value: 5 },
  render: (args) => (
    <div id="resizable" style={{ width: 300 }}>
      <ExpansionGauge {...args} />
    </div>
  ),
} satisfies Meta<typeof ExpansionGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResizesWithContainer: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('#resizable')!;
    await waitFor(() => expect(box.querySelector('canvas')?.style.width).toBe('300px'));
    box.style.width = '500px';
    await waitFor(() => expect(box.querySelector('canvas')?.style.width).toBe('500px'));
  },
};
