import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigdataApi, ResultCode } from '@platform/contracts';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';
import { chains, sections, type ChainNode } from './reference';

let t: TestApp;
let lina: string;

beforeAll(async () => {
  t = await createTestApp({}, { companies: 5 });
  lina = (await loginToken(t.app, 'lina')).access;
});
afterAll(() => t.close());

const conditions = async (access?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: bigdataApi.searchConditions.path,
    headers: access ? bearer(access) : {},
  });
  return { status: res.statusCode, body: res.json() };
};

interface Node {
  code: string;
  name: string;
  level: number;
  children: Node[];
}
const tree = (nodes: readonly ChainNode[]): Node[] =>
  nodes.map((n) => ({ code: n.code, name: n.name, level: n.level, children: tree(n.children) }));

describe('search conditions', () => {
  it('lists the 20 GB/T 4754 sections with their divisions', async () => {
    const { status, body } = await conditions(lina);
    expect(status).toBe(200);
    expect(body.code).toBe(ResultCode.SUCCESS);
    const industries = body.data.industries as { code: string; name: string; divisions: unknown[] }[];
    expect(industries.map((s) => s.code).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(industries.find((s) => s.code === 'C')).toEqual(
      expect.objectContaining({
        name: '制造业',
        divisions: expect.arrayContaining([{ code: '39', name: '计算机、通信和其他电子设备制造业' }]),
      }),
    );
    expect(industries).toEqual(
      sections.map((s) => ({
        code: s.code,
        name: s.name,
        divisions: s.divisions.map((d) => ({ code: d.code, name: d.name })),
      })),
    );
    expect(industries.reduce((n, s) => n + s.divisions.length, 0)).toBe(97);
  });

  it('answers the 6 chains as three-level trees from the chain tables, in sort order', async () => {
    const { body } = await conditions(lina);
    const got = body.data.chains as { code: string; name: string; children: Node[] }[];
    expect(got.map((c) => c.code)).toEqual(['IC', 'NEV', 'BIO', 'PV', 'AI', 'ROB']);
    expect(got).toEqual(chains.map((c) => ({ code: c.code, name: c.name, children: tree(c.nodes) })));
    for (const chain of got) {
      expect(chain.children.map((n) => n.name)).toEqual(['上游', '中游', '下游']);
      for (const stream of chain.children) {
        expect(stream.level).toBe(1);
        expect(stream.code.startsWith(chain.code)).toBe(true);
        expect(stream.children.length).toBeGreaterThan(0);
        for (const segment of stream.children) {
          expect(segment.level).toBe(2);
          expect(segment.code.startsWith(stream.code)).toBe(true);
          expect(segment.children.length).toBeGreaterThan(0);
          for (const leaf of segment.children) {
            expect(leaf).toEqual(expect.objectContaining({ level: 3, children: [] }));
            expect(leaf.code.startsWith(segment.code)).toBe(true);
          }
        }
      }
    }
  });

  it('follows the tables: a renamed, re-sorted or added node shows on the next call', async () => {
    await t.db.query(`update chain_nodes set node_name = '芯片设计工具' where node_code = 'IC010101'`);
    await t.db.query(`update chain_nodes set sort = -1 where node_code = 'IC0102'`);
    await t.db.query(
      `insert into chain_nodes (node_code, chain_code, parent_code, node_name, level, sort)
       values ('IC010199', 'IC', 'IC0101', '测试节点', 3, 999)`,
    );
    const { body } = await conditions(lina);
    const ic = (body.data.chains as { code: string; children: Node[] }[]).find((c) => c.code === 'IC')!;
    const upstream = ic.children[0]!;
    expect(upstream.children[0]!.code).toBe('IC0102');
    const eda = upstream.children.find((n) => n.code === 'IC0101')!;
    expect(eda.children[0]).toEqual({ code: 'IC010101', name: '芯片设计工具', level: 3, children: [] });
    expect(eda.children.at(-1)).toEqual({ code: 'IC010199', name: '测试节点', level: 3, children: [] });
  });

  it('requires login', async () => {
    expect((await conditions()).status).toBe(401);
  });
});
