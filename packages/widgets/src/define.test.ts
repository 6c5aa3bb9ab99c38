import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createWidgetElement,
  type WidgetContext,
  type WidgetModule,
  type WidgetProps,
  type WidgetSpec,
} from './define';

let counter = 0;
const spec = (): WidgetSpec => ({
  tag: `pf-test-${++counter}`,
  attributes: { name: 'string', 'company-id': 'string', size: 'number' },
  size: (p) => ({ width: Number(p.size ?? 40), height: 20 }),
});

/** A fake chunk that records what the element hands it. */
function fakeModule() {
  const calls = {
    mounts: 0,
    updates: [] as WidgetProps[],
    unmounts: 0,
    ctx: undefined as WidgetContext | undefined,
  };
  const listener = vi.fn();
  const module: WidgetModule = {
    mount(ctx, props) {
      calls.mounts += 1;
      calls.ctx = ctx;
      calls.updates.push(props);
      window.addEventListener('resize', listener, { signal: ctx.signal });
      ctx.container.textContent = String(props.name ?? '');
      ctx.ready();
      return {
        update: (next) => {
          calls.updates.push(next);
          ctx.container.textContent = String(next.name ?? '');
        },
        unmount: () => {
          calls.unmounts += 1;
        },
      };
    },
  };
  return { module, calls, listener };
}

function define(module: WidgetModule | (() => Promise<WidgetModule>)) {
  const s = spec();
  const load = typeof module === 'function' ? module : () => Promise.resolve(module);
  customElements.define(s.tag, createWidgetElement(s, load, { apiBase: 'https://platform.test' }));
  return s.tag;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineWidget element', () => {
  it('shows a sized skeleton in an open shadow root at once, then the widget', async () => {
    const { module, calls } = fakeModule();
    let release!: () => void;
    const tag = define(() => new Promise<WidgetModule>((ok) => (release = () => ok(module))));
    const el = document.createElement(tag);
    el.setAttribute('size', '64');
    document.body.append(el);
    const skeleton = el.shadowRoot!.querySelector<HTMLElement>('.skeleton')!;
    expect(el.shadowRoot!.mode).toBe('open');
    expect(skeleton.hidden).toBe(false);
    expect(skeleton.style.width).toBe('64px');
    expect(skeleton.style.height).toBe('20px');
    release();
    await settle();
    expect(calls.mounts).toBe(1);
    expect(skeleton.hidden).toBe(true);
    expect(calls.ctx!.apiBase).toBe('https://platform.test');
    expect(calls.ctx!.shadowRoot).toBe(el.shadowRoot);
    expect(el.shadowRoot!.contains(calls.ctx!.layers)).toBe(true);
  });

  it('re-renders once per batch of attribute changes, with parsed camelCase props', async () => {
    const { module, calls } = fakeModule();
    const tag = define(module);
    const el = document.createElement(tag);
    el.setAttribute('name', '华为技术有限公司');
    document.body.append(el);
    await settle();
    el.setAttribute('company-id', '42');
    el.setAttribute('size', '72');
    el.setAttribute('locale', 'en');
    await settle();
    expect(calls.updates).toHaveLength(2);
    expect(calls.updates[1]).toMatchObject({
      name: '华为技术有限公司',
      companyId: '42',
      size: 72,
      locale: 'en',
    });
    expect(calls.updates[0]!.locale).toBe('zh');
  });

  it('mirrors attributes as properties, both ways, including properties set before upgrade', async () => {
    const { module, calls } = fakeModule();
    const s = spec();
    const early = document.createElement(s.tag) as HTMLElement & Record<string, unknown>;
    early.companyId = 'c-1';
    document.body.append(early);
    customElements.define(
      s.tag,
      createWidgetElement(s, () => Promise.resolve(module)),
    );
    await settle();
    expect(early.getAttribute('company-id')).toBe('c-1');
    early.name = '腾讯科技';
    expect(early.getAttribute('name')).toBe('腾讯科技');
    early.setAttribute('size', '30');
    expect(early.size).toBe(30);
    early.size = null;
    expect(early.hasAttribute('size')).toBe(false);
    await settle();
    expect(calls.updates.at(-1)).toMatchObject({ companyId: 'c-1', name: '腾讯科技', size: undefined });
  });

  it('on disconnect unmounts and removes every listener; a move keeps it mounted', async () => {
    const { module, calls, listener } = fakeModule();
    const tag = define(module);
    const el = document.createElement(tag);
    document.body.append(el);
    await settle();
    const other = document.createElement('section');
    document.body.append(other);
    other.append(el); // a move: disconnect + connect in one task
    await settle();
    expect(calls.unmounts).toBe(0);
    window.dispatchEvent(new Event('resize'));
    expect(listener).toHaveBeenCalledTimes(1);

    el.remove();
    await settle();
    expect(calls.unmounts).toBe(1);
    expect(calls.ctx!.signal.aborted).toBe(true);
    window.dispatchEvent(new Event('resize'));
    expect(listener).toHaveBeenCalledTimes(1);

    document.body.append(el); // back again: mounted afresh
    await settle();
    expect(calls.mounts).toBe(2);
  });

  it('emits lowercase CustomEvents that bubble and are composed', async () => {
    const { module, calls } = fakeModule();
    const tag = define(module);
    const el = document.createElement(tag);
    const seen: Event[] = [];
    document.addEventListener('pf-select', (e) => seen.push(e));
    document.addEventListener('pf-ready', (e) => seen.push(e));
    document.body.append(el);
    await settle();
    calls.ctx!.emit('pf-select', { id: 1 });
    expect(seen.map((e) => e.type)).toEqual(['pf-ready', 'pf-select']);
    const select = seen[1] as CustomEvent;
    expect(select.bubbles && select.composed).toBe(true);
    expect(select.detail).toEqual({ id: 1 });
  });

  it('never throws into the host page: a failed chunk or bad event name is a pf-error event', async () => {
    const tag = define(() => Promise.reject(new Error('chunk failed')));
    const errors: CustomEvent[] = [];
    document.addEventListener('pf-error', (e) => errors.push(e as CustomEvent));
    const el = document.createElement(tag);
    expect(() => document.body.append(el)).not.toThrow();
    await settle();
    expect(errors[0]!.detail).toMatchObject({ message: 'chunk failed' });
    expect(errors[0]!.composed).toBe(true);
    expect(el.shadowRoot!.querySelector<HTMLElement>('.skeleton')!.hidden).toBe(false);

    const { module, calls } = fakeModule();
    const ok = document.createElement(define(module));
    document.body.append(ok);
    await settle();
    calls.ctx!.emit('pf-Select');
    expect(errors.at(-1)!.detail.message).toMatch(/lowercase/);
  });
});

describe('the token attribute', () => {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const token = (sub: string) =>
    `${b64({ alg: 'HS256' })}.${b64({ sub, exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;

  it('signs every widget of the page in, and a value that is not a token is a pf-error', async () => {
    const { currentSession, setSession } = await import('./session');
    const { module } = fakeModule();
    const tag = define(module);
    const el = document.createElement(tag);
    el.setAttribute('token', token('1000000000000000002'));
    document.body.append(el);
    await settle();
    expect(currentSession('https://platform.test')?.userId).toBe('1000000000000000002');

    const errors: unknown[] = [];
    el.addEventListener('pf-error', (e) => errors.push((e as CustomEvent).detail));
    (el as unknown as { token: string }).token = 'not-a-token';
    expect(errors).toEqual([{ name: 'Error', message: 'the token attribute is not a widget token' }]);
    expect(currentSession('https://platform.test')?.userId).toBe('1000000000000000002');
    setSession('https://platform.test', null);
  });
});
