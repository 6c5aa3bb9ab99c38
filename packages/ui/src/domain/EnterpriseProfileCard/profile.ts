import type { EntDetail } from '@platform/contracts/bigdata';
import { capabilityLevel } from '../../helpers/capability';
import { formatWanAmount } from '../../helpers/format';
import type { UiLocale } from '../../locale';
import { FIELD_TAGS_SHOWN, splitTags, type TagList } from '../../helpers/enterprise';
import type { EnterpriseProfile, MajorShareholder } from './types';

/** A shareholder opens only when it has an id and holderEntityType is "2" (a company). */
export function isClickableShareholder(holder: MajorShareholder): boolean {
  const id = holder.holderEntityId;
  return (
    id !== null && id !== undefined && String(id).trim() !== '' && String(holder.holderEntityType) === '2'
  );
}

/** Industry field tags first, then technology field tags not already shown; 20 together at most. */
export function fieldTagGroups(industryFieldTags: TagList, techFieldTags: TagList) {
  const industry = [...new Set(splitTags(industryFieldTags))].slice(0, FIELD_TAGS_SHOWN);
  const tech = [...new Set(splitTags(techFieldTags))]
    .filter((t) => !industry.includes(t))
    .slice(0, FIELD_TAGS_SHOWN - industry.length);
  return { industry, tech };
}

/**
 * The enterprise level name: a name is shown as is, 1-10 is a level, a larger number is a score
 * through the ten bands of spec 2 §4; without it the total score decides. '' when unknown.
 */
export function enterpriseLevelName(
  enterpriseLevel: EnterpriseProfile['enterpriseLevel'],
  totalScore: number | null | undefined,
  names: readonly string[],
): string {
  const raw = enterpriseLevel === null || enterpriseLevel === undefined ? '' : String(enterpriseLevel).trim();
  if (raw && !Number.isFinite(Number(raw))) return raw;
  if (raw) {
    const n = Number(raw);
    const level = Number.isInteger(n) && n >= 1 && n <= 10 ? n : capabilityLevel(n);
    return names[level - 1] ?? '';
  }
  if (totalScore === null || totalScore === undefined || !Number.isFinite(Number(totalScore))) return '';
  return names[capabilityLevel(Number(totalScore)) - 1] ?? '';
}

/** Text or '-' when empty. */
export function orDash(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text || '-';
}

/** Dates like 2015-06-01 00:00:00 show as 2015-06-01. */
export function dateOnly(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : orDash(text);
}

/** An organisation response (orgId, orgName) as a profile: the company fields fall back to them. */
export function orgToProfile<T extends Partial<EnterpriseProfile>>(org: T): T & EnterpriseProfile {
  return {
    ...org,
    companyId: org.companyId || org.orgId || '',
    companyName: org.companyName || org.orgName || '',
  };
}

/** Routes opened from the profile card (spec 2 §2), for the host to open in a new window. */
export const profileRoutes = {
  companyProfile: (companyId: string) => `/#/entInfo/index?companyid=${encodeURIComponent(companyId)}`,
  industryGraph: (companyId: string, industryCode: string) =>
    `/#/graph/index?companyid=${encodeURIComponent(companyId)}&induchainid=${encodeURIComponent(industryCode)}`,
  downloads: '/#/control/download',
} as const;

/**
 * getEntDetail's answer as the card's profile (field names are the spec's; distributions as one
 * item), with the related companies' follow states when the caller knows them. Shared by the
 * portal's profile pages and the enterprise-card widget.
 */
export function profileFromDetail(
  detail: EntDetail,
  follows?: ReadonlyMap<string, 0 | 1>,
  locale: UiLocale = 'zh',
): EnterpriseProfile {
  const { capability, companyInfo } = detail;
  const distribution = (name: string) => (name ? [{ name }] : []);
  return {
    ...companyInfo,
    relatedCompany: companyInfo.relatedCompany.map((r) => ({
      ...r,
      isFollow: follows?.get(r.companyId) ?? 0,
    })),
    regCapital: companyInfo.regCapital
      ? formatWanAmount(companyInfo.regCapital, locale, companyInfo.regCapitalCurrency)
      : '',
    investAmt: companyInfo.investAmt ? formatWanAmount(companyInfo.investAmt, locale) : '',
    isFollow: companyInfo.isFollow ? 1 : 0,
    scores: capability && {
      ...capability,
      industrDistribution: distribution(capability.industrDistribution),
      regionalDistribution: distribution(capability.regionalDistribution),
    },
  };
}
