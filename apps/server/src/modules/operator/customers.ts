import {
  BRAND_COLOUR,
  CUSTOMER_CODE,
  CUSTOMER_LIMITS,
  ResultCode,
  fileUrl,
  isHostName,
  normaliseHostName,
  type CustomerChange,
  type CustomerForm,
  type OperatorCustomer,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { isUniqueViolation } from '../../db/unique';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest } from '../../lib/errors';
import {
  customerChanges,
  customerSummaries,
  storedCustomer,
  userDisplayNames,
  writeCustomer,
  type CustomerConfig,
} from '../accounts';
import { storedAttachments } from '../files';

/**
 * The white-label customers (issue 32 item 1; docs/operator.md "Customers"): the operator's rules
 * over accounts' tables. Every save is checked whole before anything is written, names the version
 * it read, and is recorded with the configuration before and after. The portal and the widgets read
 * the configuration on each call (no cache holds it), so a save shows on the customer's domains at once.
 */
const stale = () => new AppError('operatorStale', ResultCode.BAD_REQUEST, 409);
const notFound = () => new AppError('operatorCustomerNotFound', ResultCode.NOT_FOUND, 404);

export const customers = (store: Store) => customerSummaries(store.db);

export async function customer(store: Store, code: string): Promise<OperatorCustomer> {
  const found = await storedCustomer(store.db, code);
  if (!found) throw notFound();
  return found;
}

const UPLOAD_PREFIX = fileUrl('');
const UPLOAD_ID = /^[0-9a-f-]{36}$/i;

/**
 * A logo is the one already stored, or an image the operator uploaded through the files module
 * (its type found from the bytes at upload, whatever the name says); anything else is refused.
 */
async function checkLogos(
  scope: TenantScope,
  user: AuthUser,
  logos: CustomerForm['logos'],
  kept: readonly string[],
): Promise<void> {
  const fresh = Object.values(logos).filter((url) => url && !kept.includes(url));
  if (!fresh.length) return;
  const ids = fresh.map((url) => (url.startsWith(UPLOAD_PREFIX) ? url.slice(UPLOAD_PREFIX.length) : ''));
  if (ids.some((id) => !UPLOAD_ID.test(id))) throw badRequest('operatorLogoInvalid');
  const stored = await storedAttachments(
    scope,
    user.userId,
    ids.map((fileId) => ({ fileId, name: fileId })),
  );
  if (!stored || stored.some((f) => !f.mime.startsWith('image/'))) throw badRequest('operatorLogoInvalid');
}

/** The form checked and normalised: host names, the colour, the configured items' keys. */
function checked(form: CustomerForm): CustomerConfig {
  const domains = [...new Set(form.domains.map(normaliseHostName).filter(Boolean))];
  const bad = form.domains.find((d) => d.trim() && !isHostName(d));
  if (bad !== undefined) throw badRequest('operatorDomainInvalid', bad.trim());
  if (domains.length > CUSTOMER_LIMITS.domainsMax) throw badRequest('operatorDomainInvalid');
  if (!BRAND_COLOUR.test(form.brandColor)) throw badRequest('operatorColourInvalid', form.brandColor);
  const seen = new Set<string>();
  for (const item of form.configItems) {
    const key = `${item.configType}:${item.configKey}`;
    if (seen.has(key)) throw badRequest('badRequest', item.configKey);
    seen.add(key);
  }
  return { ...form, domains, brandColor: form.brandColor.toUpperCase() };
}

async function operatorName(store: Store, user: AuthUser) {
  return (await userDisplayNames(store.db, [user.userId])).get(user.userId) ?? '';
}

async function write(
  store: Store,
  scope: TenantScope,
  user: AuthUser,
  code: string,
  version: number | undefined,
  form: CustomerForm,
): Promise<OperatorCustomer> {
  const config = checked(form);
  const before = await storedCustomer(store.db, code);
  if (version !== undefined && !before) throw notFound();
  const kept = before ? Object.values(before.logos) : [];
  await checkLogos(scope, user, config.logos, kept);
  const who = { userId: user.userId, userName: await operatorName(store, user) };
  // Two operators taking the same new domain or code at once: both pass the check in their
  // transactions and the later insert hits the unique key. Asked again, it sees the winner's row
  // and is told which domain or code is taken.
  const result = await writeCustomer(store, code, version, config, who).catch((err: unknown) => {
    if (!isUniqueViolation(err)) throw err;
    return writeCustomer(store, code, version, config, who);
  });
  if (!result.ok) {
    if (result.reason === 'domainTaken')
      throw new AppError('operatorDomainTaken', ResultCode.BAD_REQUEST, 409, result.domain);
    if (result.reason === 'stale') throw stale();
    if (result.reason === 'missing') throw notFound();
    throw new AppError('operatorCustomerExists', ResultCode.BAD_REQUEST, 409, code);
  }
  return customer(store, code);
}

export async function create(
  store: Store,
  scope: TenantScope,
  user: AuthUser,
  input: CustomerForm & { code: string },
): Promise<OperatorCustomer> {
  const { code, ...form } = input;
  if (!CUSTOMER_CODE.test(code)) throw badRequest('operatorCustomerCodeInvalid');
  return write(store, scope, user, code, undefined, form);
}

export async function save(
  store: Store,
  scope: TenantScope,
  user: AuthUser,
  input: CustomerForm & { code: string; version: number },
): Promise<OperatorCustomer> {
  const { code, version, ...form } = input;
  return write(store, scope, user, code, version, form);
}

export async function history(store: Store, code: string): Promise<CustomerChange[]> {
  if (!(await storedCustomer(store.db, code))) throw notFound();
  const rows = await customerChanges(store.db, code, CUSTOMER_LIMITS.historyMax);
  return rows.map((r) => ({
    id: String(r.id),
    at: new Date(r.changed_at).toISOString(),
    userName: r.user_name,
    before: r.before as CustomerChange['before'],
    after: r.after as CustomerChange['after'],
  }));
}
