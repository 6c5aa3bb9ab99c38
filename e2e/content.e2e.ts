import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server with the demo data (陈静 of the paying organisation 200002 has every section;
// 李娜 follows her) and one Chromium.
const journey = useJourney({ DEMO_COMPANIES: '300' });

/** A 2×2 PNG: the upload re-encodes it by content, as it would a photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMQK/8vVv6fAUIBACe6BjE6B1dtAAAAAElFTkSuQmCC',
  'base64',
);

async function writeArticle(page: Page, title: string, text: string) {
  await page.getByLabel('标题', { exact: true }).fill(title);
  const body = page.getByLabel('正文', { exact: true });
  await body.waitFor({ timeout: 20_000 });
  await body.click();
  await page.keyboard.type(text);
}

describe('content: publish into a section, read, react, withdraw', () => {
  it('an article with a picture reaches the section page and a follower, is liked, collected, commented, then withdrawn', async () => {
    const title = `新能源电池回收合作倡议 ${Date.now() % 100000}`;
    const author = await signIn(journey.server, journey.browser, 'chenjing');
    await author.goto(`${journey.server.url}/toker/publicationEdit`);
    await writeArticle(author, title, '面向产业链上下游征集电池回收合作伙伴。');

    // A picture in the body, uploaded through the editor's own button.
    const chooser = author.waitForEvent('filechooser');
    await author.getByRole('button', { name: '插入图片' }).click();
    await (await chooser).setFiles({ name: 'line.png', mimeType: 'image/png', buffer: PNG });
    await author
      .getByLabel('正文', { exact: true })
      .locator('img[src^="/api/platform-resource/file/"]')
      .waitFor({
        timeout: 20_000,
      });
    await expectNoSeriousA11yViolations(author);

    await author.getByRole('button', { name: '发布', exact: true }).click();
    await author.waitForURL(/\/toker\/publicationDetail\?id=/, { timeout: 20_000 });
    const id = new URL(author.url()).searchParams.get('id')!;
    await author.getByRole('heading', { name: title }).waitFor({ timeout: 15_000 });
    expect(await author.locator('main img[src^="/api/platform-resource/file/"]').count()).toBeGreaterThan(0);

    // The section's dynamic page lists it first (newest).
    await author.goto(`${journey.server.url}/toker/dynamic`);
    await author.getByRole('link', { name: title }).first().waitFor({ timeout: 20_000 });

    // 李娜 follows 陈静: the article is on her feed; she likes, collects and comments on it.
    const reader = await signIn(journey.server, journey.browser, 'lina');
    await reader.goto(`${journey.server.url}/home/index`);
    await reader.getByTestId('feed-list').getByText(title).first().waitFor({ timeout: 20_000 });
    await reader.goto(`${journey.server.url}/publicationDetail/index?id=${id}`);
    await reader.getByRole('heading', { name: title }).waitFor({ timeout: 15_000 });
    await reader.getByRole('button', { name: '点赞 0' }).click();
    await reader.getByRole('button', { name: '已点赞 1' }).waitFor({ timeout: 10_000 });
    await reader.getByRole('button', { name: /^收藏/ }).click();
    await reader.getByRole('button', { name: /^已收藏/ }).waitFor({ timeout: 10_000 });
    await reader.getByLabel('评论内容').fill('我们有回收产线，期待合作');
    await reader.getByRole('button', { name: '发表评论' }).click();
    await reader.getByText('我们有回收产线，期待合作').waitFor({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(reader);

    await reader.goto(`${journey.server.url}/control/praise`);
    await reader.getByText(title).first().waitFor({ timeout: 15_000 });
    await reader.goto(`${journey.server.url}/control/collections`);
    await reader.getByText(title).first().waitFor({ timeout: 15_000 });

    // The author withdraws it from her section publish page: it leaves the section's dynamic page.
    await author.goto(`${journey.server.url}/toker/publish`);
    const actions = author.getByRole('group', { name: `${title} 的操作` });
    await actions.getByRole('button', { name: '撤回' }).click();
    await author.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await author.getByText('已撤回', { exact: true }).first().waitFor({ timeout: 10_000 });
    await author.goto(`${journey.server.url}/toker/dynamic`);
    await author.getByRole('link').first().waitFor({ timeout: 20_000 });
    expect(await author.getByRole('link', { name: title }).count()).toBe(0);
    await author.close();
    await reader.close();
  });

  it('refuses a sensitive word with the word found, and registers a reader (not yet registered) for an upcoming activity', async () => {
    const author = await signIn(journey.server, journey.browser, 'chenjing');
    await author.goto(`${journey.server.url}/publicationEdit/index`);
    await writeArticle(author, '招募合作伙伴', '本周开放刷单返利合作。');
    await author.getByRole('button', { name: '发布', exact: true }).click();
    await author.getByText('刷单返利', { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(author.url()).toContain('/publicationEdit/index');
    await author.close();

    const reader = await signIn(journey.server, journey.browser, 'chenjing');
    await reader.goto(`${journey.server.url}/activity/index`);
    const open = reader.getByText('报名中', { exact: true }).first();
    await open.waitFor({ timeout: 20_000 });
    const card = reader.locator('article, li').filter({ has: open }).first();
    await card.getByRole('link').first().click();
    await reader.waitForURL(/\/publicationDetail\/index\?id=/, { timeout: 15_000 });
    await reader.getByRole('button', { name: '立即报名' }).click();
    const dialog = reader.getByRole('dialog', { name: '活动报名' });
    await dialog.getByLabel('姓名').fill('陈静');
    await dialog.getByLabel('手机号码').fill('13800000006');
    await dialog.getByRole('button', { name: '提交报名' }).click();
    await reader.getByText('您已报名该活动').waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(reader);
    await reader.close();
  });
});
