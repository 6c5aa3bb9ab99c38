import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { loginAs } from './helpers/membership';

const journey = useJourney();

describe('activation codes', () => {
  it('the operator creates a code, a user redeems it once, the list shows who used it', async () => {
    const admin = await loginAs(journey.server, journey.browser, 'admin');
    await admin.goto(`${journey.server.url}/expenseCenter/qrCodeManagement`);
    const form = admin.getByTestId('code-create');
    await form.getByLabel('产品').selectOption({ label: '精准招商' });
    await form.getByLabel('数量').fill('2');
    await form.getByRole('button', { name: '生成激活码' }).click();
    await admin.getByText('已生成2个激活码').waitFor();
    const rows = admin.getByTestId('code-row');
    await expect.poll(() => rows.count()).toBe(2);
    const code = (await rows.first().locator('td').first().innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{9}$/);

    const user = await loginAs(journey.server, journey.browser, 'wangfang');
    // The top bar's activation link opens the 540 px dialog (spec 1 §2).
    await user.getByRole('button', { name: '激活码', exact: true }).click();
    const dialog = user.getByRole('dialog', { name: '激活码' });
    const input = dialog.getByLabel('激活码');
    expect(await input.getAttribute('maxlength')).toBe('9');
    await dialog.getByRole('button', { name: '立即激活' }).click();
    await dialog.getByText('请输入激活码').waitFor();
    await input.fill('ABC');
    await dialog.getByRole('button', { name: '立即激活' }).click();
    await dialog.getByText('请输入9位字符').waitFor();
    await user.waitForTimeout(2100); // the 2000 ms re-click lock
    await input.fill(code.toLowerCase());
    await dialog.getByRole('button', { name: '立即激活' }).click();
    await user.getByText('激活成功').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await admin.reload();
    const used = admin.getByTestId('code-row').filter({ hasText: code });
    await expect.poll(() => used.innerText()).toContain('已使用');
    expect(await used.innerText()).toContain('王芳');

    // The same code a second time is refused.
    await user.getByRole('button', { name: '激活码', exact: true }).click();
    await user.getByRole('dialog', { name: '激活码' }).getByLabel('激活码').fill(code);
    const refused = user.waitForResponse((r) => r.url().includes('/scanActive'));
    await user.getByRole('dialog', { name: '激活码' }).getByRole('button', { name: '立即激活' }).click();
    expect(((await (await refused).json()) as { code: number }).code).toBe(91001);
    await admin.context().close();
    await user.context().close();
  });
});
