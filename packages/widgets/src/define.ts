/**
 * The custom element every widget is: an open shadow root, a sized skeleton shown at once, attributes
 * (mirrored as properties) as the API, CustomEvents out, and a clean disconnect. This file has no
 * React in it so the loader can define the elements cheaply; the widget's own chunk (React,
 * styled-components, ui) is imported only when an element is connected, and mounts through
 * `mount.tsx` into the shadow root this element prepared.
 */

import { adoptToken } from './session';

/** How an attribute's string becomes a property value. */
export type AttributeType = 'string' | 'number';

/** Attributes every widget takes. */
export const COMMON_ATTRIBUTES = {
  locale: 'string',
  theme: 'string',
  customer: 'string',
  /** A widget token the partner's backend minted (session.ts): shared by every widget on the page. */
  token: 'string',
} as const;

export type WidgetLocale = 'zh' | 'en';

/** Property values as the widget sees them: camelCase names, parsed, undefined when absent. */
export type WidgetProps = Record<string, string | number | undefined> & {
  locale: WidgetLocale;
  /** `blue`, `common` or a brand colour (#rrggbb); undefined for the default theme. */
  theme?: string;
  /** The customer (tenant) whose configuration the widget shows. */
  customer?: string;
  token?: string;
};

export interface WidgetSpec {
  /** The element name, `pf-` + the widget's kebab-case name. */
  tag: string;
  /** The widget's own attributes (kebab-case) and their types; COMMON_ATTRIBUTES are added. */
  attributes: Record<string, AttributeType>;
  /** Size of the skeleton (and of the final content), from the current props. */
  size(props: WidgetProps): { width: number; height: number };
}

/** What the element hands to the widget's chunk. */
export interface WidgetContext {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  /** The React root's container inside the shadow root. */
  container: HTMLElement;
  /** Where floating layers (popovers, tooltips, dialogs) are portalled, inside the shadow root. */
  layers: HTMLElement;
  /** Aborted on disconnect: pass it to every addEventListener and fetch. */
  signal: AbortSignal;
  /** The platform's origin (the loader's), the API client's base URL. */
  apiBase: string;
  /** Dispatches a bubbling, composed CustomEvent named `pf-<lowercase>` from the element. */
  emit(name: string, detail?: unknown): void;
  /** The first real render is on screen: the skeleton goes. */
  ready(): void;
  /** Reports an error as a `pf-error` event; never throws into the host page. */
  fail(error: unknown): void;
}

export interface WidgetInstance {
  update(props: WidgetProps): void;
  unmount(): void;
}

export type WidgetMount = (ctx: WidgetContext, props: WidgetProps) => WidgetInstance;

/** What a widget's chunk exports. */
export interface WidgetModule {
  mount: WidgetMount;
}

export interface DefineOptions {
  /** The platform's origin for API calls (default: the page's origin). */
  apiBase?: string;
}

const EVENT_NAME = /^pf-[a-z][a-z0-9-]*$/;

const BASE_CSS = `
:host { display: inline-block; vertical-align: middle; }
:host([hidden]) { display: none; }
[hidden] { display: none !important; }
.skeleton {
  display: block;
  box-sizing: border-box;
  border-radius: var(--pf-radius-md, 4px);
  background: var(--pf-neutral-100, #f0f2f5);
}
.root {
  all: initial;
  display: grid;
  font-family: var(--pf-font-family, system-ui, sans-serif);
  font-size: var(--pf-font-size-md, 14px);
  color: var(--pf-color-text, #101828);
  line-height: 1.5;
}
`;

export function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function parse(type: AttributeType, value: string | null): string | number | undefined {
  if (value === null) return undefined;
  if (type === 'number') {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n) ? n : undefined;
  }
  return value;
}

export function describeError(error: unknown): { message: string; name: string } {
  if (error instanceof Error) return { message: error.message, name: error.name };
  return { message: String(error), name: 'Error' };
}

/**
 * The element class for a spec; `load` imports the widget's chunk (once, on first connect).
 * Use `defineWidget` to also register it.
 */
export function createWidgetElement(
  spec: WidgetSpec,
  load: () => Promise<WidgetModule>,
  options: DefineOptions = {},
): CustomElementConstructor {
  const attributes: Record<string, AttributeType> = { ...COMMON_ATTRIBUTES, ...spec.attributes };
  const names = Object.keys(attributes);
  let loaded: Promise<WidgetModule> | undefined;
  const loadOnce = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // a later connect may try again
      throw error;
    }));

  class WidgetElement extends HTMLElement {
    static readonly observedAttributes = names;
    readonly #shadow: ShadowRoot;
    readonly #skeleton: HTMLElement;
    readonly #container: HTMLElement;
    readonly #layers: HTMLElement;
    #controller: AbortController | undefined;
    #instance: WidgetInstance | undefined;
    #scheduled = false;

    constructor() {
      super();
      this.#shadow = this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = BASE_CSS;
      this.#skeleton = document.createElement('span');
      this.#skeleton.className = 'skeleton';
      this.#skeleton.setAttribute('part', 'skeleton');
      this.#skeleton.setAttribute('aria-busy', 'true');
      this.#container = document.createElement('div');
      this.#container.className = 'root';
      this.#container.hidden = true;
      this.#layers = document.createElement('div');
      this.#layers.className = 'layers';
      this.#shadow.append(style, this.#skeleton, this.#container, this.#layers);
      // Properties set before the element was defined shadow the accessors: replay them.
      for (const name of names) {
        const prop = camelCase(name);
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
    }

    /** The current attributes as props. */
    get props(): WidgetProps {
      const props: Record<string, string | number | undefined> = {};
      for (const name of names) props[camelCase(name)] = parse(attributes[name]!, this.getAttribute(name));
      return { ...props, locale: props.locale === 'en' ? 'en' : 'zh' } as WidgetProps;
    }

    connectedCallback() {
      this.#guard(() => {
        if (this.#controller) return; // moved within the page: still mounted
        this.#controller = new AbortController();
        this.#adoptToken();
        this.#sizeSkeleton(this.props);
        void this.#mount(this.#controller.signal);
      });
    }

    disconnectedCallback() {
      // A move (remove + insert in one task) keeps the widget; a real removal tears it down.
      queueMicrotask(() => {
        if (!this.isConnected) this.#guard(() => this.#teardown());
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
      if (oldValue === newValue) return;
      if (name === 'token' && this.#controller) this.#guard(() => this.#adoptToken());
      if (this.#scheduled) return;
      this.#scheduled = true;
      queueMicrotask(() => {
        this.#scheduled = false;
        if (!this.#controller) return;
        this.#guard(() => {
          const props = this.props;
          this.#sizeSkeleton(props);
          this.#instance?.update(props);
        });
      });
    }

    async #mount(signal: AbortSignal) {
      try {
        const module = await loadOnce();
        if (signal.aborted) return;
        let first = true;
        const ctx: WidgetContext = {
          host: this,
          shadowRoot: this.#shadow,
          container: this.#container,
          layers: this.#layers,
          signal,
          apiBase: options.apiBase ?? location.origin,
          emit: (name, detail) => this.#emit(name, detail),
          ready: () => {
            if (!first || signal.aborted) return;
            first = false;
            this.#skeleton.hidden = true;
            this.#container.hidden = false;
            this.#emit('pf-ready');
          },
          fail: (error) => this.#fail(error),
        };
        this.#instance = module.mount(ctx, this.props);
      } catch (error) {
        this.#fail(error);
      }
    }

    #adoptToken() {
      const token = this.getAttribute('token');
      if (token !== null && !adoptToken(options.apiBase ?? location.origin, token))
        this.#fail(new Error('the token attribute is not a widget token'));
    }

    #teardown() {
      this.#controller?.abort();
      this.#controller = undefined;
      const instance = this.#instance;
      this.#instance = undefined;
      instance?.unmount();
      this.#skeleton.hidden = false;
      this.#container.hidden = true;
    }

    #sizeSkeleton(props: WidgetProps) {
      const { width, height } = spec.size(props);
      this.#skeleton.style.width = `${width}px`;
      this.#skeleton.style.height = `${height}px`;
    }

    #emit(name: string, detail?: unknown) {
      if (!EVENT_NAME.test(name)) {
        this.#fail(new Error(`event names are pf- and lowercase: ${name}`));
        return;
      }
      this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    }

    #fail(error: unknown) {
      try {
        this.dispatchEvent(
          new CustomEvent('pf-error', { detail: describeError(error), bubbles: true, composed: true }),
        );
      } catch {
        /* a host listener threw: never into the host page */
      }
    }

    #guard(run: () => void) {
      try {
        run();
      } catch (error) {
        this.#fail(error);
      }
    }
  }

  for (const name of names) {
    const type = attributes[name]!;
    Object.defineProperty(WidgetElement.prototype, camelCase(name), {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return parse(type, this.getAttribute(name));
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }
  return WidgetElement;
}

/** Registers the widget's element (once; a second call is a no-op) and returns its class. */
export function defineWidget(
  spec: WidgetSpec,
  load: () => Promise<WidgetModule>,
  options: DefineOptions = {},
): CustomElementConstructor {
  const existing = customElements.get(spec.tag);
  if (existing) return existing;
  const element = createWidgetElement(spec, load, options);
  customElements.define(spec.tag, element);
  return element;
}
