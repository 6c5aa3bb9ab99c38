import { ResultCode, type ResearchReportFacets, type ResearchReportKind } from '@platform/contracts';
import type { QueriesOf } from '../../db/module-store';
import { AppError } from '../../lib/errors';
import { getChain, provinceName } from '../bigdata';
import { researchReportPdf } from './pdf';
import { KIND_NAMES, chainNameOf, regionNameOf, toDetail, toReport } from './present';
import * as repo from './repo';

type Queries = QueriesOf<'research-reports'>;

const notFound = () => new AppError('researchReportNotFound', ResultCode.NOT_FOUND, 404);

export async function page(db: Queries, input: repo.ReportFilter & { current: number; size: number }) {
  if (input.from && input.to && input.from > input.to)
    throw new AppError('researchReportRangeInvalid', ResultCode.BAD_REQUEST, 400);
  const { current, size, ...filter } = input;
  const found = await repo.reportPage(db, filter, { current, size });
  return { records: found.rows.map(toReport), total: found.total, current, size };
}

export async function detail(db: Queries, id: string) {
  const row = await repo.reportById(db, id);
  if (!row) throw notFound();
  return toDetail(row);
}

export async function facets(db: Queries): Promise<ResearchReportFacets> {
  const counts = await repo.facetCounts(db);
  const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;
  const facet = (rows: Array<{ value: string; count: string }>, label: (v: string) => string) =>
    rows.map((r) => ({ value: r.value, label: label(r.value), count: Number(r.count) })).sort(byCount);
  const kinds = facet(counts.kinds, (v) => KIND_NAMES[v as ResearchReportKind] ?? v);
  return {
    chains: facet(counts.chains, chainNameOf),
    provinces: facet(counts.provinces, provinceName),
    kinds,
    total: kinds.reduce((n, k) => n + k.count, 0),
  };
}

/** The report's PDF and the name it is saved under. */
export async function file(db: Queries, id: string) {
  if (!/^\d{1,18}$/.test(id)) throw notFound();
  const row = await repo.reportById(db, id);
  if (!row) throw notFound();
  const chain = row.chain_code ? getChain(row.chain_code) : undefined;
  const pdf = await researchReportPdf({
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    kindName: KIND_NAMES[row.kind],
    chainName: chainNameOf(row.chain_code),
    links: chain ? chain.nodes.flatMap((n) => [n.name, ...n.children.map((c) => c.name)]) : [],
    regionName: regionNameOf(row.region_code),
    publisher: row.publisher,
    publishedOn: row.published_on,
    sections: row.sections,
  });
  return { pdf, fileName: `${row.title}.pdf` };
}
