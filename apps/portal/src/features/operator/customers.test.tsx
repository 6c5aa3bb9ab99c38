import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  operatorCustomerRoutes as R,
  operatorRoutes as O,
  type CustomerChange,
  type OperatorCustomer,
} from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import CustomerEditorPage from './CustomerEditorPage';
import CustomersPage from './CustomersPage';

/** The operator's customers: list, editor with its live preview, save and history (docs/operator.md). */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const CUSTOMER: OperatorCustomer = {
  code: '20000001',
  isDefault: false,
  version: 4,
  domains: ['127.0.0.1'],
  platformName: '星河产业大脑',
  logos: { logo: '/brand/20000001/logo.svg', logo2: '', logo3: '' },
  servicePhone: '400-611-2026',
  address: '江苏省苏州市工业园区星湖街 328 号',
  record: '苏ICP备2026000002号-1',
  license: '',
  companyName: '苏州星河数据服务有限公司',
  theme: 'blue',
  brandColor: '#0F8A5F',
  oem: { indexFlag: 2, vipServicesFlag: 0 },
  configItems: [
    { configType: 'menu', configKey: 'discover', configName: '发现', checked: true, sort: 0 },
    { configType: 'menu', configKey: 'business', configName: '精准招商', checked: true, sort: 1 },
    { configType: 'service', configKey: '10000008', configName: '精准招商', checked: true, sort: 0 },
  ],
  footerPartners: [{ name: '苏州市数据局', url: '' }],
};
const HISTORY: CustomerChange[] = [
  {
    id: '2',
    at: '2026-10-12T06:05:00.000Z',
    userName: '平台管理员',
    before: { theme: 'blue', brandColor: '#127A55' },
    after: { theme: 'common', brandColor: '#0F8A5F' },
  },
  {
    id: '1',
    at: '2026-09-01T02:30:00.000Z',
    userName: '平台管理员',
    before: null,
    after: { platformName: 'x' },
  },
];

function setup() {
  const stubbed = stubApi({
    [O.me.path]: okReply({ operator: true }),
    [R.customers.path]: okReply([
      {
        code: '20000001',
        platformName: '星河产业大脑',
        domains: ['127.0.0.1'],
        theme: 'common',
        brandColor: '#0F8A5F',
        isDefault: false,
        version: 4,
      },
    ]),
    [R.customerRead.path]: okReply(CUSTOMER),
    [R.customerHistory.path]: okReply(HISTORY),
    [R.customerSave.path]: (init) => okReply({ ...CUSTOMER, ...JSON.parse(String(init.body)), version: 5 }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return stubbed;
}
const bodiesOf = (s: ReturnType<typeof setup>, path: string) =>
  s.calls
    .filter((c) => c.url.includes(path))
    .map((c) => JSON.parse(String(c.init.body)) as Record<string, unknown>);
/** The preview top bar's background as the browser computes it from the preview's theme. */
const barColour = (preview: HTMLElement) =>
  getComputedStyle(within(preview).getByTestId('preview-top-bar')).backgroundColor;
const AXE = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };

describe('operator customers', () => {
  it('lists the customers with a way into each, in English without Chinese words of ours', async () => {
    changeLanguage('en');
    setup();
    renderWithApp(<CustomersPage />, signedInSession, '/operator/customers');
    const row = await screen.findByTestId('customer-20000001');
    expect(within(row).getByRole('link', { name: 'Edit 星河产业大脑' }).getAttribute('href')).toBe(
      '/operator/customerEdit?code=20000001',
    );
    expect(screen.getByRole('link', { name: 'New customer' }).getAttribute('href')).toBe(
      '/operator/customerEdit',
    );
    const ours = document.body.textContent!.replace(/星河产业大脑/g, '');
    expect(ours).not.toMatch(/[\u4e00-\u9fff]/);
    expect((await axe.run(document.body, AXE)).violations.map((v) => v.id)).toEqual([]);
  });

  it('previews the colour and theme as they are typed, refuses a bad colour before asking, saves at the version read', async () => {
    const stubbed = setup();
    const user = userEvent.setup();
    renderWithApp(<CustomerEditorPage />, signedInSession, '/operator/customerEdit?code=20000001');
    const preview = await screen.findByTestId('customer-preview');
    expect(preview.getAttribute('data-brand-color')).toBe('#0f8a5f');
    expect(barColour(preview)).toBe('rgb(15, 138, 95)');
    // The real footer, with the customer's name, record and partners.
    expect(within(preview).getByTestId('footer').textContent).toContain('苏ICP备2026000002号-1');
    expect(within(preview).getByTestId('footer-partners').textContent).toContain('苏州市数据局');

    const colour = screen.getByLabelText('品牌色');
    await user.clear(colour);
    await user.type(colour, '#AA3300');
    expect(preview.getAttribute('data-brand-color')).toBe('#aa3300');
    expect(barColour(preview)).toBe('rgb(170, 51, 0)');
    await user.click(screen.getByRole('radio', { name: '通用（白色顶栏）' }));
    expect(preview.getAttribute('data-theme')).toBe('common');
    expect(barColour(preview)).toBe('rgb(255, 255, 255)');
    const name = screen.getByLabelText('平台名称');
    await user.clear(name);
    await user.type(name, '星河二期');
    expect(within(preview).getByTestId('preview-top-bar').querySelector('img')?.alt).toBe('星河二期');
    expect(within(preview).getByTestId('footer').textContent).toContain('星河二期');

    await user.clear(colour);
    await user.type(colour, 'red');
    await user.click(screen.getByTestId('customer-save'));
    expect((await screen.findAllByText('品牌色须为 #rrggbb 格式')).length).toBeGreaterThan(0);
    expect(bodiesOf(stubbed, R.customerSave.path)).toEqual([]);

    await user.clear(colour);
    await user.type(colour, '#AA3300');
    await user.click(screen.getByTestId('customer-save'));
    await waitFor(() => expect(bodiesOf(stubbed, R.customerSave.path)).toHaveLength(1));
    const [sent] = bodiesOf(stubbed, R.customerSave.path);
    expect(sent).toMatchObject({
      code: '20000001',
      version: 4,
      platformName: '星河二期',
      brandColor: '#AA3300',
      theme: 'common',
      domains: ['127.0.0.1'],
      footerPartners: [{ name: '苏州市数据局', url: '' }],
    });
    expect(
      (sent!.configItems as Array<{ configKey: string; checked: boolean }>).filter((i) => i.checked),
    ).toHaveLength(3);
  });

  it('shows the change history and passes axe with the keyboard reaching the fields', async () => {
    setup();
    const user = userEvent.setup();
    renderWithApp(<CustomerEditorPage />, signedInSession, '/operator/customerEdit?code=20000001');
    const history = await screen.findByTestId('customer-history');
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    expect(history.textContent).toContain('平台管理员 修改了：主题, 品牌色');
    expect(history.textContent).toContain('平台管理员 创建了客户');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.tagName).toMatch(/INPUT|TEXTAREA|A|BUTTON/);
    expect((await axe.run(document.body, AXE)).violations.map((v) => v.id)).toEqual([]);
  });

  it('checks a new customer’s code and domains before asking the server', async () => {
    const stubbed = setup();
    const user = userEvent.setup();
    renderWithApp(<CustomerEditorPage />, signedInSession, '/operator/customerEdit');
    await user.type(await screen.findByLabelText('客户编码'), 'x');
    await user.type(screen.getByLabelText('域名'), 'https://bad.example.com/path');
    await user.type(screen.getByLabelText('平台名称'), '新平台');
    await user.click(screen.getByTestId('customer-save'));
    expect(await screen.findByText('客户编码为 2–32 位字母或数字')).toBeTruthy();
    expect(screen.getByText('域名格式不正确：https://bad.example.com/path')).toBeTruthy();
    expect(bodiesOf(stubbed, R.customerCreate.path)).toEqual([]);
  });
});
