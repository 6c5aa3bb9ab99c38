import {
  Component,
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import {
  createTheme,
  isHexColor,
  ThemeProvider,
  ThemeVariables,
  UiConfigProvider,
  type UiTheme,
} from '@platform/ui';
import { createApiClient, type ApiClient } from './client';
import { currentSession } from './session';
import type { WidgetContext, WidgetMount, WidgetProps } from './define';

/** What a widget's React tree can reach: the API client, events, the disconnect signal. */
export interface WidgetRuntime {
  api: ApiClient;
  emit: WidgetContext['emit'];
  signal: AbortSignal;
  host: HTMLElement;
  /** The platform's origin: requireSession and links to the portal use it. */
  apiBase: string;
  customer?: string;
  locale: WidgetProps['locale'];
}

const RuntimeContext = createContext<WidgetRuntime | null>(null);

export function useWidget(): WidgetRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useWidget() outside a widget');
  return runtime;
}

/**
 * The theme: the `theme` attribute (`blue`, `common` or a brand colour), then what the host page set
 * on the element as CSS custom properties, which win: `--pf-brand-color` (a #hex the whole palette
 * derives from) and `--pf-font-family`.
 */
export function themeFromAttribute(value: string | undefined, overrides: HostOverrides = {}): UiTheme {
  const v = (value ?? '').trim();
  const base = createTheme(
    isHexColor(overrides.brandColor ?? '')
      ? { theme: v === 'common' ? 'common' : 'blue', brandColor: overrides.brandColor }
      : isHexColor(v)
        ? { brandColor: v }
        : { theme: v === 'common' ? 'common' : 'blue' },
  );
  return overrides.fontFamily ? { ...base, font: { ...base.font, family: overrides.fontFamily } } : base;
}

export interface HostOverrides {
  brandColor?: string;
  fontFamily?: string;
}

/** The documented custom properties as the host page set them on the element (empty when unset). */
export function hostOverrides(host: HTMLElement): HostOverrides {
  const style = getComputedStyle(host);
  const read = (name: string) => style.getPropertyValue(name).trim() || undefined;
  return { brandColor: read('--pf-brand-color'), fontFamily: read('--pf-font-family') };
}

class Boundary extends Component<
  { onError(error: unknown): void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Ready({ onReady }: { onReady(): void }) {
  useLayoutEffect(() => onReady(), [onReady]);
  return null;
}

function Shell<P extends WidgetProps>({
  ctx,
  props,
  View,
}: {
  ctx: WidgetContext;
  props: P;
  View: ComponentType<P>;
}) {
  // Read on every render (attribute changes re-render): the host may have changed its CSS since.
  const { brandColor, fontFamily } = hostOverrides(ctx.host);
  const theme = useMemo(
    () => themeFromAttribute(props.theme, { brandColor, fontFamily }),
    [props.theme, brandColor, fontFamily],
  );
  const runtime = useMemo<WidgetRuntime>(
    () => ({
      api: createApiClient({
        baseUrl: ctx.apiBase,
        locale: props.locale,
        customer: props.customer,
        token: () => currentSession(ctx.apiBase)?.token,
      }),
      emit: ctx.emit,
      signal: ctx.signal,
      host: ctx.host,
      apiBase: ctx.apiBase,
      customer: props.customer,
      locale: props.locale,
    }),
    [ctx, props.locale, props.customer],
  );
  return (
    // Styles (component CSS and the theme's variables on :host) go into this shadow root only.
    <StyleSheetManager target={ctx.shadowRoot}>
      <ThemeProvider theme={theme} cssVariables={false}>
        <ThemeVariables theme={theme} selector=":host" />
        <UiConfigProvider locale={props.locale} portalRoot={ctx.layers}>
          <RuntimeContext.Provider value={runtime}>
            <Boundary onError={ctx.fail}>
              <View {...props} />
              <Ready onReady={ctx.ready} />
            </Boundary>
          </RuntimeContext.Provider>
        </UiConfigProvider>
      </ThemeProvider>
    </StyleSheetManager>
  );
}

/** A widget chunk's `mount`: renders View into the element's shadow root with theme and locale. */
export function reactMount<P extends WidgetProps>(View: ComponentType<P>): WidgetMount {
  return (ctx, initial) => {
    const root = createRoot(ctx.container, {
      onUncaughtError: (error) => ctx.fail(error),
      onRecoverableError: () => {},
    });
    const render = (props: WidgetProps) => root.render(<Shell ctx={ctx} props={props as P} View={View} />);
    render(initial);
    return {
      update: render,
      unmount: () => root.unmount(),
    };
  };
}
