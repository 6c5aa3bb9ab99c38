import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';
import { codeUrlOf, payOnPhone } from './helpers/membership';

// One built server with the demo invoices; the issuing job runs every half second here.
const journey = useJourney({ INVOICE_ISSUE_INTERVAL_MS: '500' });

async function pdfTextOf(page: Page, click: () => Promise<void>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-invoice-'));
  try {
    const download = page.waitForEvent('download', { timeout: 15_000 });
    await click();
    const file = join(dir, 'invoice.pdf');
    await (await download).saveAs(file);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('expense centre: invoices, orders and my equity', () => {
  it('shows the demo invoices of 李娜’s organisation and downloads the issued one as a PDF', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/expenseCenter/invoiceManagement`);
    const list = page.getByTestId('invoice-list');
    const issued = list.getByRole('row').filter({ hasText: '已开票' });
    await issued.first().waitFor({ timeout: 15_000 });
    expect(await list.getByRole('row').filter({ hasText: '已驳回' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);

    const text = await pdfTextOf(page, () => issued.first().getByRole('button', { name: /下载/ }).click());
    for (const part of [
      '电子发票（普通发票）',
      '杭州云栖智造科技有限公司',
      '贰万玖仟捌佰元整',
      '¥29,800.00',
      '样本',
    ])
      expect(text).toContain(part);

    // The rejected one says why and offers a new application.
    await page.getByRole('tab', { name: '已驳回' }).click();
    await list.getByRole('link', { name: /详情/ }).first().click();
    const detail = page.getByTestId('invoice-detail');
    await detail
      .getByText('开户行及账号缺失，无法开具增值税专用发票', { exact: true })
      .waitFor({ timeout: 10_000 });
    expect(await detail.getByRole('link', { name: '重新申请' }).getAttribute('href')).toContain(
      'orderNo=P20250301101500DEMO00000001',
    );
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('a new member invoices her order: title with a checked taxpayer ID, apply, issued by the sandbox', async () => {
    const page = await signIn(journey.server, journey.browser, 'zhangwei');
    // Buy the personal edition through the sandbox gateway.
    await page.goto(`${journey.server.url}/member/index`);
    await page.getByTestId('member-status').getByRole('button', { name: '立即开通' }).click();
    const vip = page.getByRole('dialog', { name: '开通会员' });
    await vip.getByRole('radio', { name: /1年/ }).click();
    await vip.getByRole('button', { name: '立即开通' }).click();
    await page.getByRole('dialog', { name: '支付订单' }).waitFor();
    expect(await payOnPhone(journey.browser, await codeUrlOf(page), '确认支付')).toBe('支付成功');
    const result = page.getByRole('dialog', { name: '支付成功' });
    await result.waitFor({ timeout: 15_000 });
    await result.getByRole('button', { name: '完成' }).click();

    // A title first: a wrong check character is refused while typing, nothing is saved.
    await page.goto(`${journey.server.url}/expenseCenter/setInvoiceInfo`);
    await page
      .getByTestId('invoice-titles')
      .getByRole('button', { name: /新增抬头/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('名称', { exact: true }).fill('张伟科技工作室有限公司');
    const taxNo = dialog.getByLabel('纳税人识别号');
    await taxNo.fill('91330106MA2H3K7Q0D');
    await dialog.getByText('纳税人识别号不正确').waitFor();
    await taxNo.fill('91330106MA2H3K7Q0C');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('invoice-title').filter({ hasText: '张伟科技工作室有限公司' }).waitFor();

    // The paid order offers 申请发票; the apply page has it selected.
    await page.goto(`${journey.server.url}/expenseCenter/orderManagement`);
    const paid = page.getByTestId('order-row').filter({ hasText: '已支付' }).first();
    await paid.waitFor({ timeout: 15_000 });
    await paid.getByRole('link', { name: /申请发票/ }).click();
    const form = page.getByTestId('invoice-apply');
    const amount = form.getByLabel(/开票金额/);
    await expect.poll(() => amount.inputValue(), { timeout: 10_000 }).toBe('1980');
    await amount.fill('1980.01');
    await form.getByText('开票金额不能超过订单实付金额 ¥1,980').waitFor();
    expect(await form.getByRole('button', { name: '提交申请' }).isDisabled()).toBe(true);
    await amount.fill('1980');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: '提交申请' }).click();

    // The detail page follows; the sandbox issues it on the job's next round.
    const detail = page.getByTestId('invoice-detail');
    await detail.waitFor({ timeout: 10_000 });
    await expect
      .poll(
        async () => {
          await page.reload();
          await detail.waitFor();
          return detail.innerText();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toContain('已开票');
    expect(await detail.innerText()).toContain('张伟科技工作室有限公司');
    const text = await pdfTextOf(page, () => detail.getByRole('button', { name: /下载/ }).click());
    expect(text).toContain('壹仟玖佰捌拾元整');
    expect(text).toContain('91330106MA2H3K7Q0C');

    // The order is invoiced now: it no longer offers a new application.
    await page.goto(`${journey.server.url}/expenseCenter/invoiceApply`);
    await page.getByText('暂无可开票的订单').waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('我的权益 of the paying organisation: seats, services by region with days left, allowances, purchases', async () => {
    const page = await signIn(journey.server, journey.browser, 'chenjing');
    await page.goto(`${journey.server.url}/expenseCenter/userAccountDetail`);
    const equity = page.getByTestId('equity');
    await expect
      .poll(() => equity.getByTestId('equity-edition').innerText(), { timeout: 15_000 })
      .toBe('企业版');
    expect(await equity.getByTestId('equity-seats').innerText()).toMatch(/^已用 \d+ \/ 共 10$/);
    const services = equity.getByRole('table', { name: '已开通服务' });
    const investment = services.getByRole('row').filter({ hasText: '精准招商' });
    await investment.filter({ hasText: '苏州市' }).waitFor({ timeout: 10_000 });
    expect(await investment.innerText()).toMatch(/\d+ 天/);
    expect(await services.getByRole('row').count()).toBe(7); // the header and six workspaces
    await equity.getByTestId('equity-reports').waitFor();
    await equity.getByText('线索导出').waitFor();
    expect(await equity.getByRole('table', { name: '最近购买' }).innerText()).toContain('¥29,800.00');
    // The side menu leads here under 我的权益.
    expect(await page.getByRole('link', { name: '我的权益' }).getAttribute('href')).toBe(
      '/expenseCenter/userAccountDetail',
    );
    await expectNoSeriousA11yViolations(page);

    await investment.getByRole('link', { name: '进入' }).click();
    await page.waitForURL('**/business/index');
    await page.context().close();
  });
});
