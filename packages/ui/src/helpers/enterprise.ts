/** Enterprise header rules of spec 2 §4 / §5. */
export const QUALIFICATION_SHOWN = 3;
export const OPERATING_STATUS = '在营';
const SCI_TECH_SME = '科技型中小企业';
const LARGE_ENTERPRISE = '大型企业';

/** Industry and technology tags shown together (spec 2 §5). */
export const FIELD_TAGS_SHOWN = 20;

/** A tag field as the server sends it: a comma list or an array. */
export type TagList = string | readonly string[] | null | undefined;

/** Comma list (ASCII or full-width commas) or array -> trimmed, non-empty tags. */
export function splitTags(tags: TagList): string[] {
  return (typeof tags === 'string' ? tags.split(/[,，]/) : [...(tags ?? [])])
    .map((t) => t.trim())
    .filter(Boolean);
}

/** True when a 科技型中小企业 tag is among the first 3 qualification tags (the large-enterprise tag is then hidden). */
export function hidesLargeEnterprise(qualificationTags: TagList): boolean {
  return splitTags(qualificationTags).slice(0, QUALIFICATION_SHOWN).includes(SCI_TECH_SME);
}

/** The scale tag, or nothing when it is a large-enterprise tag hidden by a 科技型中小企业 qualification. */
export function scaleTagShown(scaleTag: string | null | undefined, qualificationTags: TagList): string {
  const tag = (scaleTag ?? '').trim();
  return tag.startsWith('大型') && hidesLargeEnterprise(qualificationTags) ? '' : tag;
}

/** Industry field then technology field tags, without repeats, at most 20. */
export function fieldTagsShown(industryFieldTags: TagList, techFieldTags: TagList): string[] {
  return [...new Set([...splitTags(industryFieldTags), ...splitTags(techFieldTags)])].slice(
    0,
    FIELD_TAGS_SHOWN,
  );
}

/** Comma list -> at most 3 tags; the large-enterprise tag is hidden when a sci-tech SME tag is among the first 3. */
export function qualificationTagsShown(tags: TagList): string[] {
  const list = splitTags(tags);
  const hideLarge = list.slice(0, QUALIFICATION_SHOWN).includes(SCI_TECH_SME);
  return (hideLarge ? list.filter((t) => t !== LARGE_ENTERPRISE) : list).slice(0, QUALIFICATION_SHOWN);
}

/** Status is shown in red unless it is 在营. */
export const isOperating = (status: string | null | undefined) => (status ?? '').trim() === OPERATING_STATUS;

/** Cancelled or revoked companies get a tooltip with the status date and reason. */
export const isCancelledOrRevoked = (status: string | null | undefined) => /注销|吊销/.test(status ?? '');
