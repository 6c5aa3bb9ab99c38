import type { z } from 'zod';
import { ResultCode, type chainApi } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import { provinceName, regionFullName, regionNames } from '../bigdata';
import * as repo from './repo';

export const areaOf = (code: string) => {
  const names = regionNames(code);
  return names ? regionFullName(names) : '';
};

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;

const notFound = (key: 'chainNotFound' | 'nodeNotFound', detail?: string) =>
  new AppError(key, ResultCode.NOT_FOUND, 404, detail);

const summary = (c: repo.ChainRow) => ({
  chainCode: c.chain_code,
  chainName: c.chain_name,
  description: c.description,
  nodeCount: c.node_count,
  companyCount: c.company_count,
});

/** The catalogue: every chain of the data set under one class (the data has no finer one yet). */
export async function catalogue(db: Q, keyword: string | undefined) {
  const list = await repo.chains(db, keyword);
  return { classes: list.length ? [{ className: '重点产业链', chains: list.map(summary) }] : [] };
}

/** The catalogue's size and its first `limit` chains in the platform's order (the landing page). */
export async function catalogueHead(db: Q, limit: number) {
  const list = await repo.chains(db);
  return {
    total: list.length,
    list: list.slice(0, limit).map(({ chain_code, chain_name, node_count, company_count }) => ({
      chainCode: chain_code,
      chainName: chain_name,
      nodeCount: node_count,
      companyCount: company_count,
    })),
  };
}

export async function mapNodes(db: Q, input: In<typeof chainApi.getMapNodesById>) {
  const found = await repo.chainOfCode(db, input.induChainId);
  if (!found) throw notFound('chainNotFound', input.induChainId);
  const [chain] = await repo.chains(db, undefined, found.chain_code);
  const nodes = await repo.nodesWithCounts(db, found.chain_code);
  return {
    chain: summary(chain!),
    nodes: nodes.map((n) => ({
      code: n.node_code,
      parentCode: n.level === 1 ? null : n.parent_code,
      name: n.node_name,
      level: n.level,
      companyCount: n.company_count,
    })),
    selected: found.node_code,
    highlighted: input.companyId ? await repo.companyNodes(db, found.chain_code, input.companyId) : [],
  };
}

/** The chain and node of a company list's input, checked: a node of another chain is refused. */
export async function resolveFilter(
  db: Q,
  input: Omit<In<typeof chainApi.entPage>, 'current' | 'size'>,
): Promise<repo.EntFilter> {
  const found = await repo.chainOfCode(db, input.induChainId);
  if (!found || found.node_code) throw notFound('chainNotFound', input.induChainId);
  if (input.nodeCode) {
    const node = await repo.nodeRow(db, input.nodeCode);
    if (!node || node.chain_code !== found.chain_code) throw notFound('nodeNotFound', input.nodeCode);
  }
  return {
    chainCode: found.chain_code,
    nodeCode: input.nodeCode,
    regionCode: input.regionCode,
    regStatusCode: input.regStatusCode,
    keyword: input.keyword,
    capitalBand: input.capitalBand,
    tag: input.tag,
  };
}

export async function entPage(db: Q, input: In<typeof chainApi.entPage>) {
  const { rows, total } = await repo.entPage(db, await resolveFilter(db, input), input.current, input.size);
  return {
    records: rows.map((r) => ({
      companyId: r.company_id,
      companyName: r.company_name,
      regStatusName: r.reg_status_name,
      regCapital: Number(r.reg_capital),
      esDt: r.es_dt,
      regionCode: r.region_code,
      area: areaOf(r.region_code),
      nodeNames: r.node_names,
    })),
    total,
    current: input.current,
    size: input.size,
  };
}

export async function nodeDescription(db: Q, nodeCode: string) {
  const node = await repo.nodeRow(db, nodeCode);
  if (!node) throw notFound('nodeNotFound', nodeCode);
  const provinces = await repo.provinceCounts(db, node.chain_code, node.node_code);
  return {
    code: node.node_code,
    name: node.node_name,
    description: node.description,
    // Every company has one region: the provinces' counts add up to the node's companies.
    companyCount: provinces.reduce((sum, p) => sum + p.count, 0),
    provinces: provinces.map((p) => ({
      regionCode: `${p.province}0000`,
      name: provinceName(p.province),
      count: p.count,
    })),
  };
}
