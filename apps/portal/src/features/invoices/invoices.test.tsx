import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invoicesRoutes } from '@platform/contracts/invoices/routes';
import type { Invoice, InvoiceTitle, InvoiceableOrder } from '@platform/contracts/invoices/schemas';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import { amountProblem } from './amount';
import InvoiceApplyPage from './InvoiceApplyPage';
import InvoiceDetailPage from './InvoiceDetailPage';
import InvoiceListPage from './InvoiceListPage';
import InvoiceTitlesPage from './InvoiceTitlesPage';

afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('zh');
});

const R = invoicesRoutes;
const refusal = (msg: string) => ({ body: { code: 91001, msg, data: null } });

const personal: InvoiceTitle = {
  id: '1',
  kind: 'personal',
  name: '李娜',
  taxNo: '',
  address: '',
  phone: '',
  bank: '',
  account: '',
  isDefault: true,
  specialReady: false,
  updateTime: '2026-11-20T02:00:00.000Z',
};
const ready: InvoiceTitle = {
  ...personal,
  id: '2',
  kind: 'company',
  name: '福州云启科技有限公司',
  taxNo: '91350100M000100Y43',
  address: '福州市鼓楼区五四路 1 号',
  phone: '0591-88888888',
  bank: '招商银行福州分行',
  account: '591900000010101',
  isDefault: false,
  specialReady: true,
};
const incomplete: InvoiceTitle = {
  ...ready,
  id: '3',
  name: '福州半成品有限公司',
  bank: '',
  account: '',
  specialReady: false,
};

const orderA: InvoiceableOrder = {
  outTradeNo: 'P2026112000000001',
  mealCode: 'D',
  mealName: '企业版',
  goodsTime: '1年',
  accountNum: 5,
  buyType: 1,
  price: 2980,
  payTime: '2026-11-20T02:00:00.000Z',
};
const orderB: InvoiceableOrder = {
  ...orderA,
  outTradeNo: 'P2026112100000002',
  mealCode: 'C',
  mealName: '个人版',
  accountNum: 1,
  price: 598,
};

const invoice = (over: Partial<Invoice>): Invoice => ({
  id: '501',
  outTradeNo: orderA.outTradeNo,
  type: 1,
  status: 'applied',
  amount: 2980,
  title: {
    kind: ready.kind,
    name: ready.name,
    taxNo: ready.taxNo,
    address: ready.address,
    phone: ready.phone,
    bank: ready.bank,
    account: ready.account,
  },
  email: '',
  remark: '',
  goods: { mealCode: 'D', mealName: '企业版', goodsTime: '1年', accountNum: 5, buyType: 1 },
  applicantName: '李娜',
  createTime: '2026-11-21T02:00:00.000Z',
  issueTime: null,
  invoiceNo: null,
  rejectReason: null,
  sample: false,
  ...over,
});
const applied = invoice({});
const issued = invoice({
  id: '502',
  outTradeNo: orderB.outTradeNo,
  status: 'issued',
  type: 2,
  amount: 598,
  invoiceNo: '35002611210001',
  issueTime: '2026-11-22T02:00:00.000Z',
  sample: true,
});
const rejected = invoice({ id: '503', status: 'rejected', rejectReason: '抬头信息有误' });

const page = (records: Invoice[]) => okReply({ records, total: records.length, current: 1, size: 10 });

function stub(extra: Parameters<typeof stubApi>[0] = {}) {
  const stubbed = stubApi({
    [R.invoicePage.path]: (_init, url) =>
      url.includes('status=issued') ? page([issued]) : page([applied, issued]),
    [R.invoiceableOrders.path]: okReply([orderA, orderB]),
    [R.invoiceTitleList.path]: okReply([personal, ready, incomplete]),
    ...extra,
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const callsTo = (path: string) => stubbed.calls.filter((c) => c.url.startsWith(path));
  const body = (path: string) => JSON.parse(String(callsTo(path).at(-1)!.init.body)) as unknown;
  return { ...stubbed, callsTo, body };
}

/** A small PDF file, as the server draws one. */
const PDF_BODY = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/**
 * Serves `path` with PDF_BODY as application/pdf (stubApi answers JSON only), recording the call, and
 * stands in for the object URLs jsdom lacks: each file's URL is `blob:pdf-<n>`.
 */
function servePdf(stubbed: ReturnType<typeof stubApi>, path: string) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (input.split('?')[0] !== path) return stubbed.fetchMock(input, init);
    stubbed.calls.push({ url: input, init });
    return new Response(PDF_BODY, { headers: { 'Content-Type': 'application/pdf' } });
  });
  const files: Blob[] = [];
  const revoked: string[] = [];
  class ObjectUrls extends URL {
    static override createObjectURL(file: Blob) {
      files.push(file);
      return `blob:pdf-${files.length}`;
    }
    static override revokeObjectURL(url: string) {
      revoked.push(url);
    }
  }
  vi.stubGlobal('URL', ObjectUrls);
  return { files, revoked };
}

describe('/expenseCenter/invoiceManagement', () => {
  it('lists the invoices and filters by status tab', async () => {
    const { callsTo } = stub();
    renderWithApp(<InvoiceListPage />, signedInSession, '/expenseCenter/invoiceManagement');
    const table = await screen.findByRole('table', { name: '发票管理' });
    await within(table).findByText('35002611210001');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('-');
    expect(rows[0]).toHaveTextContent('普通发票');
    expect(rows[0]).toHaveTextContent('¥2,980.00');
    expect(rows[0]).toHaveTextContent('待开票');
    expect(rows[1]).toHaveTextContent('增值税专用发票');
    expect(within(rows[0]!).getByRole('link', { name: `详情 ${orderA.outTradeNo}` })).toHaveAttribute(
      'href',
      '/expenseCenter/invoiceDetail?id=501',
    );
    // Only an issued invoice can be downloaded.
    expect(within(rows[0]!).queryByRole('button', { name: /下载/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: '下载 35002611210001' })).toBeInTheDocument();
    expect(callsTo(R.invoicePage.path)[0]!.url).not.toContain('status=');

    await userEvent.click(screen.getByRole('tab', { name: '已开票' }));
    await waitFor(() => expect(callsTo(R.invoicePage.path).at(-1)!.url).toContain('status=issued'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('posts the id for the PDF and shows a refusal', async () => {
    const { body } = stub({ [R.invoicePdf.path]: refusal('发票尚未开具，暂不能下载') });
    renderWithApp(<InvoiceListPage />, signedInSession, '/expenseCenter/invoiceManagement');
    await userEvent.click(await screen.findByRole('button', { name: '下载 35002611210001' }));
    expect(await screen.findByText('发票尚未开具，暂不能下载')).toBeInTheDocument();
    expect(body(R.invoicePdf.path)).toEqual({ id: '502' });
  });

  it('opens the apply page', async () => {
    stub();
    const { router } = renderWithApp(
      <InvoiceListPage />,
      signedInSession,
      '/expenseCenter/invoiceManagement',
    );
    await userEvent.click(await screen.findByRole('button', { name: '申请发票' }));
    expect(router.state.location.pathname).toBe('/expenseCenter/invoiceApply');
  });
});

describe('/expenseCenter/invoiceApply', () => {
  it('checks the amount against what was paid', () => {
    expect(amountProblem('2980', 2980)).toBeNull();
    expect(amountProblem('2980.01', 2980)).toBe('amountTooHigh');
    expect(amountProblem('0', 2980)).toBe('amountPositive');
    expect(amountProblem('1.234', 2980)).toBe('amountFormat');
    expect(amountProblem(' ', 2980)).toBe('amountRequired');
    expect(amountProblem('0.3', 0.3)).toBeNull();
  });

  it('preselects the order of the address and refuses an amount above the paid price while typing', async () => {
    stub();
    renderWithApp(
      <InvoiceApplyPage />,
      signedInSession,
      `/expenseCenter/invoiceApply?orderNo=${orderB.outTradeNo}`,
    );
    const order = await screen.findByLabelText('开票订单');
    expect(order).toHaveValue(orderB.outTradeNo);
    const amount = screen.getByLabelText('开票金额（元）');
    expect(amount).toHaveValue('598');
    // The default title is preselected.
    expect(screen.getByLabelText('发票抬头')).toHaveValue('1');

    await userEvent.clear(amount);
    await userEvent.type(amount, '600');
    expect(screen.getByText('开票金额不能超过订单实付金额 ¥598.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '500.5');
    expect(screen.queryByText('开票金额不能超过订单实付金额 ¥598.00')).toBeNull();
    expect(screen.getByText('默认为订单实付金额 ¥598.00，可调低但不能调高')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeEnabled();

    // Another order resets the amount to its paid price.
    await userEvent.selectOptions(order, orderA.outTradeNo);
    expect(amount).toHaveValue('2980');
  });

  it('offers only complete company titles for a special VAT invoice', async () => {
    stub();
    renderWithApp(
      <InvoiceApplyPage />,
      signedInSession,
      `/expenseCenter/invoiceApply?orderNo=${orderA.outTradeNo}`,
    );
    const title = await screen.findByLabelText('发票抬头');
    expect(within(title).getAllByRole('option')).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: '增值税专用发票' }));
    const options = within(title).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['2']);
    expect(title).toHaveValue('2');
    expect(screen.getByText(/增值税专用发票需使用信息完整的企业抬头/)).toBeInTheDocument();
  });

  it('points to the titles page when no title fits the special invoice', async () => {
    stub({ [R.invoiceTitleList.path]: okReply([personal]) });
    renderWithApp(
      <InvoiceApplyPage />,
      signedInSession,
      `/expenseCenter/invoiceApply?orderNo=${orderA.outTradeNo}`,
    );
    await userEvent.click(await screen.findByRole('radio', { name: '增值税专用发票' }));
    expect(screen.getByLabelText('发票抬头')).toBeDisabled();
    expect(screen.getByRole('link', { name: '管理发票抬头' })).toHaveAttribute(
      'href',
      '/expenseCenter/setInvoiceInfo',
    );
  });

  it('keeps every input and shows the refusal beside the submit button', async () => {
    const { body } = stub({ [R.invoiceApply.path]: refusal('该订单已申请过发票，不能重复申请') });
    renderWithApp(
      <InvoiceApplyPage />,
      signedInSession,
      `/expenseCenter/invoiceApply?orderNo=${orderA.outTradeNo}`,
    );
    const amount = await screen.findByLabelText('开票金额（元）');
    await userEvent.click(screen.getByRole('radio', { name: '增值税专用发票' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.type(screen.getByLabelText('接收邮箱（选填，用于接收电子发票）'), 'lina@example.com');
    await userEvent.type(screen.getByLabelText('备注（选填）'), '请尽快开具');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('该订单已申请过发票，不能重复申请');
    expect(body(R.invoiceApply.path)).toEqual({
      outTradeNo: orderA.outTradeNo,
      type: 2,
      titleId: '2',
      amount: 2000,
      email: 'lina@example.com',
      remark: '请尽快开具',
    });
    expect(amount).toHaveValue('2000');
    expect(screen.getByLabelText('开票订单')).toHaveValue(orderA.outTradeNo);
    expect(screen.getByRole('radio', { name: '增值税专用发票' })).toBeChecked();
    expect(screen.getByLabelText('接收邮箱（选填，用于接收电子发票）')).toHaveValue('lina@example.com');
    expect(screen.getByLabelText('备注（选填）')).toHaveValue('请尽快开具');
  });

  it('opens the new invoice once applied', async () => {
    stub({ [R.invoiceApply.path]: okReply(invoice({ id: '777' })) });
    const { router } = renderWithApp(
      <InvoiceApplyPage />,
      signedInSession,
      `/expenseCenter/invoiceApply?orderNo=${orderA.outTradeNo}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/expenseCenter/invoiceDetail'));
    expect(router.state.location.search).toBe('?id=777');
  });

  it('shows the way to the orders when nothing can be invoiced', async () => {
    stub({ [R.invoiceableOrders.path]: okReply([]) });
    renderWithApp(<InvoiceApplyPage />, signedInSession, '/expenseCenter/invoiceApply');
    expect(await screen.findByText(/暂无可开票的订单/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      '/expenseCenter/orderManagement',
    );
  });
});

describe('/expenseCenter/invoiceDetail', () => {
  it('shows an issued sample invoice with its PDF', async () => {
    const stubbed = stub({ [R.invoiceDetail.path]: okReply(issued) });
    const { files, revoked } = servePdf(stubbed, R.invoicePdf.path);
    const view = renderWithApp(<InvoiceDetailPage />, signedInSession, '/expenseCenter/invoiceDetail?id=502');
    expect(await screen.findByText('样本发票，仅供演示，不作报销凭证')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: '发票预览' });
    await waitFor(() => expect(preview.querySelector('iframe')).toHaveAttribute('src', 'blob:pdf-1'));
    expect(preview.querySelector('iframe')).toHaveAttribute('title', '发票预览');
    expect(within(preview).getByRole('link', { name: '在新标签页打开' })).toHaveAttribute(
      'href',
      'blob:pdf-1',
    );
    expect(files).toHaveLength(1);
    expect(files[0]!.type).toBe('application/pdf');
    expect(files[0]!.size).toBe(PDF_BODY.length);
    // The file is asked for as the download is: a POST of the id with the session's token and language.
    expect(stubbed.body(R.invoicePdf.path)).toEqual({ id: '502' });
    const { init } = stubbed.callsTo(R.invoicePdf.path).at(-1)!;
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'zh' });
    expect(within(preview).getByRole('button', { name: '下载 PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: orderB.outTradeNo })).toHaveAttribute(
      'href',
      `/expenseCenter/details?orderNo=${orderB.outTradeNo}`,
    );
    expect(screen.getByText('35002611210001')).toBeInTheDocument();
    expect(screen.getByText('91350100M000100Y43')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '重新申请' })).toBeNull();
    view.unmount();
    expect(revoked).toEqual(['blob:pdf-1']);
  });

  it('shows the refusal of the PDF in the preview and downloads from its toolbar', async () => {
    const { body } = stub({
      [R.invoiceDetail.path]: okReply(issued),
      [R.invoicePdf.path]: refusal('发票文件生成中，请稍后再试'),
    });
    renderWithApp(<InvoiceDetailPage />, signedInSession, '/expenseCenter/invoiceDetail?id=502');
    const preview = await screen.findByRole('region', { name: '发票预览' });
    expect(await within(preview).findByRole('alert')).toHaveTextContent('发票文件生成中，请稍后再试');
    expect(preview.querySelector('iframe')).toBeNull();
    await userEvent.click(within(preview).getByRole('button', { name: '下载 PDF' }));
    await waitFor(() => expect(screen.getAllByText('发票文件生成中，请稍后再试')).toHaveLength(2));
    expect(body(R.invoicePdf.path)).toEqual({ id: '502' });
  });

  it('has no preview before the invoice is issued', async () => {
    const { callsTo } = stub({ [R.invoiceDetail.path]: okReply(applied) });
    renderWithApp(<InvoiceDetailPage />, signedInSession, '/expenseCenter/invoiceDetail?id=501');
    expect(await screen.findByText('开票中')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '发票预览' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下载 PDF' })).toBeNull();
    expect(callsTo(R.invoicePdf.path)).toHaveLength(0);
  });

  it('shows the reason of a rejection and applies again', async () => {
    stub({ [R.invoiceDetail.path]: okReply(rejected) });
    renderWithApp(<InvoiceDetailPage />, signedInSession, '/expenseCenter/invoiceDetail?id=503');
    expect(await screen.findByText('驳回原因: 抬头信息有误')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新申请' })).toHaveAttribute(
      'href',
      `/expenseCenter/invoiceApply?orderNo=${orderA.outTradeNo}`,
    );
    expect(screen.queryByRole('button', { name: '下载 PDF' })).toBeNull();
    expect(screen.queryByRole('region', { name: '发票预览' })).toBeNull();
    expect(screen.queryByText('样本发票，仅供演示，不作报销凭证')).toBeNull();
  });
});

describe('/expenseCenter/setInvoiceInfo', () => {
  it('checks the taxpayer id while typing and keeps the form on a refusal', async () => {
    const { body, callsTo } = stub({
      [R.invoiceTitleSave.path]: refusal('发票抬头最多保存 20 个，请先删除一些'),
    });
    renderWithApp(<InvoiceTitlesPage />, signedInSession, '/expenseCenter/setInvoiceInfo');
    expect(await screen.findAllByTestId('invoice-title')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '新增抬头' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^名称/), '福州云启科技有限公司');
    const taxNo = within(dialog).getByLabelText(/^纳税人识别号/);
    await userEvent.type(taxNo, '91350100m000100y44');
    expect(taxNo).toHaveValue('91350100M000100Y44');
    expect(within(dialog).getByText('纳税人识别号不正确')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(callsTo(R.invoiceTitleSave.path)).toHaveLength(0);

    await userEvent.clear(taxNo);
    await userEvent.type(taxNo, '91350100M000100Y43');
    expect(within(dialog).queryByText('纳税人识别号不正确')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('电话'), '0591-88888888');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '发票抬头最多保存 20 个，请先删除一些',
    );
    expect(body(R.invoiceTitleSave.path)).toEqual({
      kind: 'company',
      name: '福州云启科技有限公司',
      taxNo: '91350100M000100Y43',
      address: '',
      phone: '0591-88888888',
      bank: '',
      account: '',
      isDefault: false,
    });
    expect(within(dialog).getByLabelText(/^名称/)).toHaveValue('福州云启科技有限公司');
    expect(taxNo).toHaveValue('91350100M000100Y43');
  });

  it('hides the tax fields of a personal title and edits, deletes and sets the default', async () => {
    const { body, callsTo } = stub({
      [R.invoiceTitleSave.path]: okReply(ready),
      [R.invoiceTitleRemove.path]: okReply({ removed: 1 }),
    });
    renderWithApp(<InvoiceTitlesPage />, signedInSession, '/expenseCenter/setInvoiceInfo');
    await userEvent.click(await screen.findByRole('button', { name: `编辑 ${personal.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: '个人' })).toBeChecked();
    expect(within(dialog).queryByLabelText(/^纳税人识别号/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: '企业' }));
    expect(within(dialog).getByLabelText(/^纳税人识别号/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: '个人' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body(R.invoiceTitleSave.path)).toMatchObject({ id: '1', kind: 'personal', taxNo: '' });

    await userEvent.click(screen.getByRole('button', { name: `设为默认 ${ready.name}` }));
    await waitFor(() => expect(callsTo(R.invoiceTitleSave.path)).toHaveLength(2));
    expect(body(R.invoiceTitleSave.path)).toMatchObject({ id: '2', isDefault: true, taxNo: ready.taxNo });

    await userEvent.click(screen.getByRole('button', { name: `删除 ${incomplete.name}` }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(callsTo(R.invoiceTitleRemove.path)).toHaveLength(1));
    expect(body(R.invoiceTitleRemove.path)).toEqual({ id: '3' });
  });
});

describe('in English', () => {
  // The ui kit's own words follow its locale (zh in the harness), the data is the data's.
  const uiKitWords = /请选择|分页|第 \d+ 页|上一页|下一页|暂无数据|关闭/g;
  const noChinese = () =>
    expect((document.body.textContent ?? '').replace(uiKitWords, '')).not.toMatch(/[\u4e00-\u9fff]/);
  const english = <T extends { title: Invoice['title'] }>(x: T): T => ({
    ...x,
    title: { ...x.title, name: 'Cloud Tech', address: 'Wusi Road 1', bank: 'CMB Fuzhou' },
  });

  it('shows no Chinese on the list, apply, detail and titles pages', async () => {
    changeLanguage('en');
    stub({
      [R.invoicePage.path]: page([english(applied), english(issued), english(rejected)]),
      [R.invoiceDetail.path]: okReply({
        ...english(rejected),
        rejectReason: 'Wrong title',
        applicantName: 'Li Na',
      }),
      [R.invoiceTitleList.path]: okReply([
        { ...personal, name: 'Li Na' },
        { ...ready, name: 'Cloud Tech', address: 'Wusi Road 1', bank: 'CMB Fuzhou' },
      ]),
    });
    let view = renderWithApp(<InvoiceListPage />, signedInSession, '/expenseCenter/invoiceManagement');
    await screen.findByText('35002611210001');
    expect(screen.getByRole('tab', { name: 'Issued' })).toBeInTheDocument();
    noChinese();
    view.unmount();

    view = renderWithApp(
      <InvoiceApplyPage />,
      signedInSession,
      `/expenseCenter/invoiceApply?orderNo=${orderA.outTradeNo}`,
    );
    const amount = await screen.findByLabelText('Amount (yuan)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '9999');
    expect(screen.getByText('The amount cannot exceed the ¥2,980.00 paid for the order')).toBeInTheDocument();
    noChinese();
    view.unmount();

    view = renderWithApp(<InvoiceDetailPage />, signedInSession, '/expenseCenter/invoiceDetail?id=503');
    await screen.findByText('Reason: Wrong title');
    noChinese();
    view.unmount();

    renderWithApp(<InvoiceTitlesPage />, signedInSession, '/expenseCenter/setInvoiceInfo');
    await userEvent.click(await screen.findByRole('button', { name: 'Add title' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Taxpayer ID/), '91350100M000100Y44');
    expect(within(dialog).getByText('The taxpayer ID is not valid')).toBeInTheDocument();
    noChinese();
  });
});
