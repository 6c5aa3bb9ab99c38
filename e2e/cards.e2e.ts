import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server (demo companies and users) and one Chromium for the card journey.
// Fewer demo companies than the other journeys: the server starts faster on a busy machine.
const journey = useJourney({ DEMO_COMPANIES: '300' });

/** A real 2×2 PNG (the upload service checks content and re-encodes images). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

describe('business card editor and public view', () => {
  it('creates an enterprise card linked to a company, adds a product image, reorders, publishes, shows it masked to visitors and refuses it once private', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/businessCard/add`);
    await page.getByRole('heading', { name: '创建名片' }).waitFor({ timeout: 15_000 });

    // Header fields, with the spec's phone message first.
    const phone = page.getByLabel('手机号码');
    await phone.fill('1381234');
    await phone.blur();
    await page.getByText('手机号码长度不为11位').waitFor();
    await phone.fill('13812345678');
    await page.getByLabel('姓名').fill('李娜');
    await page.getByLabel('职务').fill('销售总监');

    // The linked enterprise from the suggestions fills the organisation and the tag modules.
    const company = page.getByRole('combobox', { name: '关联企业' });
    await company.fill('科技');
    const option = page.getByRole('listbox', { name: '企业搜索建议' }).getByRole('option').first();
    await option.waitFor({ timeout: 10_000 });
    const name = (await option.innerText()).trim();
    await option.click();
    await expect.poll(() => page.getByLabel('单位名称').inputValue(), { timeout: 10_000 }).toBe(name);
    const modules = page.getByRole('list', { name: '名片模块' });
    await modules.getByText('经营范围').first().waitFor();

    // Add the products module with one product and its image.
    await page.getByRole('button', { name: /添加模块/ }).click();
    await page.getByRole('menuitem', { name: '产品', exact: true }).click();
    await page.getByRole('button', { name: '添加产品' }).click();
    await page.getByLabel('产品名称 1').fill('智能网关');
    await page
      .locator('fieldset input[type="file"]')
      .first()
      .setInputFiles({ name: 'gateway.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'gateway.png' }).waitFor({ timeout: 15_000 });

    // Reorder with the keyboard: the products module moves up one place.
    await page.getByRole('button', { name: '上移产品', exact: true }).click();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL('**/businessCard/edit?vcardId=*', { timeout: 15_000 });
    const vcardId = new URL(page.url()).searchParams.get('vcardId')!;
    expect(vcardId).toMatch(/^\d+$/);

    // The saved card keeps the order and the product with its image.
    await page.reload();
    await page.getByRole('heading', { name: '编辑名片' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByLabel('产品名称 1').inputValue(), { timeout: 10_000 }).toBe('智能网关');
    await page.getByRole('img', { name: 'gateway.png' }).waitFor();

    // A visitor (no session) sees the public view with the phone masked.
    const visitor = await journey.browser.newContext({ bypassCSP: true });
    const view = await visitor.newPage();
    await view.goto(`${journey.server.url}/businessCard/view?vcardId=${vcardId}&cardType=0`);
    await view.getByText('138****5678').waitFor({ timeout: 15_000 });
    expect(await view.getByText('13812345678').count()).toBe(0);
    await view.getByText('智能网关').waitFor();
    await expectNoSeriousA11yViolations(view);

    // The owner makes the card private from the editor; the public view refuses it.
    await page.getByLabel('公开名片').uncheck();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor({ timeout: 10_000 });
    await view.reload();
    await view.getByText('该名片已设为私密').waitFor({ timeout: 15_000 });

    // An empty sample address says so.
    await view.goto(`${journey.server.url}/businessCard/view?cardType=0`);
    await view.getByText('样本地址信息有误，请刷新后重试！').first().waitFor({ timeout: 10_000 });
    await visitor.close();
    await page.context().close();
  });
});
