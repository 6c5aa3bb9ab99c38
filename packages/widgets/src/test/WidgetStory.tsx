import { createElement, useEffect, useState, type CSSProperties } from 'react';
import { waitFor } from 'storybook/test';
import { setSession } from '../session';
import { fakePlatform, type FakeRoute } from './fakePlatform';

/** Every event a widget fires: the stories hand them to Storybook's actions. */
export const WIDGET_EVENTS = [
  'pf-ready',
  'pf-error',
  'pf-follow',
  'pf-open-profile',
  'pf-login-required',
  'pf-message',
  'pf-unread',
] as const;

/** The brand colour of the toolbar's white-label sample (.storybook/themes.ts `oem`). */
export const STORY_OEM_BRAND = '#c2410c';

/** The toolbar's theme as the widgets' `theme` attribute: blue, common, or the sample's colour. */
export function themeAttribute(theme: unknown): string {
  return theme === 'common' ? 'common' : theme === 'oem' ? STORY_OEM_BRAND : 'blue';
}

export interface WidgetStoryProps {
  tag: string;
  attributes: Record<string, string | undefined>;
  /** Custom properties the host page sets on the element (e.g. --pf-brand-color). */
  style?: CSSProperties;
  onEvent?: (type: string, detail: unknown) => void;
}

/** The element as a partner page writes it, with its events passed to `onEvent`. */
export function WidgetStory({ tag, attributes, style, onEvent }: WidgetStoryProps) {
  const [el, setEl] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!el || !onEvent) return;
    const controller = new AbortController();
    for (const type of WIDGET_EVENTS)
      el.addEventListener(type, (event) => onEvent(type, (event as CustomEvent).detail), {
        signal: controller.signal,
      });
    return () => controller.abort();
  }, [el, onEvent]);
  const attrs = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined));
  return createElement(tag, { ref: setEl, ...attrs, style });
}

/**
 * Stands in for the platform's API while a story runs (Storybook has no server): answers by
 * "METHOD /path" and signs the widgets out afterwards. The real server is e2e/widgets.e2e.ts's.
 */
export function withFakePlatform(routes: Record<string, FakeRoute>) {
  return () => {
    const real = window.fetch;
    window.fetch = fakePlatform(routes).fetch;
    return () => {
      window.fetch = real;
      setSession(location.origin, null);
    };
  };
}

/** The element's shadow root once the widget has rendered (what play functions query). */
export async function renderedWidget(canvasElement: HTMLElement, tag: string) {
  const el = canvasElement.querySelector<HTMLElement>(tag)!;
  await waitFor(
    () => {
      if (el.shadowRoot?.querySelector<HTMLElement>('.root')?.hidden !== false) throw new Error('not ready');
    },
    { timeout: 10_000 },
  );
  return { el, root: el.shadowRoot as unknown as HTMLElement };
}

/**
 * After an interaction: CSS transitions (a button leaving its busy state) have ended, so the
 * story's axe check sees the final colours.
 */
export async function transitionsDone(el: HTMLElement) {
  await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => undefined)));
}
