import { afterEach, describe, expect, it } from 'vitest';
import { defineEnterpriseLogo } from './index';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<pf-enterprise-logo>', () => {
  it('renders the logo inside its shadow root, styles and theme variables included', async () => {
    defineEnterpriseLogo();
    const el = document.createElement('pf-enterprise-logo');
    el.setAttribute('name', '上海示例智能科技有限公司');
    el.setAttribute('company-id', '91310000MA1FL5KX2Q');
    const ready = new Promise((r) => el.addEventListener('pf-ready', r, { once: true }));
    const headStyles = document.head.querySelectorAll('style').length;
    document.body.append(el);
    await ready;
    const root = el.shadowRoot!;
    await until(() => root.querySelector('[role="img"]') !== null);
    const img = root.querySelector('[role="img"]')!;
    expect(img.getAttribute('aria-label')).toBe('上海示例智能科技有限公司 标志');
    expect(img.textContent).toBe('上海示例');
    const css = Array.from(root.querySelectorAll('style'))
      .map(
        (s) =>
          s.textContent +
          Array.from(s.sheet?.cssRules ?? [])
            .map((r) => r.cssText)
            .join(''),
      )
      .join('\n');
    expect(css).toMatch(/:host\s*\{[^}]*--pf-brand-/);
    expect(document.head.querySelectorAll('style').length).toBe(headStyles);
    expect(document.body.textContent).toBe('');

    el.setAttribute('locale', 'en');
    el.setAttribute('name', 'Acme Ltd');
    await until(() => root.querySelector('[role="img"]')?.getAttribute('aria-label') === 'Acme Ltd logo');
  });
});
