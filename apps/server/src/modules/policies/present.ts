import type { CollectRow, Policy, PolicyDetail, PolicyLevel } from '@platform/contracts';
import type { PolicyMeasureJson } from '../../db/schema/policies';
import { getChain, provinceName, regionFullName, regionNames } from '../bigdata';

/** 政策's levels as the stored Chinese names them (the portal has its own copy). */
export const LEVEL_NAMES: Record<PolicyLevel, string> = {
  national: '国家级',
  province: '省级',
  city: '市级',
  county: '区县级',
};

export interface PolicyRow {
  id: string;
  title: string;
  issuer: string;
  level: PolicyLevel;
  region_code: string;
  chain_codes: string[];
  issued_on: string;
  expires_on: string | null;
  measures: PolicyMeasureJson[] | string;
}

export const chainNameOf = (code: string) => getChain(code)?.name ?? code;

/** 浙江省, 浙江省杭州市, 浙江省杭州市西湖区; '' for a national policy. */
export function regionNameOf(code: string): string {
  if (!code) return '';
  if (code.endsWith('0000')) return provinceName(code);
  const names = regionNames(code);
  return names ? regionFullName(names) : code;
}

/** jsonb comes back parsed from PostgreSQL, and as text from a driver that does not parse it. */
export const measuresOf = (m: PolicyMeasureJson[] | string): PolicyMeasureJson[] =>
  typeof m === 'string' ? (JSON.parse(m) as PolicyMeasureJson[]) : m;

export function toPolicy(r: PolicyRow, today: string): Policy {
  const measures = measuresOf(r.measures);
  const amounts = measures.map((m) => m.amount).filter((a): a is number => a !== null);
  return {
    policyId: String(r.id),
    title: r.title,
    issuer: r.issuer,
    level: r.level,
    regionCode: r.region_code,
    regionName: regionNameOf(r.region_code),
    chainCodes: r.chain_codes,
    chainNames: r.chain_codes.map(chainNameOf),
    issuedOn: r.issued_on,
    expiresOn: r.expires_on,
    valid: r.expires_on === null || r.expires_on >= today,
    measureCount: measures.length,
    maxAmount: amounts.length ? Math.max(...amounts) : null,
  };
}

export function toDetail(r: PolicyRow & { paragraphs: string[] }, today: string): PolicyDetail {
  return { ...toPolicy(r, today), paragraphs: r.paragraphs, measures: measuresOf(r.measures) };
}

/** yyyy-MM-dd HH:mm:ss, China time (the collection pages' format). */
export const chinaTime = (t: Date | string) =>
  new Date(new Date(t).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A collected policy as the user area's collection list shows it (content's CollectRow). */
export function toCollectRow(r: PolicyRow & { created_at: Date | string }): CollectRow {
  return {
    targetKind: 'policy',
    targetId: String(r.id),
    readable: true,
    title: r.title,
    kind: 'policy',
    section: LEVEL_NAMES[r.level],
    cover: null,
    summary: null,
    authorId: null,
    authorName: null,
    orgName: r.issuer,
    companyId: null,
    publishTime: `${r.issued_on} 00:00:00`,
    likeCount: null,
    collectCount: null,
    collectTime: chinaTime(r.created_at),
  };
}
