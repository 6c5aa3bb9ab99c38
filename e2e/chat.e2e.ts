import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server (demo users, cards, friends and chats) and one Chromium for the chat journey.
const journey = useJourney({ DEMO_COMPANIES: '300' });

const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });

/** The new-message count in front of the page title ("(3) 消息-…"), 0 without one. */
const counter = (title: string) => Number(/^\((\d+)\+?\) /.exec(title)?.[1] ?? 0);

const composer = (page: Page) => page.getByRole('textbox', { name: '输入消息' });

async function say(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  // Acknowledged: the bubble is there and no longer pending.
  await page.getByRole('log').getByText(text, { exact: true }).waitFor({ timeout: 15_000 });
}

/**
 * The fixed right-hand bar leaves the chat panel alone: the point at the send button's centre hits
 * the button, and the bar starts right of the message box.
 */
async function expectChatUncovered(page: Page) {
  const rail = page.getByTestId('right-side-bar');
  await rail.waitFor({ timeout: 15_000 });
  const send = page.getByRole('button', { name: '发送', exact: true });
  const hit = await send.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === button || button.contains(top);
  });
  expect(hit).toBe(true);
  const railBox = await rail.boundingBox();
  const boxOf = await composer(page).boundingBox();
  expect(railBox!.x).toBeGreaterThanOrEqual(boxOf!.x + boxOf!.width);
}

const conversation = (page: Page, name: string) =>
  page.getByRole('listbox', { name: '消息' }).getByRole('option', { name: new RegExp(name) });

describe('chat between two people who meet through cards', () => {
  it('apply with a card, accept, chat live with unread counts and the title counter, form a group, kick with a tip, forward three messages merged', async () => {
    // A: 张伟 (personal tenant 100001); B: 刘洋 (organisation 200001). Not friends yet.
    const [a, b] = await Promise.all([
      signIn(journey.server, journey.browser, 'zhangwei'),
      signIn(journey.server, journey.browser, 'liuyang'),
    ]);

    // A finds B and applies as a friend, handing out A's default card.
    await a.goto(`${journey.server.url}/im/index?target=friendList`);
    const search = a.getByRole('textbox', { name: '搜索姓名、账号或手机号，回车查找' });
    await search.fill('刘洋');
    await search.press('Enter');
    await a.getByRole('group', { name: '刘洋' }).getByRole('button', { name: '加好友' }).click();
    const apply = a.getByRole('dialog', { name: '申请添加好友' });
    await apply.waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(a, '[role="dialog"]');
    await apply.getByRole('button', { name: '确定' }).click();
    await toast(a, '申请已发出');

    // B accepts; the card A handed out lands in B's folder.
    await b.goto(`${journey.server.url}/im/index?target=applyList`);
    const application = b.getByRole('article', { name: '张伟' });
    await application.getByRole('button', { name: '接受' }).click();
    await toast(b, '已添加好友');
    await b.getByRole('tab', { name: '名片夹' }).click();
    await b.getByRole('list', { name: '名片夹' }).getByText(/^张伟/).first().waitFor();

    // B opens the chat with A from the friends list and writes; A sees it live, unread, in the title.
    await a.goto(`${journey.server.url}/im/index`);
    await a.getByRole('listbox', { name: '消息' }).waitFor({ timeout: 15_000 });
    await b.getByRole('tab', { name: '好友' }).click();
    await b.getByRole('group', { name: '张伟' }).getByRole('button', { name: '发消息' }).click();
    await say(b, '张总您好，我是刘洋');
    await conversation(a, '刘洋').waitFor({ timeout: 15_000 });
    await expect.poll(() => a.title(), { timeout: 15_000 }).toMatch(/^\(\d+\) /);
    const before = counter(await a.title());
    await conversation(a, '刘洋').click();
    await a.getByRole('log').getByText('张总您好，我是刘洋').waitFor({ timeout: 15_000 });
    // Opening it reads it: the title counts only the other conversations' new messages.
    await expect.poll(async () => counter(await a.title()), { timeout: 15_000 }).toBeLessThan(before);
    await expectChatUncovered(a);
    await say(a, '刘经理好，收到');
    await b.getByRole('log').getByText('刘经理好，收到').waitFor({ timeout: 15_000 });
    await say(a, '下周三方便来园区看看吗');
    await b.getByRole('log').getByText('下周三方便来园区看看吗').waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(a);

    // B forms a group with A (friend) and 王芳 (colleague), then removes 王芳: both see the tip.
    await b.getByRole('tab', { name: '群聊' }).click();
    await b.getByRole('button', { name: '发起群聊' }).click();
    const create = b.getByRole('dialog', { name: '发起群聊' });
    await create.getByRole('checkbox', { name: /张伟/ }).check();
    await create.getByRole('checkbox', { name: /王芳/ }).check();
    await create.getByRole('textbox', { name: '群聊名称' }).fill('园区合作洽谈群');
    await create.getByRole('button', { name: '确定' }).click();
    await toast(b, '群聊已创建');
    await b.getByRole('heading', { name: '园区合作洽谈群' }).waitFor({ timeout: 15_000 });
    await b.getByRole('button', { name: '查看群成员' }).click();
    await b.getByRole('button', { name: '王芳 的成员操作' }).click();
    await b.getByRole('menuitem', { name: '移出群聊' }).click();
    await b.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await b.getByText('王芳 被 刘洋 移出群聊').waitFor({ timeout: 15_000 });
    await conversation(a, '园区合作洽谈群').click();
    await a.getByText('王芳 被 刘洋 移出群聊').waitFor({ timeout: 15_000 });

    // A forwards the three messages of the C2C chat, merged, into the group; B sees the record.
    await conversation(a, '刘洋').click();
    await a.getByRole('button', { name: '多选' }).click();
    for (const text of ['张总您好，我是刘洋', '刘经理好，收到', '下周三方便来园区看看吗'])
      await a.getByRole('log').getByText(text, { exact: true }).click();
    await a.getByRole('status').getByText('已选择 3 条').waitFor();
    await a.getByRole('button', { name: '合并转发' }).click();
    const forward = a.getByRole('dialog', { name: '转发' });
    await forward.getByRole('checkbox', { name: /园区合作洽谈群/ }).check();
    // Confirm turns from disabled to primary with a 150 ms colour transition: check after it.
    const confirmForward = forward.getByRole('button', { name: '确定' });
    await expect
      .poll(() => confirmForward.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe('rgb(240, 242, 245)');
    await a.waitForFunction(() => document.getAnimations().length === 0);
    await expectNoSeriousA11yViolations(a, '[role="dialog"]');
    await confirmForward.click();
    await toast(a, '转发成功');
    await b.getByRole('log').getByText('张伟和刘洋的聊天记录').waitFor({ timeout: 15_000 });
    await b.getByRole('log').getByText('张伟和刘洋的聊天记录').click();
    const record = b.getByRole('dialog', { name: '张伟和刘洋的聊天记录' });
    await record.getByText('下周三方便来园区看看吗').waitFor({ timeout: 15_000 });

    await Promise.all([a.context().close(), b.context().close()]);
  });
});
