import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vcardRoutes } from '@platform/contracts/vcard/routes';
import { ModuleCode } from '@platform/contracts/constants';
import { maskAddress, maskEmail, maskPhone } from '@platform/contracts/mask';
import { changeLanguage } from '../../shared/i18n';
import { initialAppState } from '../../shared/session/appSlice';
import { renderWithApp, stubApi } from '../../test/renderWithApp';
import { cardDetail, ok, session } from '../../test/cardDetail';
import MobileCardPage from './MobileCardPage';
import { buildVcardFile, escapeVcardText, vcardFileName } from './vcardFile';

const ROUTE = { route: '/m/card/:vcardId', meta: { title: 'cardMobile', hidden: true, bare: true } } as const;

/** A card as the server answers a visitor: encryption on, contacts already masked. */
const maskedCard = () =>
  cardDetail({
    isOwner: false,
    phone: maskPhone('13812345678'),
    email: maskEmail('lina@example.com'),
    address: maskAddress('上海市浦东新区'),
    vcardModuleVOList: [
      ...cardDetail().vcardModuleVOList,
      {
        id: 'm10',
        moduleCode: ModuleCode.BUSINESS_SCOPE,
        moduleName: '',
        ifDisplay: 1,
        content: '集成电路设计；电子产品销售',
        sort: 4,
      },
    ],
  });

let downloads: { name: string; text: Promise<string> }[] = [];
beforeEach(() => {
  downloads = [];
  let blob: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (b: Blob) => ((blob = b), 'blob:card'),
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download && blob) downloads.push({ name: this.download, text: blob.text() });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  changeLanguage('zh');
});

function serve(card: ReturnType<typeof cardDetail> | { id: string; unavailable: string }) {
  const api = stubApi({ [vcardRoutes.getVcardDetailById.path]: ok(card) });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

describe('mobile card page', { timeout: 30_000 }, () => {
  it('shows a visitor the card with the masked contacts as the server gave them (zh)', async () => {
    const api = serve(maskedCard());
    renderWithApp(<MobileCardPage />, initialAppState, '/m/card/9001', ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: '李娜' })).toBeInTheDocument();
    expect(api.calls[0]!.url).toContain('vcardId=9001');
    expect(screen.getByText('销售总监 · 市场部')).toBeInTheDocument();
    const contacts = screen.getByLabelText('联系方式');
    expect(within(contacts).getByText('138****5678')).toBeInTheDocument();
    expect(within(contacts).getByText('********@example.com')).toBeInTheDocument();
    expect(within(contacts).getByText('***********')).toBeInTheDocument();
    expect(within(contacts).getAllByText('已隐藏，交换名片后可见')).toHaveLength(3);
    expect(document.body.textContent).not.toContain('13812345678');
    // Introduction, the company's tags and scope.
    expect(screen.getByRole('heading', { name: '个人简介' })).toBeInTheDocument();
    expect(screen.getByText('十年芯片销售')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '企业标签' })).toHaveTextContent('集成电路');
    expect(screen.getByText('集成电路设计；电子产品销售')).toBeInTheDocument();
    // Actions: no call for a masked number; login to exchange leads back here.
    const actions = screen.getByRole('navigation', { name: '名片操作' });
    expect(within(actions).getByRole('button', { name: '保存到通讯录' })).toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: /拨打电话/ })).not.toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: '登录后交换名片' })).toHaveAttribute(
      'href',
      `/login?path=${encodeURIComponent('/m/card/9001')}`,
    );
    // Every control is reachable with the keyboard, in order.
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: '保存到通讯录' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '登录后交换名片' })).toHaveFocus();
  });

  it('saves a .vcf of what the visitor may see, leaving masked contacts out', async () => {
    serve(maskedCard());
    renderWithApp(<MobileCardPage />, initialAppState, '/m/card/9001', ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: '保存到通讯录' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe('李娜.vcf');
    const text = await downloads[0]!.text;
    expect(text).toContain('FN:李娜\r\n');
    expect(text).toContain('ORG:华芯微电子有限公司;市场部\r\n');
    expect(text).toContain('TITLE:销售总监\r\n');
    expect(text).toContain(`URL:${window.location.origin}/m/card/9001\r\n`);
    expect(text).not.toMatch(/TEL|EMAIL|ADR|\*/);
  });

  it('offers a call only for a number the server gave unmasked (encryption off)', async () => {
    serve(cardDetail({ isOwner: false, encrypt: false }));
    renderWithApp(<MobileCardPage />, session, '/m/card/9001', ROUTE);
    const call = await screen.findByRole('link', { name: '拨打电话 13812345678' });
    expect(call).toHaveAttribute('href', 'tel:13812345678');
    // A signed-in viewer is not asked to log in.
    expect(screen.queryByRole('link', { name: '登录后交换名片' })).not.toBeInTheDocument();
  });

  it('speaks English without Chinese interface words', async () => {
    changeLanguage('en');
    serve(maskedCard());
    renderWithApp(<MobileCardPage />, initialAppState, '/m/card/9001', ROUTE);
    expect(await screen.findByRole('button', { name: 'Save to contacts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to exchange cards' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contact')).toHaveTextContent('138****5678');
    expect(screen.getAllByText('Hidden until you exchange cards')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Business scope' })).toBeInTheDocument();
    for (const word of [
      '保存到通讯录',
      '登录后交换名片',
      '联系方式',
      '手机',
      '邮箱',
      '地址',
      '经营范围',
      '已隐藏',
    ])
      expect(document.body.textContent).not.toContain(word);
  });

  it('says a private card is private and refuses an id that is not one', async () => {
    serve({ id: '9001', unavailable: 'private' });
    const first = renderWithApp(<MobileCardPage />, initialAppState, '/m/card/9001', ROUTE);
    expect(await screen.findByText('该名片已设为私密')).toBeInTheDocument();
    first.unmount();
    renderWithApp(<MobileCardPage />, initialAppState, '/m/card/abc', ROUTE);
    expect(screen.getByRole('alert')).toHaveTextContent('名片不存在或链接有误');
  });
});

describe('vcard file', () => {
  it('escapes text values and names the file after the person', () => {
    expect(escapeVcardText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(vcardFileName('李 娜/:')).toBe('李娜.vcf');
    const text = buildVcardFile({
      name: 'Li Na',
      org: 'Acme, Inc.',
      dept: '',
      title: 'CEO',
      phone: '138 1234 5678',
      email: 'a@b.cn',
      address: 'Road 1',
      note: '',
      url: '',
    });
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Li Na',
      'N:Li Na;;;;',
      'ORG:Acme\\, Inc.',
      'TITLE:CEO',
      'TEL;TYPE=CELL:13812345678',
      'EMAIL;TYPE=INTERNET:a@b.cn',
      'ADR;TYPE=WORK:;;Road 1;;;;',
      'END:VCARD',
      '',
    ]);
  });
});
