import {
  CUSTOMERS_LIMITS,
  PHONE_PATTERN,
  ResultCode,
  isValidUscc,
  type ImportResult,
  type ImportRowCode,
} from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { isUniqueViolation } from '../../db/unique';
import { AppError } from '../../lib/errors';
import { duplicate } from './customers';
import * as repo from './customers-repo';
import type { Viewer } from './access';
import { readImportFile } from './import-file';
import { insertManyActivities } from './timeline-repo';

/**
 * Customers from a .csv or .xlsx file (docs/customers.md): every row is checked first (name,
 * credit code with its check character, mobile number of spec 1 §5, email, tags, repeats in the
 * file and customers already there); any refused row means nothing is written and every refused
 * row is answered. Otherwise all rows are written in one transaction.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The import's columns as an answer names them. */
type Column = 'name' | 'uscNo' | 'tags' | 'contact' | 'title' | 'phone' | 'email';

interface Parsed {
  row: number;
  name: string;
  uscNo: string | null;
  tags: string[];
  contact: { name: string; title: string | null; phone: string | null; email: string | null } | null;
}

type RowError = ImportResult['errors'][number];

function check(row: number, cells: string[], errors: RowError[]): Parsed | null {
  const [name = '', usc = '', tagText = '', contact = '', title = '', phone = '', email = ''] = cells;
  const before = errors.length;
  const fail = (column: Column, code: ImportRowCode) => errors.push({ row, column, code });
  if (!name) fail('name', 'nameMissing');
  else if (name.length > CUSTOMERS_LIMITS.nameMax) fail('name', 'nameTooLong');
  const uscNo = usc.toUpperCase();
  if (uscNo && !isValidUscc(uscNo)) fail('uscNo', 'creditCodeInvalid');
  const tags = [
    ...new Set(
      tagText
        .split(/[、,，]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  if (tags.length > CUSTOMERS_LIMITS.tagsMax || tags.some((t) => t.length > CUSTOMERS_LIMITS.tagMax))
    fail('tags', 'tagsInvalid');
  if (phone && !PHONE_PATTERN.test(phone)) fail('phone', 'phoneInvalid');
  if (email && (!EMAIL.test(email) || email.length > CUSTOMERS_LIMITS.emailMax))
    fail('email', 'emailInvalid');
  if (errors.length > before) return null;
  const hasContact = contact || phone || email;
  return {
    row,
    name,
    uscNo: uscNo || null,
    tags,
    contact: hasContact
      ? {
          name: (contact || name).slice(0, CUSTOMERS_LIMITS.contactNameMax),
          title: title.slice(0, CUSTOMERS_LIMITS.contactTitleMax) || null,
          phone: phone || null,
          email: email || null,
        }
      : null,
  };
}

export async function importCustomers(
  scope: TenantScope,
  viewer: Viewer,
  bytes: Buffer,
): Promise<ImportResult> {
  const data = await readImportFile(bytes);
  const errors: RowError[] = [];
  const parsed: Parsed[] = [];
  const seen = new Set<string>();
  for (const { row, cells } of data) {
    const p = check(row, cells, errors);
    if (!p) continue;
    const key = p.uscNo ?? `name:${p.name}`;
    if (seen.has(key)) {
      errors.push({ row, column: p.uscNo ? 'uscNo' : 'name', code: 'duplicateInFile' });
      continue;
    }
    seen.add(key);
    parsed.push(p);
  }
  const existing = await repo.customersByKeys(
    scope,
    parsed.flatMap((p) => (p.uscNo ? [p.uscNo] : [])),
  );
  for (const p of parsed)
    if (p.uscNo && existing.has(p.uscNo))
      errors.push({ row: p.row, column: 'uscNo', code: 'duplicateCustomer' });
  if (errors.length) return { rows: data.length, created: 0, errors: errors.sort((a, b) => a.row - b.row) };
  if ((await repo.countCustomers(scope)) + parsed.length > CUSTOMERS_LIMITS.customersPerTenant)
    throw new AppError('customersMax', ResultCode.BAD_REQUEST, 400);

  const companies = await repo.companiesByUsc(
    scope,
    parsed.flatMap((p) => (p.uscNo ? [p.uscNo] : [])),
  );
  await scope
    .transaction(async (tx) => {
      const ids = await repo.insertCustomers(
        tx,
        parsed.map((p) => {
          const c = p.uscNo ? companies.get(p.uscNo) : undefined;
          return {
            ownerId: viewer.userId,
            name: p.name,
            uscNo: p.uscNo,
            creditKey: p.uscNo,
            companyId: c?.company_id ?? null,
            regionCode: c?.region_code ?? null,
            industryCode: c?.industry_division_code ?? null,
            source: 'import',
            tags: p.tags,
          };
        }),
      );
      await repo.insertManyContacts(
        tx,
        parsed.flatMap((p, i) => (p.contact ? [{ customerId: ids[i]!, ...p.contact }] : [])),
      );
      await insertManyActivities(
        tx,
        ids.map((customerId) => ({
          customerId,
          dealId: null,
          userId: viewer.userId,
          kind: 'created' as const,
        })),
      );
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    });
  return { rows: data.length, created: parsed.length, errors: [] };
}
