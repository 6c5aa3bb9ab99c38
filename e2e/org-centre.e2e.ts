import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './helpers';
import { codeUrlOf, loginAs, payOnPhone } from './helpers/membership';

// One built server with the demo data. 李娜 administers 杭州云栖智造 (200001): 12 staff, its
// enterprise edition (10 seats, all taken) ran out last year. 张伟 is a personal user of the same
// site who joins her organisation here.
const journey = useJourney();

async function buyEnterpriseEdition(page: Page, seats: number) {
  await page.goto(`${journey.server.url}/product/index`);
  await page.getByTestId('edition-D').getByRole('button', { name: '立即购买 企业版' }).click();
  await page.waitForURL('**/product/compute?**');
  await page.getByTestId('product-compute').getByLabel('账号人数').fill(String(seats));
  await page.getByTestId('product-compute').getByRole('button', { name: '立即购买' }).click();
  await page.waitForURL('**/product/preOrder?**');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('dialog', { name: '支付订单' }).waitFor({ timeout: 15_000 });
  expect(await payOnPhone(journey.browser, await codeUrlOf(page), '确认支付')).toBe('支付成功');
  const done = page.getByRole('dialog', { name: '支付成功' });
  await done.waitFor({ timeout: 15_000 });
  await done.getByRole('button', { name: '完成' }).click();
}

describe('the organisation centre', () => {
  it('an administrator buys seats, invites a colleague who joins from another browser, gives a role and a seat, and the colleague’s services open', async () => {
    const lina = await loginAs(journey.server, journey.browser, 'lina');
    await buyEnterpriseEdition(lina, 12);

    // Seats: the renewal keeps the 10 assignments and adds 2 free ones.
    await lina.goto(`${journey.server.url}/user/manage/member`);
    const seats = lina.getByTestId('org-seats');
    await expect.poll(() => seats.innerText(), { timeout: 15_000 }).toContain('12');

    // An invitation link.
    await lina.goto(`${journey.server.url}/user/manage/staff`);
    await lina.getByRole('button', { name: '邀请成员' }).click();
    const invite = lina.getByRole('dialog', { name: '邀请成员' });
    await invite.getByRole('button', { name: '生成邀请链接' }).click();
    const link = await invite.getByLabel('邀请链接').inputValue();
    expect(link).toMatch(/\/user\/join\?invite=[A-Za-z0-9_-]{32}$/);
    expect(await invite.getByRole('img', { name: '邀请二维码' }).count()).toBe(1);
    await lina.keyboard.press('Escape');

    // 张伟, in his own browser, asks to join.
    const zhang = await loginAs(journey.server, journey.browser, 'zhangwei');
    await zhang.goto(link);
    await zhang.getByText('李娜 邀请您加入').waitFor({ timeout: 15_000 });
    await zhang.getByRole('button', { name: '申请加入' }).click();
    await zhang.getByText('已提交申请，请等待管理员审核').waitFor();
    await zhang.context().close();

    // 李娜 approves him, gives him a custom role that may export, and a seat.
    await lina.goto(`${journey.server.url}/user/manage/staff?tab=joins`);
    await lina.getByRole('button', { name: '通过 张伟' }).click();
    await lina.getByText('已通过，对方已加入组织').waitFor();

    await lina.goto(`${journey.server.url}/user/manage/role`);
    await lina.getByRole('button', { name: '新建角色' }).click();
    const roleDialog = lina.getByRole('dialog', { name: '新建角色' });
    await roleDialog.getByLabel('角色名称').fill('数据专员');
    await roleDialog.getByRole('button', { name: '确定' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    const exportBox = lina.getByRole('checkbox', { name: '数据专员 – 导出数据' });
    // The box follows the saved role: it turns on once the server has stored the permission.
    await exportBox.click();
    await expect.poll(() => exportBox.isChecked()).toBe(true);

    await lina.goto(`${journey.server.url}/user/manage/staff`);
    await lina.getByLabel('搜索姓名或手机号').fill('张伟');
    await lina.getByRole('button', { name: '编辑 张伟' }).click();
    const edit = lina.getByRole('dialog', { name: '编辑成员：张伟' });
    await edit.getByRole('checkbox', { name: '数据专员' }).check();
    await edit.getByRole('button', { name: '保存' }).click();
    await edit.waitFor({ state: 'detached' });
    await lina.getByRole('row', { name: /张伟/ }).getByText('数据专员').waitFor();

    // The newest member is on the seats table's second page.
    await lina.goto(`${journey.server.url}/user/manage/member`);
    await lina.getByRole('button', { name: '下一页' }).click();
    const seat = lina.getByRole('checkbox', { name: '张伟 的席位' });
    await seat.click();
    await expect.poll(() => seat.isChecked()).toBe(true);

    // A department with people cannot go; the server says why.
    await lina.goto(`${journey.server.url}/user/manage/preserve`);
    await lina.getByRole('button', { name: '删除「招商部」' }).click();
    await lina.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await lina.getByText('该部门下还有成员或子部门，不能删除').waitFor();
    await lina.context().close();

    // 张伟 signs in again: his organisation is now his default, and its bought workspace opens.
    const member = await loginAs(journey.server, journey.browser, 'zhangwei');
    await member.goto(`${journey.server.url}/toker/tokerIndex`);
    await member.getByTestId('leads-home').waitFor({ timeout: 20_000 });
    await member.goto(`${journey.server.url}/user/dept/book`);
    await member.getByRole('button', { name: '给 李娜 发消息' }).waitFor({ timeout: 15_000 });
    await member.context().close();
  });

  it('a member without a permission sees no manage menu and a read-only tree', async () => {
    const wang = await loginAs(journey.server, journey.browser, 'liuyang');
    await wang.goto(`${journey.server.url}/user/dept/book`);
    await wang.getByRole('button', { name: '给 李娜 发消息' }).waitFor({ timeout: 15_000 });
    expect(await wang.getByRole('link', { name: '成员管理' }).count()).toBe(0);
    // The departments page is read-only for him (the server refuses the writes: server tests).
    await wang.goto(`${journey.server.url}/user/manage/preserve`);
    await wang.getByRole('tree').waitFor({ timeout: 15_000 });
    expect(await wang.getByRole('button', { name: '添加部门' }).count()).toBe(0);
    await wang.context().close();
  });
});
