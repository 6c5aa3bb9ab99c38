import { describe, it } from 'vitest';
import { useJourney } from './helpers';
import { settledA11y, signIn } from './helpers/enterprise';

// One built server with the demo data and one Chromium. 陈静's organisation (200002) bought 精准招商
// (type 4) for 苏州市 and 杭州市西湖区 (330106); the demo's region facts are generated, and it runs
// 24 projects there in every stage (docs/attract.md). A suggested company already in the projects
// shows 已在项目中 instead of the add button, so each journey below takes a company of its own.
const journey = useJourney({ DEMO_COMPANIES: '300' });

describe('精准招商: a region, its chain gaps, targets and projects', () => {
  it('陈静 opens 西湖区, reads its facts and a chain’s gaps, and takes a suggested company into the pipeline', async () => {
    const page = await signIn(journey.server, journey.browser, 'chenjing');
    await page.goto(`${journey.server.url}/business/index?serveRegionCode=330106`);

    // 区域概况: the facts (generated, and said so), the parks and the chains against the national share.
    const region = page.getByTestId('attract-region');
    await region.getByText('浙江省杭州市西湖区', { exact: false }).first().waitFor({ timeout: 30_000 });
    await region.getByText('常住人口（万人）').waitFor();
    await region.getByText('演示数据', { exact: false }).waitFor();
    await region.getByRole('table', { name: '产业链分布（与全国占比对比）' }).waitFor();
    await settledA11y(page);

    // 产业链诊断: every link of the chain with its verdict and reasoning.
    await page.getByRole('tab', { name: '产业链诊断' }).click();
    const gaps = page.getByTestId('attract-gaps');
    await gaps.getByText(/缺失 \d+ 个、薄弱 \d+ 个/).waitFor({ timeout: 20_000 });
    await gaps
      .getByText(/区位熵 [\d.]+/)
      .first()
      .waitFor();
    await settledA11y(page);

    // 招商目标: companies elsewhere on the gap links, with reasons; one goes into the pipeline.
    await gaps.getByRole('button', { name: '为缺失和薄弱环节找企业' }).click();
    const targets = page.getByTestId('attract-targets');
    await targets.getByText(/补链环节：/).waitFor({ timeout: 20_000 });
    const add = targets.getByRole('button', { name: /^加入招商项目：/ }).first();
    await add.waitFor({ timeout: 20_000 });
    await settledA11y(page);
    await add.click();
    await page.getByText(/已加入招商项目：/).waitFor({ timeout: 20_000 });
  });

  it('陈静 takes a target into the pipeline, fills what 签约 needs, moves it there and sees it everywhere', async () => {
    const page = await signIn(journey.server, journey.browser, 'chenjing');
    await page.goto(`${journey.server.url}/business/index?serveRegionCode=330106&tab=targets`);

    // 招商目标: one suggested company goes into the pipeline in one click.
    const targets = page.getByTestId('attract-targets');
    const add = targets.getByRole('button', { name: /^加入招商项目：/ }).first();
    await add.waitFor({ timeout: 30_000 });
    const company = ((await add.getAttribute('aria-label')) ?? (await add.innerText())).replace(
      /^加入招商项目：/,
      '',
    );
    await add.click();
    await page.getByText(/已加入招商项目：/).waitFor({ timeout: 20_000 });

    // 招商项目: the demo's board, then the new project found in the table.
    await page.getByRole('tab', { name: '招商项目' }).click();
    const projects = page.getByTestId('attract-projects');
    await projects.getByTestId('project-board').waitFor({ timeout: 20_000 });
    await projects.getByRole('tab', { name: '列表' }).click();
    await projects.getByRole('textbox', { name: '搜索项目或企业' }).fill(company.slice(0, 8));
    const open = projects.getByRole('button', { name: `查看 ${company}` });
    await open.waitFor({ timeout: 20_000 });
    await settledA11y(page);
    await open.click();

    // Straight to 签约 is refused (nothing moves) until the amount and a negotiation are there.
    const detail = page.getByTestId('project-detail');
    await detail.getByText('线索').first().waitFor({ timeout: 20_000 });
    const signed = await detail
      .getByLabel('移至阶段')
      .locator('option', { hasText: '签约' })
      .getAttribute('value');
    await detail.getByLabel('移至阶段').selectOption(signed ?? '');
    await detail.getByText('需要：投资额, 谈判记录').waitFor();
    await detail.getByRole('button', { name: '推进' }).click();
    await page.getByText(/进入该阶段前请先补全/).waitFor({ timeout: 20_000 });

    await detail.getByRole('spinbutton', { name: '计划投资（万元）' }).fill('8000');
    await detail.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('已保存').first().waitFor({ timeout: 20_000 });
    await detail.getByLabel('类型').selectOption('negotiation');
    await detail.getByRole('textbox', { name: '内容' }).fill('第一轮谈判：确定首期投资与落地时间表');
    await detail.getByRole('button', { name: '添加记录' }).click();
    await detail.getByText('第一轮谈判：确定首期投资与落地时间表').waitFor({ timeout: 20_000 });
    await detail.getByLabel('移至阶段').selectOption(signed ?? '');
    await detail.getByRole('button', { name: '推进' }).click();
    await page.getByText('已移至“签约”').first().waitFor({ timeout: 20_000 });
    await settledA11y(page);
    await page.keyboard.press('Escape');

    // The table says 签约; the board holds it in the 签约 column; the month's report counts it.
    const row = projects.getByRole('row', { name: new RegExp(company.slice(0, 8)) });
    await row.getByText('签约').waitFor({ timeout: 20_000 });
    await projects.getByRole('tab', { name: '看板' }).click();
    await projects.getByTestId('project-board').getByText(company).first().waitFor({ timeout: 20_000 });
    await projects.getByRole('tab', { name: '月报' }).click();
    const report = projects.getByTestId('project-report');
    await report.getByRole('table', { name: '项目清单' }).getByText(company).waitFor({ timeout: 20_000 });
    await report.getByRole('button', { name: '下载 PDF' }).waitFor();
    await settledA11y(page);
  });
});
