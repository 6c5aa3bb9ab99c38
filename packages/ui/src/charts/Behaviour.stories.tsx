import { blueTheme, ThemeProvider, UiConfigProvider } from '@platform/ui';
import { ExpansionGauge, KLineChart, sampleKLine } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getInstanceByDom } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, waitFor } from 'storybook/test';
import { StyleSheetManager } from 'styled-components';

const rows = sampleKLine(40);

/** Renders a chart inside an open shadow root, the way the embeddable widgets do. */
function InShadowRoot() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    root.render(
      <StyleSheetManager target={shadow}>
        <ThemeProvider theme={blueTheme}>
          <UiConfigProvider portalRoot={mount}>
            <KLineChart rows={rows} name="示例科技" symbol="688001" height={300} />
          </UiConfigProvider>
        </ThemeProvider>
      </StyleSheetManager>,
    );
    return () => {
      setTimeout(() => root.unmount());
      mount.remove();
    };
  }, []);
  return <div ref={host} data-testid="shadow-host" />;
}

const meta = {
  title: 'Charts/Behaviour',
  component: ExpansionGauge,
  args: { value: 5 },
} satisfies Meta<typeof ExpansionGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResizesWithContainer: Story = {
  render: (args) => (
    <div id="resizable" style={{ width: 300 }}>
      <ExpansionGauge {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('#resizable')!;
    await waitFor(() => expect(box.querySelector('canvas')?.style.width).toBe('300px'));
    box.style.width = '500px';
    await waitFor(() => expect(box.querySelector('canvas')?.style.width).toBe('500px'));
  },
};

export const ShadowDomTooltipAndVariables: Story = {
  render: () => <InShadowRoot />,
  play: async ({ canvasElement }) => {
    const shadow = canvasElement.querySelector('[data-testid="shadow-host"]')!.shadowRoot!;
    const chartEl = await waitFor(() => {
      const el = shadow.querySelector<HTMLElement>('[_echarts_instance_]');
      expect(el).not.toBeNull();
      return el!;
    });
    getInstanceByDom(chartEl)!.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: 20 });
    // The tooltip is rendered inside the shadow root, not on document.body.
    await waitFor(() =>
      expect(
        Array.from(shadow.querySelectorAll('div')).some((d) => d.textContent?.includes(rows[20]!.date)),
      ).toBe(true),
    );
    await expect(
      Array.from(document.body.children).some((d) => d.textContent?.includes(rows[20]!.date)),
    ).toBe(false);
  },
};
