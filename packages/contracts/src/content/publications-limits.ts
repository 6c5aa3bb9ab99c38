/**
 * Publication fields, their bounds and the section → business type map (spec 1 §6). Zod-free, so
 * the editor can show them.
 */
export const PUBLICATION_KINDS = ['article', 'supply', 'demand', 'project', 'activity', 'policy'] as const;
export type PublicationKindValue = (typeof PUBLICATION_KINDS)[number];

export const PUBLICATION_SECTIONS = [
  'politics',
  'customer',
  'member',
  'business',
  'toker',
  'tokerFinance',
] as const;
export type PublicationSectionValue = (typeof PUBLICATION_SECTIONS)[number];

export const PUBLICATION_VISIBILITIES = ['public', 'signedIn', 'purchasers', 'org'] as const;
export type PublicationVisibilityValue = (typeof PUBLICATION_VISIBILITIES)[number];

export const PUBLICATION_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type PublicationStatusValue = (typeof PUBLICATION_STATUSES)[number];

/** The business type (contracts BusinessType) whose purchase a section needs (spec 1 §6). */
export const SECTION_BUSINESS_TYPE: Readonly<Record<PublicationSectionValue, number>> = {
  politics: 5,
  customer: 2,
  member: 3,
  business: 4,
  toker: 1,
  tokerFinance: 11,
};

export const PUBLICATION_LIMITS = {
  title: 100,
  summary: 300,
  tags: 10,
  tagLength: 20,
  attachments: 10,
  attachmentName: 200,
  /** Bytes of one attachment, as the upload reported it. */
  attachmentSize: 100 * 1024 * 1024,
  code: 32,
  place: 100,
  capacityMin: 1,
  capacityMax: 100_000,
  /** Yuan (numeric(16, 2)). */
  amountMax: 99_999_999_999_999,
  keyword: 50,
  reason: 200,
  pageSize: 50,
  /** The sensitive-word check of one text (sen_words/ifSenWords). */
  checkText: 200_000,
} as const;
