import { sql, type SelectQueryBuilder } from 'kysely';

/** One page of a list: the rows and how many the whole list holds. */
export interface Page<R> {
  rows: R[];
  total: number;
}

/** A page by number (the spec's `current`, from 1) and size, as the contracts ask for it. */
export interface PageRequest {
  current: number;
  size: number;
}

export const offsetOf = ({ current, size }: PageRequest) => (Math.max(current, 1) - 1) * size;

const TOTAL = 'paginate_total';

/**
 * One page of a query and the list's total in one round trip: `count(*) over()` rides along with
 * the rows. Only past the last page (no row to carry the count) does a second query read it. The
 * query keeps its own order; give it a unique last key so pages never overlap. Not for a
 * `select distinct` (the window counts before distinct): group instead.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
): Promise<Page<O>> {
  const counted = query.select(sql<string>`count(*) over()`.as(TOTAL));
  const offset = offsetOf(page);
  const found = (await counted.limit(page.size).offset(offset).execute()) as (O & { [TOTAL]: string })[];
  if (found.length) {
    const total = Number(found[0]![TOTAL]);
    return { rows: found.map(({ [TOTAL]: _, ...row }) => row as O), total };
  }
  if (offset === 0) return { rows: [], total: 0 };
  // Past the last page: the first row still carries the count (of groups, for a grouped query).
  const first = (await counted.limit(1).execute()) as unknown as { [TOTAL]: string }[];
  return { rows: [], total: Number(first[0]?.[TOTAL] ?? 0) };
}

/**
 * One page and the total by two queries at once: the page query can stop after its rows (an index
 * in its order), where `count(*) over()` must read every row first. For lists of many thousands
 * (a workspace's customers and deals); `count` is the same query without order or columns.
 */
export async function paginateCounted<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  count: SelectQueryBuilder<DB, TB, object>,
  page: PageRequest,
): Promise<Page<O>> {
  const [rows, total] = await Promise.all([
    query.limit(page.size).offset(offsetOf(page)).execute(),
    count
      .select(sql<string>`count(*)`.as(TOTAL))
      .executeTakeFirst()
      .then((r) => Number((r as { [TOTAL]?: string } | undefined)?.[TOTAL] ?? 0)),
  ]);
  return { rows, total };
}

/** A page whose total stops counting at a cap: `capped` says the list holds more than `total`. */
export interface CappedPage<R> extends Page<R> {
  capped: boolean;
}

/**
 * One page and a total counted up to `cap` rows, by two queries at once: for searches over millions
 * of rows, where an exact count of a broad match would read most of the table for a number nobody
 * pages to the end of. `count` is the same query without order or columns.
 */
export async function paginateCapped<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  count: SelectQueryBuilder<DB, TB, object>,
  page: PageRequest,
  cap: number,
): Promise<CappedPage<O>> {
  const [rows, counted] = await Promise.all([
    query.limit(page.size).offset(offsetOf(page)).execute(),
    count
      .select(sql<number>`1`.as('one'))
      .limit(cap + 1)
      .execute()
      .then((r) => r.length),
  ]);
  return { rows, total: Math.min(counted, cap), capped: counted > cap };
}
