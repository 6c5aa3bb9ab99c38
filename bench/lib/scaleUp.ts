// Grows a generated table to a benchmark's size with copies of its own rows (generate_series), so
// the copies keep the generated distribution (titles, kinds, companies, dates) at millions of rows
// without generating millions of companies. Each copy is told apart where a column is unique, and
// dated back by whole weeks so timelines still spread over the years.
import type { Db } from '../../apps/server/src/db/db';

const count = async (db: Db, table: string) =>
  Number((await db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

/** Copies `table`'s generated rows until it holds about `target`; returns the rows it holds. */
export async function scaleUp(
  db: Db,
  table: 'company_patents' | 'company_changes',
  target: number,
): Promise<number> {
  const generated = await count(db, table);
  if (generated === 0 || generated >= target) return generated;
  const copies = Math.ceil(target / generated) - 1;
  const lastGenerated = Number((await db.query<{ id: string }>(`select max(id) as id from ${table}`))[0]!.id);
  const t0 = performance.now();
  // One copy a statement keeps each transaction's memory bounded at millions of rows.
  for (let g = 1; g <= copies; g++) {
    await db.exec(
      table === 'company_patents'
        ? `insert into company_patents (company_id, patent_no, title, kind, ipc, applicant, inventors,
             applied_on, published_on, granted_on, legal_status)
           select company_id, patent_no || '-' || ${g}, title, kind, ipc, applicant, inventors,
             applied_on - ${g * 7}, published_on - ${g * 7}, granted_on - ${g * 7}, legal_status
           from company_patents where id <= ${lastGenerated}`
        : `insert into company_changes (company_id, changed_on, kind, before_text, after_text,
             before_amount, after_amount)
           select company_id, changed_on - ${g * 7}, kind, before_text, after_text, before_amount, after_amount
           from company_changes where id <= ${lastGenerated}`,
    );
  }
  await db.exec(`vacuum analyze ${table}`);
  const rows = await count(db, table);
  console.log(
    `${table}: ${generated} generated rows copied to ${rows} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return rows;
}
