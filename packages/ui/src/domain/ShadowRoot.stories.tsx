import { blueTheme, BrandProvider, createBrand, ThemeProvider, UiConfigProvider } from '@platform/ui';
import { AreaSelector, QRPayPanel } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StyleSheetManager } from 'styled-components';

/** Domain components inside an open shadow root, mounted the way the widgets do. */
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
          <BrandProvider brand={createBrand({ platformName: '产业链数智云平台' })}>
            <UiConfigProvider portalRoot={mount}>
              <div style={{ display: 'flex', gap: 24, fontFamily: blueTheme.font.family }}>
                <div style={{ width: 280 }}>
                  <AreaSelector label="所在城市" />
                </div>
                <QRPayPanel codeUrl="https://pay.example.com/qr/1" payType={1} amount="¥ 1999" />
              </div>
            </UiConfigProvider>
          </BrandProvider>
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

const meta = { title: 'Domain/Shadow root', component: InShadowRoot } satisfies Meta<typeof InShadowRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardInsideShadowRoot: Story = {
  play: async ({ canvasElement }) => {
    const shadow = canvasElement.querySelector('[data-testid="shadow-host"]')!.shadowRoot!;
    const inside = within(shadow as unknown as HTMLElement);
    const trigger = await inside.findByRole('button', { name: /所在城市/ });
    // Styles land in the shadow root, not in document.head.
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    await expect(getComputedStyle(trigger).borderTopStyle).toBe('solid');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // The floating panel is portalled inside the shadow root.
    const panel = await inside.findByRole('dialog');
    await expect(shadow.contains(panel)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shadow.activeElement).toBe(trigger));
    await expect(inside.getByRole('img', { name: /支付二维码/ })).toBeInTheDocument();
  },
};
