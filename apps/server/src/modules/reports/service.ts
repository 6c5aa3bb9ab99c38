import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  BusinessType,
  DIAGNOSIS_LIMITS,
  REPORT_FILE_PATH,
  ResultCode,
  type ReportRow,
  type ReportStatus,
} from '@platform/contracts';
import type { z } from 'zod';
import type { generateReportInput, reportPageInput } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth';
import { membership } from '../accounts';
import { scenePurchased } from '../bigdata';
import { hasPurchase } from '../permission';
import { chinaDate } from './company';
import type { DiagnosisReportData } from './pdf/diagnosis-data';
import * as repo from './repo';

/** How long a download link works. */
export const LINK_TTL_MS = 5 * 60_000;

export const purchaseNeeded = () => new AppError('purchaseNeeded', ResultCode.PURCHASE_NEEDED, 403);
const notFound = (key: 'reportNotFound' | 'reportCompanyNotFound') =>
  new AppError(key, ResultCode.NOT_FOUND, 404);

type GenerateInput = z.output<typeof generateReportInput>;
type PageInput = z.output<typeof reportPageInput>;

/** The list's three states: queued and running are both "generating" to the user. */
export const statusOf = (s: string): ReportStatus =>
  s === 'done' ? 'done' : s === 'failed' ? 'failed' : 'generating';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaDateTime = (d: Date | string) =>
  new Date(new Date(d).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

function rowOut(r: NonNullable<Awaited<ReturnType<typeof repo.findReport>>>, callerId: string): ReportRow {
  const status = statusOf(r.status);
  return {
    id: r.id,
    entId: r.ent_id,
    entName: r.ent_name,
    typeCode: r.type_code,
    areaName: r.area_name,
    businessType: r.business_type,
    status,
    percent: status === 'done' ? 100 : r.percent,
    failReason: status === 'failed' ? r.fail_reason : null,
    fileName: r.file_name,
    fileSize: r.file_size,
    createTime: chinaDateTime(r.created_at),
    finishTime: r.finished_at ? chinaDateTime(r.finished_at) : null,
    own: r.user_id === callerId,
  };
}

/**
 * The purchase check of spec 2 §4 Actions on the profile card, on the server: only for a business
 * scene above 0. With regions in the request (advancedSearchEntDTO.regionCode), each must be
 * covered by a live purchase of the scene (that region or nationwide); without, the bigdata
 * module's scene check (purchased regions of the scene, else the scene with range 120000).
 */
export async function assertPurchased(scope: TenantScope, businessType: number, regions: readonly string[]) {
  if (businessType <= 0) return;
  const ok = regions.length
    ? (await Promise.all(regions.map((r) => hasPurchase(scope, businessType, r)))).every(Boolean)
    : await scenePurchased(scope, businessType);
  if (!ok) throw purchaseNeeded();
}

/**
 * A member reaches their own reports; an administrator of the organisation, all of its reports
 * (to see and download, not to remove).
 */
async function reachOf(scope: TenantScope, user: AuthUser): Promise<repo.ReportReach> {
  const member = await membership(scope.db, user.userId, scope.tenantId);
  return member?.is_admin ? 'wholeTenant' : { ownerId: user.userId };
}

/** File name of a finished report: the company's name, the report kind and the date. */
export const reportFileName = (entName: string, businessType: number, date: string) =>
  `${entName}-${businessType === BusinessType.INVESTMENT_ATTRACTION ? '招商解决方案' : '企业报告'}-${date}.pdf`;

/**
 * Takes one report of the tenant's count and queues it, or refuses with reportQuotaUsed: the lock
 * on the tenant's count row orders concurrent requests (company and diagnosis reports alike), so
 * two of them cannot both take the last report. Answers the reports left.
 */
async function reserve(scope: TenantScope, row: repo.NewReport): Promise<number> {
  return scope.transaction(async (tx) => {
    const quota = await repo.lockQuota(tx);
    const inFlight = await repo.countInFlight(tx);
    if (quota.total - quota.used - inFlight <= 0)
      throw new AppError('reportQuotaUsed', ResultCode.BUSINESS_ERROR, 400);
    await repo.insertReport(tx, row);
    return quota.total - quota.used - inFlight - 1;
  });
}

export interface DiagnosisReportRequest {
  regionCode: string;
  chainCode: string;
  data: DiagnosisReportData;
}

/** File name of a finished diagnosis report. */
export const diagnosisFileName = (d: Pick<DiagnosisReportData, 'regionName' | 'chainName'>, date: string) =>
  `${d.regionName}-${d.chainName}-产业诊断报告-${date}.pdf`;

export interface ReportServiceDeps {
  store: Store;
  /** The server's secret (the JWT key): signs download links. */
  secret: Uint8Array;
  /** Wakes the runner when a report is queued. */
  onQueued?: () => void;
  now?: () => number;
}

export function createReportService({ store, secret, onQueued, now = Date.now }: ReportServiceDeps) {
  const sign = (tenantId: string, id: string, exp: number) =>
    createHmac('sha256', secret).update(`report-file\n${tenantId}\n${id}\n${exp}`).digest('base64url');

  return {
    async generate(scope: TenantScope, user: AuthUser, input: GenerateInput) {
      await assertPurchased(scope, input.businessType, input.advancedSearchEntDTO?.regionCode ?? []);
      const company = await repo.companyExists(scope.db, input.entId);
      if (!company) throw notFound('reportCompanyNotFound');
      const id = randomUUID();
      const remaining = await reserve(scope, {
        id,
        user_id: user.userId,
        ent_id: input.entId,
        ent_name: company.company_name,
        type_code: input.typeCode,
        area_name: input.areaName ?? '',
        business_type: input.businessType,
        search: JSON.stringify(input.advancedSearchEntDTO ?? {}),
      });
      onQueued?.();
      return { id, status: 'generating' as const, remaining };
    },

    /**
     * Queues a diagnosis report (产业诊断, modules/industry-diagnosis) on the same queue and count:
     * what it prints is kept with the report (search.diagnosis), so the runner draws it as asked.
     */
    async queueDiagnosis(scope: TenantScope, user: Pick<AuthUser, 'userId'>, input: DiagnosisReportRequest) {
      const id = randomUUID();
      const remaining = await reserve(scope, {
        id,
        user_id: user.userId,
        ent_id: `${input.regionCode}-${input.chainCode}`,
        ent_name: `${input.data.regionName}${input.data.chainName}`,
        type_code: DIAGNOSIS_LIMITS.reportTypeCode,
        area_name: input.data.regionName,
        business_type: 0,
        search: JSON.stringify({
          regionCode: input.regionCode,
          chainCode: input.chainCode,
          diagnosis: input.data,
        }),
      });
      onQueued?.();
      return { id, status: 'generating' as const, remaining };
    },

    /** Whether the member has a report of the type (the demo seeds a diagnosis report once). */
    hasReportOfType: (scope: TenantScope, userId: string, typeCode: number) =>
      repo.hasReportOfType(scope, userId, typeCode),

    /**
     * Reports left: the tenant's count less the finished ones and the ones reserved by a queued or
     * running report, so the count drops when a report is asked for, not when it is done.
     */
    async remaining(scope: TenantScope): Promise<number> {
      const q = await repo.quotaOf(scope);
      return Math.max(0, q.total - q.used - (await repo.countInFlight(scope)));
    },

    async page(scope: TenantScope, user: AuthUser, input: PageInput) {
      const reach = await reachOf(scope, user);
      const { rows, total } = await repo.reportPage(scope, reach, input.current, input.size);
      return {
        records: rows.map((row) => rowOut(row, user.userId)),
        total,
        current: input.current,
        size: input.size,
      };
    },

    async downloadUrl(scope: TenantScope, user: AuthUser, id: string) {
      const report = await repo.findReport(scope, await reachOf(scope, user), id);
      if (!report) throw notFound('reportNotFound');
      if (report.status !== 'done') throw new AppError('reportNotReady', ResultCode.BUSINESS_ERROR, 400);
      const exp = now() + LINK_TTL_MS;
      const query = new URLSearchParams({
        t: scope.tenantId,
        id,
        e: String(exp),
        s: sign(scope.tenantId, id, exp),
      });
      return { url: `${REPORT_FILE_PATH}?${query.toString()}`, expireTime: chinaDateTime(new Date(exp)) };
    },

    /** Only the owner removes a report, administrators included (docs/reports.md, Who sees which). */
    async remove(scope: TenantScope, user: AuthUser, id: string): Promise<boolean> {
      if (!(await repo.deleteOwnReport(scope, user.userId, id))) throw notFound('reportNotFound');
      return true;
    },

    /**
     * The PDF a signed link names, or an error: the signature binds tenant, report and expiry, so a
     * link works only for the report (and tenant) it was made for, and only until it expires.
     */
    async openLink(query: Record<string, unknown>): Promise<{ pdf: Uint8Array; fileName: string }> {
      const bad = () => new AppError('reportLinkInvalid', ResultCode.FORBIDDEN, 403);
      const { t, id, e, s } = query;
      if (typeof t !== 'string' || typeof id !== 'string' || typeof e !== 'string' || typeof s !== 'string')
        throw bad();
      const exp = Number(e);
      if (!/^\d{6}$/.test(t) || !Number.isSafeInteger(exp) || exp < now()) throw bad();
      const expected = Buffer.from(sign(t, id, exp));
      const given = Buffer.from(s);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw bad();
      // eslint-disable-next-line no-restricted-syntax -- the tenant comes from the signed link, not a token
      const scope = store.forTenant(t);
      // The link was minted for a caller who could reach the report; it names that one report.
      const report = await repo.findReport(scope, 'wholeTenant', id);
      const pdf = report?.status === 'done' ? await repo.readPdf(scope, id) : undefined;
      if (!report || !pdf) throw notFound('reportNotFound');
      return {
        pdf,
        fileName:
          report.file_name ??
          reportFileName(report.ent_name, report.business_type, chinaDate(report.finished_at ?? new Date())),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
