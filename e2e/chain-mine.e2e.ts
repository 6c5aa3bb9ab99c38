import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { settledA11y, signIn } from './helpers/enterprise';

// One's own chains: copy from the map, edit, manage companies, share, open the share signed out.
const journey = useJourney();

interface MapNode {
  code: string;
  parentCode: string | null;
  name: string;
  level: number;
  companyCount: number;
}
async function api<T>(path: string, body: object): Promise<T> {
  const res = await fetch(`${journey.server.url}/api/platform-chain/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

async function visitor() {
  const context = await journey.browser.newContext({
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });
  return context.newPage();
}

describe('my industry chains', () => {
  it('copies a chain, edits and saves it, changes a node’s companies, shares it and revokes the share', async () => {
    const { nodes } = await api<{ nodes: MapNode[] }>('induchainMap/getMapNodesById', { induChainId: 'NEV' });
    const upstream = nodes.find((n) => n.level === 1 && n.name === '上游')!;
    const leaves = nodes.filter((n) => n.level === 3 && n.companyCount > 0);
    const moved = leaves[0]!;
    const dropped = leaves.find((n) => n.parentCode !== moved.parentCode && n.name !== moved.name)!;
    // A company of another node, to add by name.
    const outsider = (
      await api<{ records: Array<{ companyName: string }> }>('induchainMap/induChainMap-ent-page', {
        induChainId: 'NEV',
        nodeCode: dropped.code,
        size: 1,
      })
    ).records[0]!.companyName;

    // A name of this attempt's own: a retry finds its chain, not the one a failed attempt left.
    const chainName = `王芳的链${Date.now().toString(36).slice(-6)}`;
    const page = await signIn(journey.server, journey.browser, 'wangfang');
    await page.goto(`${journey.server.url}/graph/index?induchainid=NEV`);
    await page.getByRole('button', { name: '复制到我的产业链' }).click();
    await page.waitForURL('**/graph/edit?id=*', { timeout: 15_000 });
    const tree = page.getByRole('navigation', { name: '产业链环节' });
    await tree.getByRole('textbox', { name: `环节名称：${moved.name}` }).waitFor({ timeout: 15_000 });

    // Rename the chain, add a segment under 上游, move a node into it, delete another.
    await page.getByLabel('产业链名称').fill(chainName);
    await tree.getByRole('button', { name: `添加下级：${upstream.name}` }).click();
    await tree.getByRole('textbox', { name: '环节名称：新环节' }).fill('储能配套');
    await tree.getByRole('button', { name: `移动：${moved.name}` }).click();
    const move = page.getByRole('dialog', { name: `移动“${moved.name}”` });
    await move.getByLabel('移动到').selectOption({ label: '储能配套' });
    await move.getByRole('button', { name: '确定' }).click();
    await move.waitFor({ state: 'detached' });
    await tree.getByRole('button', { name: `删除：${dropped.name}` }).click();
    await page.getByRole('dialog', { name: '删除' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(() => tree.getByRole('textbox', { name: `环节名称：${dropped.name}` }).count()).toBe(0);
    await page.getByRole('status').getByText('有未保存的修改').waitFor();
    await settledA11y(page);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await expect.poll(() => page.getByText('有未保存的修改').count()).toBe(0);

    // The saved tree: the moved node sits under the new segment, which now has its companies.
    const newSegment = tree.getByRole('button', { name: '环节企业：储能配套' });
    await expect.poll(async () => (await newSegment.innerText()).trim()).toBe(`企业 ${moved.companyCount}`);

    // Companies of the moved node: add one from another node, remove one, restore it.
    await tree.getByRole('button', { name: `环节企业：${moved.name}` }).click();
    const panel = page.getByRole('region', { name: moved.name });
    await panel.getByRole('status').getByText(`共 ${moved.companyCount} 家企业`).waitFor({ timeout: 10_000 });
    await panel.getByRole('combobox', { name: '添加企业' }).fill(outsider);
    await page.getByRole('option', { name: outsider }).click();
    await panel
      .getByRole('status')
      .getByText(`共 ${moved.companyCount + 1} 家企业`)
      .waitFor({ timeout: 10_000 });
    await expect
      .poll(() => panel.getByRole('row', { name: new RegExp(outsider) }).innerText())
      .toContain('手动添加');
    // A company the data set placed there (not the one just added).
    const placed = panel.getByRole('table').locator('tbody tr').filter({ hasNotText: '手动添加' });
    const first = (await placed.first().locator('a').innerText()).trim();
    await panel.getByRole('button', { name: `移出 ${first}` }).click();
    await panel.getByRole('status').getByText(`共 ${moved.companyCount} 家企业`).waitFor({ timeout: 10_000 });
    await panel.getByRole('button', { name: `恢复 ${first}` }).waitFor();
    await settledA11y(page);

    // My chains: share it for 7 days; the dialog shows the link and its QR.
    await page.goto(`${journey.server.url}/control/graph`);
    const mine = page.getByRole('table', { name: '我的产业链' });
    await mine.getByRole('link', { name: chainName }).waitFor({ timeout: 15_000 });
    await settledA11y(page);
    await mine.getByRole('button', { name: `分享：${chainName}` }).click();
    const share = page.getByRole('dialog', { name: '分享产业链' });
    await share.getByRole('button', { name: '生成分享链接' }).click();
    const link = await share.getByRole('textbox', { name: '分享链接' }).inputValue();
    expect(link).toMatch(/\/graph\/preview\?shareId=[0-9a-f-]{36}&key=[A-Za-z0-9_-]{12}$/);
    await share.getByRole('img', { name: '产业链分享二维码' }).waitFor();
    await share.getByText('微信扫一扫，查看产业链').waitFor();
    await share.getByRole('button', { name: '关闭' }).click();

    // Signed out, the link opens read-only with the new segment and its companies (one added, one removed).
    const guest = await visitor();
    await guest.goto(link);
    await guest.getByRole('heading', { level: 1, name: chainName }).waitFor({ timeout: 15_000 });
    await guest.getByText('王芳 分享的产业链').waitFor();
    expect(await guest.getByRole('button', { name: '保存' }).count()).toBe(0);
    await guest
      .getByRole('button', { name: new RegExp(`^${moved.name} · ${moved.companyCount} 家`) })
      .click();
    const shared = guest.getByRole('region', { name: moved.name });
    await shared
      .getByRole('status')
      .getByText(`共 ${moved.companyCount} 家企业`)
      .waitFor({ timeout: 10_000 });
    await shared.getByRole('row', { name: new RegExp(outsider) }).waitFor();
    expect(await shared.getByRole('button', { name: /^移出/ }).count()).toBe(0);
    await settledA11y(guest);

    // My shares: one view; revoking ends the link.
    await page.goto(`${journey.server.url}/control/share`);
    const shares = page.getByRole('table', { name: '我的分享' });
    const row = shares.getByRole('row', { name: new RegExp(chainName) });
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toMatch(/\t1\t/);
    await row.getByRole('button', { name: `撤销：${chainName}` }).click();
    await page.getByRole('dialog', { name: '撤销' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(() => row.innerText()).toContain('已撤销');
    await guest.reload();
    await guest.getByRole('heading', { level: 1, name: '分享已失效' }).waitFor({ timeout: 15_000 });

    await guest.context().close();
    await page.context().close();
  });

  it('shows the demo chain to its owner, and a new chain starts as three streams', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/control/graph`);
    await page.getByRole('link', { name: '我的新能源汽车产业链' }).first().click();
    await page.waitForURL('**/graph/preview?id=*');
    await page.getByRole('button', { name: /^重点招商 · 2 家/ }).waitFor({ timeout: 15_000 });

    await page.goto(`${journey.server.url}/control/graph`);
    await page.getByRole('button', { name: '新建产业链' }).click();
    await page.waitForURL('**/graph/edit');
    const tree = page.getByRole('navigation', { name: '产业链环节' });
    for (const name of ['上游', '中游', '下游'])
      await tree.getByRole('textbox', { name: `环节名称：${name}` }).waitFor();
    // Nothing saves without a name.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('请输入产业链名称').waitFor();
    await page.getByLabel('产业链名称').fill('空白链');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL('**/graph/edit?id=*', { timeout: 15_000 });
    await page.context().close();
  });
});
