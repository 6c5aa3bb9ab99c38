import { ChainGraph, sampleChain } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getInstanceByDom } from 'echarts/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Charts/ChainGraph',
  component: ChainGraph,
  args: { title: '新能源汽车', nodes: sampleChain(3, 4), onSelect: fn() },
} satisfies Meta<typeof ChainGraph>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('application', { name: /产业链图谱|Industry chain graph/ });
    await expect(frame).toBeInTheDocument();
  },
};

/** Dragging moves the drawn tree at once and tells echarts the distance on release; the wheel zooms. */
export const Pan: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('application', { name: /产业链图谱|Industry chain graph/ });
    const root = frame.firstElementChild as HTMLDivElement;
    const chart = getInstanceByDom(root)!;
    const center = () => (chart.getOption().series as Array<{ center?: unknown }>)[0]!.center;
    const before = center();
    const box = root.getBoundingClientRect();
    const at = (dx: number) => ({ clientX: box.left + 200 + dx, clientY: box.top + 200 });
    const user = userEvent.setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: root, coords: at(0) },
      { target: root, coords: at(40) },
    ]);
    const layer = root.firstElementChild as HTMLElement;
    await expect(layer.style.transform).toContain('40px');
    await user.pointer({ keys: '[/MouseLeft]', target: root, coords: at(40) });
    await waitFor(() => expect(layer.style.transform).toBe(''));
    await expect(center()).not.toEqual(before);

    const zoom = () => (chart.getOption().series as Array<{ zoom?: number }>)[0]!.zoom ?? 1;
    const zoomBefore = zoom();
    const wheel = () =>
      layer.dispatchEvent(
        new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true, ...at(0) }),
      );
    wheel();
    wheel();
    await expect(layer.style.transform).toContain('scale(1.44)');
    await waitFor(() => expect(layer.style.transform).toBe(''));
    await expect(zoom()).toBeCloseTo(zoomBefore * 1.44);
  },
};

/**
 * By keyboard: the first arrow lands on 上游, Right goes to its first segment, Down to the next
 * one; each shows its tooltip and is announced; Enter chooses it; + zooms, Shift + arrow pans.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const frame = within(canvasElement).getByRole('application', {
      name: /产业链图谱|Industry chain graph/,
    });
    const root = frame.firstElementChild as HTMLDivElement;
    const chart = getInstanceByDom(root)!;
    const series = () => (chart.getOption().series as Array<{ zoom?: number; center?: unknown }>)[0]!;
    const live = frame.querySelector('[aria-live]')!;
    const user = userEvent.setup();
    await user.tab();
    await expect(frame).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(live.textContent).toMatch(/^上游/));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    await waitFor(() => expect(live.textContent).toMatch(/^环节 1\.2/));
    // The tooltip of the walked-to node is shown, so the data index matches the node.
    await waitFor(() => expect(root.textContent).toMatch(/环节 1\.2/));
    await user.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('s0-1');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(live.textContent).toMatch(/^上游/));

    const zoom = series().zoom ?? 1;
    await user.keyboard('+');
    await waitFor(() => expect(series().zoom).toBeCloseTo(zoom * 1.2));
    const center = series().center;
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await waitFor(() => expect(series().center).not.toEqual(center));
  },
};

export const Selected: Story = { args: { selected: 's0-1' } };

/** 2,000 nodes: what bench/chain-graph pans and zooms. */
export const Large: Story = { args: { nodes: sampleChain(18, 36) } };

export const Empty: Story = {
  args: { nodes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};
