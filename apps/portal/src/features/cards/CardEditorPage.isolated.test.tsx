import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bigdataRoutes, entdataRoutes } from '@platform/contracts/bigdata/routes';
import { vcardRoutes } from '@platform/contracts/vcard/routes';
import { renderWithApp, stubApi } from '../../test/renderWithApp';
import CardEditorPage from './CardEditorPage';
import { VIEW_CARD_DRAFT_KEY } from './cardModel';
import { cardDetail, ok, session } from '../../test/cardDetail';

const upload = vi.hoisted(() =>
  vi.fn(async (file: File, _kind: string, options?: { onProgress?: (p: number) => void }) => {
    options?.onProgress?.(50);
    options?.onProgress?.(100);
    return { url: `/api/platform-resource/file/${file.name}` };
  }),
);
vi.mock('./cardUpload', () => ({ useCardUpload: () => upload }));

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResize));
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (calls: { url: string; init: RequestInit }[], path: string) =>
  JSON.parse(String(calls.find((c) => c.url.startsWith(path))!.init.body)) as Record<string, unknown>;

const entDetailOf = (listed: boolean) => ({
  companyInfo: {
    companyId: '3000000001',
    companyName: '华芯微电子有限公司',
    techFieldTags: '集成电路,芯片设计',
    qualificationTags: '高新技术企业',
    serviceAndProductTags: '功率芯片',
    businessScope: '集成电路设计、销售',
  },
  stockInfoList: listed
    ? [{ stockTypeName: 'A股', stockName: '华芯', stockCode: '688001', exchangeName: '', listDate: '' }]
    : [],
  layoutInfoList: [{ industryCode: 'C39', industryName: '半导体', chainCode: '', chainName: '' }],
});

describe('card editor', { timeout: 40_000 }, () => {
  it('shows the spec messages for the name, phone and email', async () => {
    const { fetchMock, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CardEditorPage />, session, '/businessCard/add');
    await userEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('手机号码不能为空')).toBeInTheDocument();
    const phone = screen.getByLabelText(/手机号码/);
    await userEvent.type(phone, '1381234');
    await userEvent.tab();
    expect(await screen.findByText('手机号码长度不为11位')).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '12812345678');
    await userEvent.tab();
    expect(await screen.findByText('手机号码格式不正确')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/邮箱/), 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith(vcardRoutes.saveVcard.path))).toBe(false);
  });

  it('fills organisation, tag, scope and stock modules from the picked enterprise', async () => {
    const { fetchMock, calls } = stubApi({
      [entdataRoutes.entAssoListByKeywords.path]: ok([
        {
          companyId: '3000000001',
          companyName: '华芯微电子有限公司',
          uscNo: '',
          legalEntityName: '',
          regStatusName: '',
        },
      ]),
      [bigdataRoutes.entDetail.path]: ok(entDetailOf(true)),
      [vcardRoutes.saveVcard.path]: ok('9001'),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<CardEditorPage />, session, '/businessCard/add');
    await userEvent.type(await screen.findByRole('combobox', { name: '关联企业' }), '华芯');
    await userEvent.click(await screen.findByRole('option', { name: '华芯微电子有限公司' }));
    await waitFor(() => expect(screen.getByLabelText('单位名称')).toHaveValue('华芯微电子有限公司'));
    const modules = screen.getByRole('list', { name: '名片模块' });
    for (const name of ['产业布局', '技术领域', '资质列表', '产品与服务', '经营范围', '股票行情'])
      expect(within(modules).getAllByText(name).length).toBeGreaterThan(0);
    expect(within(modules).getByText('芯片设计')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/姓名/), '李娜');
    await userEvent.type(screen.getByLabelText(/手机号码/), '13812345678');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.search).toBe('?vcardId=9001'));
    const body = bodyOf(calls, vcardRoutes.saveVcard.path) as {
      orgName: string;
      vcardModuleDTOList: { moduleCode: number; content: string }[];
    };
    expect(body.orgName).toBe('华芯微电子有限公司');
    const content = (code: number) => body.vcardModuleDTOList.find((m) => m.moduleCode === code)?.content;
    expect(JSON.parse(content(2)!)).toEqual({ companyId: '3000000001', companyName: '华芯微电子有限公司' });
    expect(JSON.parse(content(6)!)).toEqual(['半导体']);
    expect(JSON.parse(content(7)!)).toEqual(['集成电路', '芯片设计']);
    expect(content(10)).toBe('集成电路设计、销售');
    expect(JSON.parse(content(17)!)).toEqual({ companyId: '3000000001' });
  });

  it('reorders modules with the keyboard and saves that order', async () => {
    const { fetchMock, calls } = stubApi({
      [vcardRoutes.getVcardDetailById.path]: ok(cardDetail()),
      [vcardRoutes.updateVcard.path]: ok('9001'),
      [vcardRoutes.getCardUpdateTags.path]: ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CardEditorPage />, session, '/businessCard/edit?vcardId=9001');
    await userEvent.click(await screen.findByRole('button', { name: '上移技术领域' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith(vcardRoutes.updateVcard.path))).toBe(true));
    const body = bodyOf(calls, vcardRoutes.updateVcard.path) as {
      id: string;
      vcardModuleDTOList: { moduleCode: number }[];
    };
    expect(body.id).toBe('9001');
    expect(body.vcardModuleDTOList.map((m) => m.moduleCode)).toEqual([1, 7, 2, 14]);
  });

  it('keeps every value when the server refuses the save', async () => {
    const { fetchMock } = stubApi({
      [vcardRoutes.saveVcard.path]: { body: { code: 500100, msg: '名片数量已达上限', data: null } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CardEditorPage />, session, '/businessCard/add');
    await userEvent.type(await screen.findByLabelText(/姓名/), '李娜');
    await userEvent.type(screen.getByLabelText(/手机号码/), '13812345678');
    await userEvent.type(screen.getByLabelText('职务'), '销售总监');
    await userEvent.type(screen.getByRole('textbox', { name: /个人简介/ }), '第一行');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert', { name: '' }, { timeout: 5000 })).toHaveTextContent(
      '名片数量已达上限',
    );
    expect(screen.getByLabelText(/姓名/)).toHaveValue('李娜');
    expect(screen.getByLabelText('职务')).toHaveValue('销售总监');
    expect(screen.getByRole('textbox', { name: /个人简介/ })).toHaveValue('第一行');
  });

  it('adds a products module and uploads a product image', async () => {
    const { fetchMock, calls } = stubApi({
      [vcardRoutes.getVcardDetailById.path]: ok(cardDetail()),
      [vcardRoutes.updateVcard.path]: ok('9001'),
      [vcardRoutes.getCardUpdateTags.path]: ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithApp(<CardEditorPage />, session, '/businessCard/edit?vcardId=9001');
    await userEvent.click(await screen.findByRole('button', { name: /添加模块/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '产品' }));
    await userEvent.click(await screen.findByRole('button', { name: '添加产品' }));
    await userEvent.type(screen.getByLabelText('产品名称 1'), '功率芯片');
    const input = container.querySelector<HTMLInputElement>('fieldset input[type="file"]')!;
    await userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'chip.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'chip.png' })).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'image', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith(vcardRoutes.updateVcard.path))).toBe(true));
    const body = bodyOf(calls, vcardRoutes.updateVcard.path) as {
      vcardModuleDTOList: { moduleCode: number; content: string }[];
    };
    const products = body.vcardModuleDTOList.find((m) => m.moduleCode === 11)!;
    expect(JSON.parse(products.content)).toEqual([
      {
        productName: '功率芯片',
        attachList: [{ urlAddr: '/api/platform-resource/file/chip.png', name: 'chip.png' }],
      },
    ]);
    // Dynamics (14) stays last.
    expect(body.vcardModuleDTOList.at(-1)!.moduleCode).toBe(14);
  });

  it('uploads the avatar through the kit upload button (no bare file input) and saves its address', async () => {
    const { fetchMock, calls } = stubApi({
      [vcardRoutes.getVcardDetailById.path]: ok(cardDetail()),
      [vcardRoutes.updateVcard.path]: ok('9001'),
      [vcardRoutes.getCardUpdateTags.path]: ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithApp(<CardEditorPage />, session, '/businessCard/edit?vcardId=9001');
    const button = await screen.findByRole('button', { name: '上传头像' });
    const input = button
      .closest('div')!
      .parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('input[type="file"]:not([aria-hidden="true"])')).toHaveLength(0);
    await userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'avatar', expect.anything());
    expect(await screen.findByRole('img', { name: '当前头像' })).toHaveAttribute(
      'src',
      '/api/platform-resource/file/me.png',
    );
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith(vcardRoutes.updateVcard.path))).toBe(true));
    expect(bodyOf(calls, vcardRoutes.updateVcard.path)).toMatchObject({
      avatar: '/api/platform-resource/file/me.png',
    });
  });

  it('stores the view-card draft and opens the preview', async () => {
    const { fetchMock } = stubApi({});
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithApp(<CardEditorPage />, session, '/businessCard/add');
    await userEvent.type(await screen.findByLabelText(/姓名/), '李娜');
    await userEvent.click(screen.getByRole('button', { name: '预览' }));
    expect(router.state.location.pathname).toBe('/businessCard/preview');
    const draft = JSON.parse(localStorage.getItem(VIEW_CARD_DRAFT_KEY)!) as {
      userName: string;
      type: number;
    };
    expect(draft).toMatchObject({ userName: '李娜', type: 2 });
  });

  it('adds reminder tags to the card in edit mode, and closes with the success text', async () => {
    const { fetchMock, calls } = stubApi({
      [vcardRoutes.getVcardDetailById.path]: ok(cardDetail()),
      [vcardRoutes.getCardUpdateTags.path]: ok([
        { changeTagCode: 'techFieldTags', contentList: [{ tagName: '人工智能' }, { tagName: '物联网' }] },
      ]),
      [vcardRoutes.addCardUpdateTags.path]: ok([
        { changeTagCode: 'techFieldTags', contentList: [{ tagName: '物联网' }] },
      ]),
      [vcardRoutes.modifyVcardSynctime.path]: ok('2026-11-23'),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CardEditorPage />, session, '/businessCard/edit?vcardId=9001');
    const panel = await screen.findByRole('region', { name: /2/ });
    await userEvent.click(within(panel).getByRole('button', { name: /人工智能/ }));
    await waitFor(() =>
      expect(bodyOf(calls, vcardRoutes.addCardUpdateTags.path)).toEqual({
        vcardId: '9001',
        tags: [{ changeTagCode: 'techFieldTags', tagName: '人工智能' }],
      }),
    );
    const modules = screen.getByRole('list', { name: '名片模块' });
    expect(await within(modules).findByText('人工智能')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /1/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('关闭成功，在企业下次更新前不再提醒')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith(vcardRoutes.modifyVcardSynctime.path))!.url).toContain(
      'vcardId=9001',
    );
  });
});
