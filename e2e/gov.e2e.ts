import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { settledA11y, signIn } from './helpers/enterprise';

// One built server with the demo data and one Chromium. 陈静 administers the demo desk of her
// organisation (200002, 西湖区政企服务中心 for 330106); 李娜 (200001) is linked to a 西湖区 company.
const journey = useJourney({ DEMO_COMPANIES: '300' });

const TITLE = '申请西湖区人才公寓配租资格';
// A real PNG that calls itself a PDF: the files module keeps it, the appeal refuses the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

/** One headline figure of the desk's overview, by its label. */
const figure = (page: Page, label: string): Locator =>
  page
    .getByTestId('gov-overview')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

describe('政企通: an enterprise appeals, the desk handles it, the enterprise rates it', () => {
  it('李娜 submits an appeal, 陈静 accepts, assigns and answers it, 李娜 rates it and the figures move', async () => {
    // The desk's figures before.
    const desk = await signIn(journey.server, journey.browser, 'chenjing');
    await desk.goto(`${journey.server.url}/politicsHome/politicsIndex`);
    const total = figure(desk, '诉求总数');
    const rating = figure(desk, '平均满意度');
    const totalBefore = Number(await total.innerText({ timeout: 20_000 }));
    const ratingBefore = await rating.innerText();
    await settledA11y(desk);

    // 李娜, in another organisation and another browser context, on the login-only page.
    const lina = await signIn(journey.server, journey.browser, 'lina');
    await lina.goto(`${journey.server.url}/serve/govAppeal`);
    await lina.getByText('服务台：西湖区政企服务中心', { exact: false }).waitFor({ timeout: 20_000 });
    await lina.getByRole('tab', { name: '提交诉求' }).click();
    const form = lina.getByTestId('gov-appeal-form');

    // An empty form is refused field by field, before anything is sent.
    await form.getByRole('button', { name: '提交诉求' }).click();
    await form.getByText('请选择诉求类别').waitFor({ timeout: 20_000 });
    await expect.poll(() => form.getByLabel('联系电话').getAttribute('aria-invalid')).toBe('true');
    await settledA11y(lina);

    await form.getByLabel('诉求类别').selectOption({ label: '用工招聘' });
    await form.getByLabel('诉求标题').fill(TITLE);
    await form.getByLabel('诉求内容').fill('我司新招 12 名高校毕业生，希望了解人才公寓的申请条件和材料。');
    await form.getByLabel('联系人').fill('李娜');
    await form.getByLabel('联系电话').fill('13800000002');

    // An attachment whose name lies about its type: a clear error, and nothing is submitted.
    await form.locator('input[type="file"]').setInputFiles({
      name: '营业执照.pdf',
      mimeType: 'application/pdf',
      buffer: PNG,
    });
    const remove = form.getByRole('button', { name: '移除 营业执照.pdf' });
    await remove.waitFor({ timeout: 20_000 });
    await form.getByRole('button', { name: '提交诉求' }).click();
    await lina.getByText('附件的内容与文件名不符').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => form.isVisible()).toBe(true);

    // Without it, the appeal goes in and shows as 待受理 among my appeals.
    await remove.click();
    await form.getByRole('button', { name: '提交诉求' }).click();
    const mine = lina.getByTestId('gov-my-appeals').getByRole('row').filter({ hasText: TITLE });
    await mine.getByText('待受理').waitFor({ timeout: 20_000 });

    // 陈静 accepts it, assigns it to 企业服务科 / 周磊 and answers it, step by step.
    await desk.goto(`${journey.server.url}/politicsHome/politicsIndex?tab=appeals`);
    await desk.getByRole('button', { name: TITLE }).click();
    const detail = desk.getByTestId('gov-appeal-detail');
    const actions = detail.getByTestId('gov-desk-actions');
    await actions.getByRole('button', { name: '受理' }).click();
    await actions.getByRole('button', { name: '交办' }).click();
    const step = actions.locator('form');
    await step.getByLabel('选择承办部门').selectOption({ label: '企业服务科' });
    await step.getByLabel('选择承办人（选填）').selectOption({ label: '周磊' });
    await settledA11y(desk);
    await step.getByRole('button', { name: '交办' }).click();
    await detail.getByText('企业服务科 / 周磊').first().waitFor({ timeout: 20_000 });
    await actions.getByRole('button', { name: '答复' }).click();
    // An answer with no text is refused by the server with its own message.
    await step.getByRole('button', { name: '答复' }).click();
    await desk.getByText('请填写答复内容').first().waitFor({ timeout: 20_000 });
    await step
      .getByLabel('答复内容')
      .fill('符合申请条件。请于下月 10 日前在“浙里办”提交毕业证书和劳动合同。');
    await step.getByRole('button', { name: '答复' }).click();
    await actions.getByRole('button', { name: '办结' }).waitFor({ timeout: 20_000 });
    await detail.getByText('已答复').first().waitFor({ timeout: 20_000 });

    // 李娜 sees it answered and rates it 3 out of 5.
    await lina.reload();
    await mine.getByText('已答复').waitFor({ timeout: 20_000 });
    await mine.getByRole('button', { name: TITLE }).click();
    const rate = lina.getByTestId('gov-rate');
    await rate.getByLabel('满意度（1–5 分）').selectOption({ label: '3 分' });
    await rate.getByLabel('评价内容').fill('答复清楚，希望办理再快一些。');
    await settledA11y(lina);
    await rate.getByRole('button', { name: '评价' }).click();
    const mineDetail = lina.getByTestId('gov-my-appeal');
    await mineDetail.getByText('3 分 答复清楚，希望办理再快一些。').waitFor({ timeout: 20_000 });
    await expect.poll(() => rate.count()).toBe(0);

    // The desk's figures moved: one appeal more, a different average rating.
    await desk.goto(`${journey.server.url}/politicsHome/politicsIndex`);
    await expect.poll(async () => Number(await total.innerText()), { timeout: 20_000 }).toBe(totalBefore + 1);
    await expect.poll(async () => rating.innerText(), { timeout: 20_000 }).not.toBe(ratingBefore);
    await lina.context().close();
    await desk.context().close();
  });
});
