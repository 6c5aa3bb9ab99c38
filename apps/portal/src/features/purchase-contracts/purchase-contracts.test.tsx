import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invoicesRoutes } from '@platform/contracts/invoices/routes';
import type { InvoiceTitle } from '@platform/contracts/invoices/schemas';
import { purchaseContractsRoutes } from '@platform/contracts/purchase-contracts/routes';
import type { ContractableOrder, PurchaseContract } from '@platform/contracts/purchase-contracts/schemas';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import ContractApplyPage from './ContractApplyPage';
import ContractDetailPage from './ContractDetailPage';
import ContractListPage from './ContractListPage';

afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('zh');
});

const R = purchaseContractsRoutes;
const refusal = (msg: string) => ({ body: { code: 91001, msg, data: null } });

const defaultTitle: InvoiceTitle = {
  id: '2',
  kind: 'company',
  name: '福州云启科技有限公司',
  taxNo: '91350100M000100Y43',
  address: '福州市鼓楼区五四路 1 号',
  phone: '0591-88888888',
  bank: '',
  account: '',
  isDefault: true,
  specialReady: false,
  updateTime: '2026-11-20T02:00:00.000Z',
};

const orderA: ContractableOrder = {
  outTradeNo: 'P2026112000000001',
  mealCode: 'D',
  mealName: '企业版',
  goodsTime: '1年',
  accountNum: 5,
  buyType: 1,
  price: 29800,
  payTime: '2026-11-20T02:00:00.000Z',
};
const orderB: ContractableOrder = { ...orderA, outTradeNo: 'P2026112100000002', price: 598, accountNum: 1 };

const contract = (over: Partial<PurchaseContract>): PurchaseContract => ({
  id: '601',
  outTradeNo: orderA.outTradeNo,
  status: 'applied',
  amount: 29800,
  partyA: {
    companyName: defaultTitle.name,
    creditCode: defaultTitle.taxNo,
    address: defaultTitle.address,
    contactName: '李娜',
    contactPhone: '0591-88888888',
    email: '',
  },
  partyB: {
    companyName: '杭州链数科技有限公司',
    address: '杭州市西湖区文三路 398 号',
    phone: '400-820-1688',
  },
  goods: { mealCode: 'D', mealName: '企业版', goodsTime: '1年', accountNum: 5, buyType: 1 },
  payTime: '2026-11-20T02:00:00.000Z',
  periodStart: '2026-11-20T02:00:00.000Z',
  periodEnd: '2027-11-20T02:00:00.000Z',
  remark: '',
  applicantName: '李娜',
  createTime: '2026-11-21T02:00:00.000Z',
  approveTime: null,
  rejectTime: null,
  contractNo: null,
  rejectReason: null,
  sample: false,
  ...over,
});
const applied = contract({});
const approved = contract({
  id: '602',
  outTradeNo: orderB.outTradeNo,
  status: 'approved',
  amount: 598,
  contractNo: 'HT20261122123456',
  approveTime: '2026-11-22T02:00:00.000Z',
  sample: true,
});
const rejected = contract({
  id: '603',
  status: 'rejected',
  rejectReason: '甲方统一社会信用代码与名称不符',
  rejectTime: '2026-11-22T02:00:00.000Z',
});

const page = (records: PurchaseContract[]) =>
  okReply({ records, total: records.length, current: 1, size: 10 });

function stub(extra: Parameters<typeof stubApi>[0] = {}) {
  const stubbed = stubApi({
    [R.contractPage.path]: (_init, url) =>
      url.includes('status=approved') ? page([approved]) : page([applied, approved]),
    [R.contractableOrders.path]: okReply([orderA, orderB]),
    [invoicesRoutes.invoiceTitleList.path]: okReply([defaultTitle]),
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

describe('/expenseCenter/contracts', () => {
  it('lists the contracts, filters by status and downloads an approved one', async () => {
    const { callsTo, body } = stub({ [R.contractPdf.path]: refusal('合同尚未生效，暂不能下载') });
    renderWithApp(<ContractListPage />, signedInSession, '/expenseCenter/contracts');
    const table = await screen.findByRole('table', { name: '合同管理' });
    await within(table).findByText('HT20261122123456');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('审核中');
    expect(rows[0]).toHaveTextContent('¥29,800.00');
    expect(rows[0]).toHaveTextContent('福州云启科技有限公司');
    expect(rows[1]).toHaveTextContent('已生效');
    expect(within(rows[0]!).getByRole('link', { name: `详情 ${orderA.outTradeNo}` })).toHaveAttribute(
      'href',
      '/expenseCenter/contractDetail?id=601',
    );
    expect(within(rows[0]!).queryByRole('button', { name: /下载/ })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '审核中',
      '已生效',
      '已驳回',
    ]);

    await userEvent.click(within(rows[1]!).getByRole('button', { name: '下载 HT20261122123456' }));
    expect(await screen.findByText('合同尚未生效，暂不能下载')).toBeInTheDocument();
    expect(body(R.contractPdf.path)).toEqual({ id: '602' });

    await userEvent.click(screen.getByRole('tab', { name: '已生效' }));
    await waitFor(() => expect(callsTo(R.contractPage.path).at(-1)!.url).toContain('status=approved'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });
});

describe('/expenseCenter/applyContract', () => {
  it('preselects the order, prefills party A from the default invoice title and checks the credit code while typing', async () => {
    const { callsTo } = stub();
    renderWithApp(
      <ContractApplyPage />,
      signedInSession,
      `/expenseCenter/applyContract?orderNo=${orderB.outTradeNo}`,
    );
    expect(await screen.findByLabelText('合同订单')).toHaveValue(orderB.outTradeNo);
    expect(screen.getByLabelText('公司名称')).toHaveValue(defaultTitle.name);
    expect(screen.getByLabelText('公司地址')).toHaveValue(defaultTitle.address);
    expect(screen.getByLabelText('联系电话')).toHaveValue(defaultTitle.phone);
    expect(screen.getByText('已按默认发票抬头预填，可修改')).toBeInTheDocument();
    const code = screen.getByLabelText('统一社会信用代码');
    expect(code).toHaveValue(defaultTitle.taxNo);

    await userEvent.clear(code);
    await userEvent.type(code, '91350100m000100y44');
    expect(code).toHaveValue('91350100M000100Y44');
    expect(screen.getByText('统一社会信用代码不正确，请核对 18 位代码')).toBeInTheDocument();
    // The phone is checked once left.
    const phone = screen.getByLabelText('联系电话');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    expect(screen.queryByText('请填写手机号或带区号的固定电话')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('请填写手机号或带区号的固定电话')).toBeInTheDocument();
    // Nothing is sent while a field is wrong; the contact person is still missing.
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请填写联系人')).toBeInTheDocument();
    expect(callsTo(R.contractApply.path)).toHaveLength(0);
  });

  it('keeps every input and shows the refusal beside the submit button', async () => {
    const { body } = stub({
      [invoicesRoutes.invoiceTitleList.path]: okReply([]),
      [R.contractApply.path]: refusal('该订单已申请过合同，不能重复申请'),
    });
    renderWithApp(
      <ContractApplyPage />,
      signedInSession,
      `/expenseCenter/applyContract?orderNo=${orderA.outTradeNo}`,
    );
    await userEvent.type(await screen.findByLabelText('公司名称'), '福州云启科技有限公司');
    await userEvent.type(screen.getByLabelText('统一社会信用代码'), '91350100M000100Y43');
    await userEvent.type(screen.getByLabelText('公司地址'), '福州市鼓楼区五四路 1 号');
    await userEvent.type(screen.getByLabelText('联系人'), '李娜');
    await userEvent.type(screen.getByLabelText('联系电话'), '13800000002');
    await userEvent.type(screen.getByLabelText('电子邮箱（选填）'), 'lina@example.com');
    await userEvent.type(screen.getByLabelText('备注（选填）'), '请加盖公章');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('该订单已申请过合同，不能重复申请');
    expect(body(R.contractApply.path)).toEqual({
      outTradeNo: orderA.outTradeNo,
      companyName: '福州云启科技有限公司',
      creditCode: '91350100M000100Y43',
      address: '福州市鼓楼区五四路 1 号',
      contactName: '李娜',
      contactPhone: '13800000002',
      email: 'lina@example.com',
      remark: '请加盖公章',
    });
    expect(screen.getByLabelText('合同订单')).toHaveValue(orderA.outTradeNo);
    expect(screen.getByLabelText('公司名称')).toHaveValue('福州云启科技有限公司');
    expect(screen.getByLabelText('联系人')).toHaveValue('李娜');
    expect(screen.getByLabelText('联系电话')).toHaveValue('13800000002');
    expect(screen.getByLabelText('备注（选填）')).toHaveValue('请加盖公章');
  });

  it('opens the new contract once applied', async () => {
    stub({ [R.contractApply.path]: okReply(contract({ id: '777' })) });
    const { router } = renderWithApp(
      <ContractApplyPage />,
      signedInSession,
      `/expenseCenter/applyContract?orderNo=${orderA.outTradeNo}`,
    );
    await userEvent.type(await screen.findByLabelText('联系人'), '李娜');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/expenseCenter/contractDetail'));
    expect(router.state.location.search).toBe('?id=777');
  });

  it('shows the way to the orders when no order can be contracted', async () => {
    stub({ [R.contractableOrders.path]: okReply([]) });
    renderWithApp(<ContractApplyPage />, signedInSession, '/expenseCenter/applyContract');
    expect(await screen.findByText(/暂无可申请合同的订单/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      '/expenseCenter/orderManagement',
    );
  });
});

describe('/expenseCenter/contractDetail', () => {
  it('shows an approved sample contract with both parties and its PDF', async () => {
    const stubbed = stub({ [R.contractDetail.path]: okReply(approved) });
    const { files, revoked } = servePdf(stubbed, R.contractPdf.path);
    const view = renderWithApp(
      <ContractDetailPage />,
      signedInSession,
      '/expenseCenter/contractDetail?id=602',
    );
    expect(
      await screen.findByText('样本合同：未接入合同审核服务，仅供演示，不具法律效力'),
    ).toBeInTheDocument();
    const detail = screen.getByTestId('contract-detail');
    expect(detail).toHaveTextContent('HT20261122123456');
    expect(detail).toHaveTextContent('¥598.00');
    expect(
      within(screen.getByRole('region', { name: '甲方（买方）' })).getByText('91350100M000100Y43'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '乙方（服务方）' })).getByText('杭州链数科技有限公司'),
    ).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: '合同预览' });
    await waitFor(() => expect(preview.querySelector('iframe')).toHaveAttribute('src', 'blob:pdf-1'));
    expect(preview.querySelector('iframe')).toHaveAttribute('title', '合同预览');
    expect(files[0]!.type).toBe('application/pdf');
    expect(stubbed.body(R.contractPdf.path)).toEqual({ id: '602' });
    expect(stubbed.callsTo(R.contractPdf.path).at(-1)!.init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Accept-Language': 'zh',
    });
    expect(within(preview).getByRole('button', { name: '下载 PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '重新申请' })).toBeNull();
    view.unmount();
    expect(revoked).toEqual(['blob:pdf-1']);
  });

  it('has no preview while the contract is under review', async () => {
    const { callsTo } = stub({ [R.contractDetail.path]: okReply(applied) });
    renderWithApp(<ContractDetailPage />, signedInSession, '/expenseCenter/contractDetail?id=601');
    expect(await screen.findByTestId('contract-detail')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '合同预览' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下载 PDF' })).toBeNull();
    expect(callsTo(R.contractPdf.path)).toHaveLength(0);
  });

  it('shows the reason of a rejection and applies again', async () => {
    stub({ [R.contractDetail.path]: okReply(rejected) });
    renderWithApp(<ContractDetailPage />, signedInSession, '/expenseCenter/contractDetail?id=603');
    expect(await screen.findByText('驳回原因: 甲方统一社会信用代码与名称不符')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新申请' })).toHaveAttribute(
      'href',
      `/expenseCenter/applyContract?orderNo=${orderA.outTradeNo}`,
    );
    expect(screen.queryByRole('button', { name: '下载 PDF' })).toBeNull();
    expect(screen.queryByRole('region', { name: '合同预览' })).toBeNull();
  });

  it('says so for an unknown id', async () => {
    stub();
    renderWithApp(<ContractDetailPage />, signedInSession, '/expenseCenter/contractDetail?id=x');
    expect(await screen.findByText('合同不存在')).toBeInTheDocument();
  });
});

describe('in English', () => {
  // The ui kit's own words follow its locale (zh in the harness), the data is the data's.
  const uiKitWords = /请选择|分页|第 \d+ 页|上一页|下一页|暂无数据|关闭/g;
  const noChinese = () =>
    expect((document.body.textContent ?? '').replace(uiKitWords, '')).not.toMatch(/[\u4e00-\u9fff]/);
  const english = (x: PurchaseContract): PurchaseContract => ({
    ...x,
    partyA: { ...x.partyA, companyName: 'Cloud Tech', address: 'Wusi Road 1', contactName: 'Li Na' },
    partyB: { companyName: 'Chain Data', address: 'Wensan Road 398', phone: '400-820-1688' },
    goods: { ...x.goods, mealName: 'Enterprise' },
    applicantName: 'Li Na',
  });

  it('shows no Chinese on the list, apply and detail pages', async () => {
    changeLanguage('en');
    stub({
      [R.contractPage.path]: page([english(applied), english(approved), english(rejected)]),
      [R.contractDetail.path]: okReply({ ...english(rejected), rejectReason: 'Name and code differ' }),
      [invoicesRoutes.invoiceTitleList.path]: okReply([
        { ...defaultTitle, name: 'Cloud Tech', address: 'Wusi Road 1' },
      ]),
    });
    let view = renderWithApp(<ContractListPage />, signedInSession, '/expenseCenter/contracts');
    await screen.findByText('HT20261122123456');
    expect(screen.getByRole('tab', { name: 'In effect' })).toBeInTheDocument();
    noChinese();
    view.unmount();

    view = renderWithApp(
      <ContractApplyPage />,
      signedInSession,
      `/expenseCenter/applyContract?orderNo=${orderA.outTradeNo}`,
    );
    const code = await screen.findByLabelText('Unified social credit code');
    await userEvent.clear(code);
    await userEvent.type(code, '91350100M000100Y44');
    expect(
      screen.getByText('The unified social credit code is not valid; check its 18 characters'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Contact person is required')).toBeInTheDocument();
    noChinese();
    view.unmount();

    renderWithApp(<ContractDetailPage />, signedInSession, '/expenseCenter/contractDetail?id=603');
    await screen.findByText('Reason: Name and code differ');
    noChinese();
  });
});
