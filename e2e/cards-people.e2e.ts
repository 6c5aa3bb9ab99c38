import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server (demo companies, users and cards) and one Chromium for the people journey.
const journey = useJourney({ DEMO_COMPANIES: '300' });

/** 王芳's default card (vcard seed n = 3, tenant 200001, encrypted contacts). */
const WANGFANG_CARD = '5000000000000000003';

const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

describe('a card between two people of one tenant', () => {
  it('A shares her card; B opens it masked, follows, saves and applies as a friend; fans and follows list them; private refuses B', async () => {
    // A (王芳) and B (刘洋, same tenant, not yet following her) in separate browser contexts.
    const [a, b] = await Promise.all([
      signIn(journey.server, journey.browser, 'wangfang'),
      signIn(journey.server, journey.browser, 'liuyang'),
    ]);

    // A: my cards — private then public again with the switch, then the share dialog (link + QR).
    await a.goto(`${journey.server.url}/user/personal/card`);
    const privacy = a.getByRole('switch', { name: /^公开名片：王芳/ });
    await privacy.waitFor({ timeout: 15_000 });
    expect(await privacy.isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(a);
    await privacy.click();
    await toast(a, '名片已设为私密');
    await expect.poll(() => privacy.isChecked()).toBe(false);
    await privacy.click();
    await toast(a, '名片已设为公开');
    await expect.poll(() => privacy.isChecked()).toBe(true);
    await a
      .getByRole('group', { name: /^王芳.* 的名片操作$/ })
      .getByRole('button', { name: '分享' })
      .click();
    const share = a.getByRole('dialog', { name: '分享名片' });
    const link = `${journey.server.url}/businessCard/view?vcardId=${WANGFANG_CARD}&cardType=0`;
    await expect.poll(() => share.getByLabel('名片链接').inputValue(), { timeout: 10_000 }).toBe(link);
    await share.getByRole('img', { name: '名片二维码' }).waitFor({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(a, '[role="dialog"]');
    await a.keyboard.press('Escape');
    await share.waitFor({ state: 'hidden' });

    // B: the shared link shows the card with the phone masked, and the card's actions.
    await b.goto(link);
    await b.getByText('138****0003').first().waitFor({ timeout: 15_000 });
    expect(await b.getByText('13800000003').count()).toBe(0);
    await b.getByRole('button', { name: '关注 / 加好友 / 存入名片夹' }).click();
    const dialog = b.getByRole('dialog', { name: '名片详情' });
    await dialog.getByText('138****0003').waitFor({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(b, '[role="dialog"]');

    await dialog.getByRole('button', { name: '关注', exact: true }).click();
    await toast(b, '关注成功');
    await dialog.getByRole('button', { name: '取消关注' }).waitFor();

    await dialog.getByRole('button', { name: '存入名片夹' }).click();
    await toast(b, '已保存至名片夹');
    await dialog.getByRole('button', { name: '存入名片夹' }).waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: '加好友' }).click();
    const apply = b.getByRole('dialog', { name: '申请添加好友' });
    await expect.poll(() => apply.getByLabel('验证信息').inputValue(), { timeout: 10_000 }).toMatch(/^我是/);
    await apply.getByRole('button', { name: '确定', exact: true }).click();
    await toast(b, '申请已发出');

    // A sees B among her fans; B sees A among the people he follows.
    await a.goto(`${journey.server.url}/control/fans`);
    const fans = a.getByRole('list', { name: '粉丝列表' });
    await fans.getByRole('button', { name: /刘洋/ }).waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(a);
    await b.goto(`${journey.server.url}/control/focus?type=focusPerson`);
    await b
      .getByRole('list', { name: '关注的人' })
      .getByRole('button', { name: /王芳/ })
      .waitFor({ timeout: 15_000 });

    // A makes the card private again: B's view of the link refuses it.
    await a.goto(`${journey.server.url}/user/personal/card`);
    await privacy.click();
    await toast(a, '名片已设为私密');
    await b.goto(link);
    await b.getByText('该名片已设为私密').waitFor({ timeout: 15_000 });

    await Promise.all([a.context().close(), b.context().close()]);
  });
});
