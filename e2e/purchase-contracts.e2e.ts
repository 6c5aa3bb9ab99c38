import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server with the demo contracts; the review job runs every half second here.
const journey = useJourney({ CONTRACT_REVIEW_INTERVAL_MS: '500' });

async function pdfTextOf(page: Page, click: () => Promise<void>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-contract-'));
  try {
    const download = page.waitForEvent('download', { timeout: 15_000 });
    await click();
    const file = join(dir, 'contract.pdf');
    await (await download).saveAs(file);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('purchase contracts (expense centre)', () => {
  it('李娜 sees her approved demo contract and downloads it as a PDF', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/expenseCenter/contracts`);
    const list = page.getByTestId('contract-list');
    const approved = list.getByRole('row').filter({ hasText: '已生效' });
    await approved.first().waitFor({ timeout: 15_000 });
    expect(await approved.count()).toBe(1);
    expect(await approved.first().innerText()).toContain('杭州云栖智造科技有限公司');
    await expectNoSeriousA11yViolations(page);

    const text = await pdfTextOf(page, () => approved.first().getByRole('button', { name: /下载/ }).click());
    for (const part of [
      '《产业链数智云平台服务合同》',
      '甲方（买方）：杭州云栖智造科技有限公司',
      '91330106MA2H3K7Q0C',
      '乙方（服务方）：',
      '贰万玖仟捌佰元整',
      '¥29,800.00',
      'P20250301101500DEMO00000001',
      '样本合同',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/合同编号：HT\d{14}/);
    await page.context().close();
  });

  it('陈静 applies again after a rejection: a wrong credit code is refused while typing, the sandbox approves', async () => {
    const page = await signIn(journey.server, journey.browser, 'chenjing');
    await page.goto(`${journey.server.url}/expenseCenter/contracts?status=rejected`);
    const list = page.getByTestId('contract-list');
    const rejected = list.getByRole('row').filter({ hasText: '已驳回' });
    await rejected.first().waitFor({ timeout: 15_000 });
    await rejected.first().getByRole('link', { name: /详情/ }).click();
    const detail = page.getByTestId('contract-detail');
    await detail.getByText('甲方统一社会信用代码与名称不符，请核对后重新申请', { exact: true }).waitFor({
      timeout: 10_000,
    });
    await expectNoSeriousA11yViolations(page);
    await detail.getByRole('link', { name: '重新申请' }).click();

    // The apply page has her order selected and party A from her default invoice title.
    const form = page.getByTestId('contract-apply');
    await expect
      .poll(() => form.getByLabel('合同订单').inputValue(), { timeout: 10_000 })
      .toBe('P20261001090000DEMO00000003');
    expect(await form.getByLabel('公司名称').inputValue()).toBe('苏州星链产业服务有限公司');
    const code = form.getByLabel('统一社会信用代码');
    await code.fill('91320505MA1W8N2X47');
    await form.getByText('统一社会信用代码不正确，请核对 18 位代码').waitFor();
    await code.fill('91320505MA1W8N2X46');
    await form.getByText('统一社会信用代码不正确，请核对 18 位代码').waitFor({ state: 'detached' });
    await form.getByLabel('联系人').fill('陈静');
    await form.getByLabel('联系电话').fill('0512-66553322');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: '提交申请' }).click();

    // The detail page follows; the sandbox approves it on the job's next round.
    await page.waitForURL('**/expenseCenter/contractDetail?id=*', { timeout: 10_000 });
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
      .toContain('已生效');
    expect(await detail.innerText()).toContain('样本合同：未接入合同审核服务，仅供演示，不具法律效力');
    const text = await pdfTextOf(page, () => detail.getByRole('button', { name: '下载 PDF' }).click());
    for (const part of ['苏州星链产业服务有限公司', '91320505MA1W8N2X46', '贰万玖仟捌佰元整', '陈静'])
      expect(text).toContain(part);

    // The order has a live contract now: the list shows both, the apply page offers nothing more.
    await page.goto(`${journey.server.url}/expenseCenter/contracts`);
    await list.getByRole('row').filter({ hasText: '已生效' }).first().waitFor({ timeout: 10_000 });
    expect(await list.getByRole('row').filter({ hasText: '已驳回' }).count()).toBe(1);
    await page.goto(`${journey.server.url}/expenseCenter/applyContract`);
    await page.getByText('暂无可申请合同的订单').waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});
