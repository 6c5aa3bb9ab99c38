import { useEffect, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { UiHost } from '../internal/UiHost';
import { UiConfigProvider, type UiLocale } from '../locale';
import { blueTheme, BrandProvider, createBrand, ThemeProvider } from '../theme';

/** Story helper: mounts `children` in an open shadow root the way the widgets do (styles, portals inside). */
export function ShadowHost({
  children,
  testId = 'shadow-host',
  locale = 'zh',
}: {
  children: ReactNode;
  testId?: string;
  locale?: UiLocale;
}) {
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
            <UiConfigProvider portalRoot={mount} locale={locale}>
              <div style={{ fontFamily: blueTheme.font.family }}>{children}</div>
              <UiHost />
            </UiConfigProvider>
          </BrandProvider>
        </ThemeProvider>
      </StyleSheetManager>,
    );
    return () => {
      setTimeout(() => root.unmount());
      mount.remove();
    };
  }, [children, locale]);
  return <div ref={host} data-testid={testId} />;
}

/** The shadow root of a ShadowHost in a story canvas. */
export function shadowOf(canvasElement: HTMLElement, testId = 'shadow-host'): ShadowRoot {
  return canvasElement.querySelector(`[data-testid="${testId}"]`)!.shadowRoot!;
}
