import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations } from './helpers/enterprise';

// One built server with the demo companies (docs/industry-analysis.md).
const journey = useJourney({ DEMO_COMPANIES: '300' });

const API = '/api/platform-bigdata/client/industry-analysis';
const PROVINCES = ['320000', '330000', '440000', '310000', '110000', '370000', '510000'];

/** A chain and the two provinces with the most of its companies (asked of the public calls). */
async function chainWithTwoRegions(): Promise<{ chain: string; regions: [string, string] }> {
  const get = async (path: string) =>
    ((await (await fetch(`${journey.server.url}${path}`)).json()) as { data: unknown }).data;
  const chains = (await get(`${API}/chains`)) as Array<{ value: string }>;
  for (const { value: chain } of chains) {
    const counts: Array<[string, number]> = [];
    for (const p of PROVINCES) {
      const a = (await get(`${API}/analysis?regionCode=${p}&chainCode=${chain}`)) as {
        summary: { companies: number };
      };
      counts.push([p, a.summary.companies]);
    }
    const found = counts.filter(([, n]) => n > 0).sort((x, y) => y[1] - x[1]);
    if (found.length >= 2) return { chain, regions: [found[0]![0], found[1]![0]] };
  }
  throw new Error('no chain with companies in two provinces');
}

describe('产业分析 and 对标分析', () => {
  it('a visitor analyses a chain in a region, then compares two regions', async () => {
    const { chain, regions } = await chainWithTwoRegions();
    const context = await journey.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();

    await page.goto(`${journey.server.url}/serve/induAnalysis?regionCode=${regions[0]}&chainCode=${chain}`);
    const heading = page.getByTestId('ia-heading');
    await heading.waitFor({ timeout: 30_000 });
    expect(await heading.textContent()).toContain('·');
    const figures = page.getByTestId('ia-figures');
    const companies = Number(
      ((await figures.locator('div', { hasText: '企业数量' }).locator('dd').textContent()) ?? '0').replace(
        /,/g,
        '',
      ),
    );
    expect(companies).toBeGreaterThan(0);
    await page.getByRole('img', { name: /^近十年新成立企业/ }).waitFor();
    await page.getByRole('heading', { name: '重点企业' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // To the comparison, the two regions in the address.
    await page.goto(
      `${journey.server.url}/serve/induCompare?regionCodes=${regions.join(',')}&chainCode=${chain}`,
    );
    await page.getByTestId('ic-heading').waitFor({ timeout: 30_000 });
    await page.getByRole('img', { name: /^能力雷达/ }).waitFor();
    // The region with more companies leads the companies row.
    const leaders = await page.locator('[data-leader="true"]').allTextContents();
    expect(leaders.length).toBeGreaterThan(0);
    expect(leaders.every((l) => l.includes('领先'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
