import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, SEARCH_LIMITS, searchApi, type LandingFacts } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LANDING_FACTS_TTL_MS, landingFacts } from './landing';

const COMPANIES = 400;
const DEFAULT_HOST = 'localhost';
const WHITE_LABEL_HOST = '127.0.0.1';

describe("the landing page's facts", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { companies: COMPANIES, demoCards: true });
  });
  afterAll(() => t.close());

  const ask = async (query: string, host = DEFAULT_HOST, remoteAddress?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${searchApi.landingFacts.path}${query}`,
      headers: { host },
      remoteAddress,
    });
    return res;
  };
  const facts = async (query = '', host = DEFAULT_HOST) => {
    const res = await ask(query, host);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { code: number; data: LandingFacts };
    expect(body.code).toBe(ResultCode.SUCCESS);
    return body.data;
  };
  /** Live cards of the customer's tenants, counted here straight from the tables. */
  const cardsOf = async (customerCode: string) =>
    Number(
      (
        await t.db.query<{ n: string }>(
          `select count(*) as n from vcards v join tenants t on t.tenant_id = v.tenant_id
           where not v.is_deleted and t.customer_code = $1`,
          [customerCode],
        )
      )[0]!.n,
    );
  const customerOfHost = async (host: string) =>
    (
      await t.db.query<{ customer_code: string }>(
        'select customer_code from customer_domains where domain = $1',
        [host],
      )
    )[0]!.customer_code;

  it('answers a visitor without a token with the counts of the data set and the catalogue', async () => {
    const data = await facts();
    const [companies] = await t.db.query<{ n: string }>('select count(*) as n from companies');
    if (data.companies.totalExact) expect(data.companies.total).toBe(Number(companies!.n));
    else expect(data.companies.total).toBeGreaterThan(0);

    const chains = await t.db.query<{
      chain_code: string;
      chain_name: string;
      nodes: string;
      companies: string;
    }>(
      `select c.chain_code, c.chain_name,
         (select count(*) from chain_nodes n where n.chain_code = c.chain_code) as nodes,
         (select count(distinct l.company_id) from company_layouts l where l.chain_code = c.chain_code) as companies
       from industry_chains c order by c.sort, c.chain_code`,
    );
    expect(chains.length).toBeGreaterThan(0);
    expect(data.chains.total).toBe(chains.length);
    expect(data.chains.list).toEqual(
      chains.slice(0, SEARCH_LIMITS.landingChains).map((c) => ({
        chainCode: c.chain_code,
        chainName: c.chain_name,
        nodeCount: Number(c.nodes),
        companyCount: Number(c.companies),
      })),
    );
    expect(data.chains.list.some((c) => c.companyCount > 0)).toBe(true);

    const cards = await cardsOf(await customerOfHost(DEFAULT_HOST));
    expect(cards).toBeGreaterThan(0);
    expect(data.cards).toBe(cards);
  });

  it("gives another customer's host its own cards, by the request's host or the portal's domain", async () => {
    const white = await customerOfHost(WHITE_LABEL_HOST);
    const own = await cardsOf(white);
    expect(own).toBeGreaterThan(0);
    expect(own).not.toBe(await cardsOf(await customerOfHost(DEFAULT_HOST)));

    const byHost = await facts('', WHITE_LABEL_HOST);
    expect(byHost.cards).toBe(own);
    const byDomain = await facts(`?domain=${WHITE_LABEL_HOST}`, DEFAULT_HOST);
    expect(byDomain.cards).toBe(own);
    // The data set and the catalogue are every customer's.
    const mine = await facts();
    expect(byHost.chains).toEqual(mine.chains);
    expect(byHost.companies).toEqual(mine.companies);
  });

  it('keeps one customer’s answer a minute, then counts again', async () => {
    let clock = 1_000_000;
    const answer = landingFacts(t.app.ctx.store, () => clock);
    const white = await customerOfHost(WHITE_LABEL_HOST);
    const before = await answer(WHITE_LABEL_HOST);
    const [card] = await t.db.query<{ id: string }>(
      `select v.id from vcards v join tenants t on t.tenant_id = v.tenant_id
       where not v.is_deleted and t.customer_code = $1 limit 1`,
      [white],
    );
    await t.db.query('update vcards set is_deleted = true where id = $1', [card!.id]);
    try {
      clock += LANDING_FACTS_TTL_MS - 1;
      expect((await answer(WHITE_LABEL_HOST)).cards).toBe(before.cards);
      clock += 1;
      expect((await answer(WHITE_LABEL_HOST)).cards).toBe(before.cards - 1);
    } finally {
      await t.db.query('update vcards set is_deleted = false where id = $1', [card!.id]);
    }
  });

  it('refuses a bad domain and limits an address to 30 a minute', async () => {
    expect((await ask(`?domain=${'a'.repeat(300)}`)).statusCode).toBe(400);
    const from = '10.9.8.7';
    for (let i = 0; i < 30; i++) expect((await ask('', DEFAULT_HOST, from)).statusCode).toBe(200);
    const refused = await ask('', DEFAULT_HOST, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(429);
  });
});
