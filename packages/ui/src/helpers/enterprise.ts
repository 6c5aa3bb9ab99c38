/** Enterprise header rules of spec 2 §4 / §5. */
export const QUALIFICATION_SHOWN = 3;
export const OPERATING_STATUS = '在营';
const SCI_TECH_SME = '科技型中小企业';
const LARGE_ENTERPRISE = '大型企业';

/** Comma list -> at most 3 tags; the large-enterprise tag is hidden when a sci-tech SME tag is among the first 3. */
export function qualificationTagsShown(tags: string | readonly string[] | null | undefined): string[] {
  const list = (typeof tags === 'string' ? tags.split(/[,，]/) : [...(tags ?? [])])
    .map((t) => t.trim())
    .filter(Boolean);
  const hideLarge = list.slice(0, QUALIFICATION_SHOWN).includes(SCI_TECH_SME);
  return (hideLarge ? list.filter((t) => t !== LARGE_ENTERPRISE) : list).slice(0, QUALIFICATION_SHOWN);
}

/** Status is shown in red unless it is 在营. */
export const isOperating = (status: string | null | undefined) => (status ?? '').trim() === OPERATING_STATUS;

/** Cancelled or revoked companies get a tooltip with the status date and reason. */
export const isCancelledOrRevoked = (status: string | null | undefined) => /注销|吊销/.test(status ?? '');
