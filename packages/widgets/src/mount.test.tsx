import { Popover } from '@platform/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { defineWidget, type WidgetProps, type WidgetSpec } from './define';
import { hostOverrides, reactMount, themeFromAttribute, useWidget } from './mount';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

function Demo({ label }: WidgetProps & { label?: string }) {
  const { emit } = useWidget();
  return (
    <Popover open content={<p className="panel">{label}</p>} aria-label="details">
      <button type="button" onClick={() => emit('pf-select', { label })}>
        {label}
      </button>
    </Popover>
  );
}

const spec: WidgetSpec = {
  tag: 'pf-mount-demo',
  attributes: { label: 'string' },
  size: () => ({ width: 10, height: 10 }),
};
defineWidget(spec, async () => ({ mount: reactMount(Demo) }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('reactMount', () => {
  it('portals floating layers inside the shadow root, emits composed events, unmounts on removal', async () => {
    const el = document.createElement('pf-mount-demo');
    el.setAttribute('label', '详情');
    document.body.append(el);
    const root = el.shadowRoot!;
    await until(() => root.querySelector('.panel') !== null);
    expect(root.querySelector('.layers')!.contains(root.querySelector('.panel'))).toBe(true);
    expect(document.body.querySelector('.panel')).toBeNull();

    const seen: CustomEvent[] = [];
    document.addEventListener('pf-select', (e) => seen.push(e as CustomEvent), { once: true });
    root.querySelector('button')!.click();
    expect(seen[0]!.detail).toEqual({ label: '详情' });

    el.remove();
    await until(() => root.querySelector('button') === null && root.querySelector('.panel') === null);
  });

  it('builds the theme from the theme attribute: blue, common or a brand colour', () => {
    expect(themeFromAttribute(undefined).name).toBe('blue');
    expect(themeFromAttribute('common').name).toBe('common');
    const brand = themeFromAttribute('#E60012');
    expect(Object.values(brand.colors.brand)).toContain('#e60012');
  });

  it('lets the host page override the brand colour and font through custom properties on the element', () => {
    const el = document.createElement('div');
    el.style.setProperty('--pf-brand-color', '#0f766e');
    el.style.setProperty('--pf-font-family', 'Georgia, serif');
    document.body.append(el);
    const overrides = hostOverrides(el);
    expect(overrides).toEqual({ brandColor: '#0f766e', fontFamily: 'Georgia, serif' });
    const theme = themeFromAttribute('common', overrides);
    expect(theme.name).toBe('common');
    expect(Object.values(theme.colors.brand)).toContain('#0f766e');
    expect(theme.font.family).toBe('Georgia, serif');
    // Not a colour: the attribute's theme stays.
    expect(Object.values(themeFromAttribute('#E60012', { brandColor: 'red;}' }).colors.brand)).toContain(
      '#e60012',
    );
    el.remove();
  });
});
