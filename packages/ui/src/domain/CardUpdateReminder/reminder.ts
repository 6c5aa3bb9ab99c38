export type ChangeTagCode =
  'industrLayoutList' | 'techFieldTags' | 'qualificationTags' | 'serviceAndProductTags';

/** One change record of spec 2 §3: a code and its tag names. */
export interface ChangeRecord {
  changeTagCode: ChangeTagCode;
  contentList: Array<{ tagName: string }>;
}

/** industrLayoutList tag names are a JSON list whose first item carries industryName. */
export function changeTagLabel(code: ChangeTagCode, tagName: string): string {
  if (code !== 'industrLayoutList') return tagName;
  try {
    const parsed = JSON.parse(tagName) as Array<{ industryName?: string }>;
    return parsed[0]?.industryName ?? tagName;
  } catch {
    return tagName;
  }
}

export const pendingCount = (records: readonly ChangeRecord[]) =>
  records.reduce((n, r) => n + r.contentList.length, 0);
