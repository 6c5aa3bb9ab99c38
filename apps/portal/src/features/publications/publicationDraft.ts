import type { EndpointInput } from '@platform/contracts';
import type { PublicationDetail, publicationApi } from '@platform/contracts/content';
import type {
  PublicationKindValue,
  PublicationSectionValue,
  PublicationVisibilityValue,
} from '@platform/contracts/content/publications-limits';
import type { RichDocument } from '@platform/contracts/content/types';
import { formatDateTime } from '@platform/ui';

export type PublicationInput = EndpointInput<typeof publicationApi.save>;

export interface DraftAttachment {
  name: string;
  url: string;
  size: number;
}

/**
 * What the edit form holds: text as typed (numbers and times as the inputs give them), turned into
 * the contract's input by `draftInput`.
 */
export interface PublicationDraft {
  kind: PublicationKindValue;
  section: PublicationSectionValue | null;
  visibility: PublicationVisibilityValue;
  title: string;
  cover: string;
  summary: string;
  body: RichDocument;
  attachments: DraftAttachment[];
  tags: string[];
  industryCode: string;
  regionCode: string;
  /** Yuan, as typed. */
  projectAmount: string;
  /** `YYYY-MM-DDTHH:mm` in China time (a datetime-local input's value). */
  activityStart: string;
  activityEnd: string;
  activityPlace: string;
  activityCapacity: string;
  registrationDeadline: string;
  /** Kept as loaded: the editor has no field for them. */
  chainCode: string;
  chainNodeId: string;
}

export const EMPTY_BODY: RichDocument = { type: 'doc', content: [] } as RichDocument;

export function emptyDraft(section: PublicationSectionValue | null): PublicationDraft {
  return {
    kind: 'article',
    section,
    visibility: 'public',
    title: '',
    cover: '',
    summary: '',
    body: EMPTY_BODY,
    attachments: [],
    tags: [],
    industryCode: '',
    regionCode: '',
    projectAmount: '',
    activityStart: '',
    activityEnd: '',
    activityPlace: '',
    activityCapacity: '',
    registrationDeadline: '',
    chainCode: '',
    chainNodeId: '',
  };
}

/** An ISO instant as a datetime-local value in the platform zone (China time). */
const localTime = (iso: string | null) => (iso ? formatDateTime(iso).replace(' ', 'T') : '');

export function draftFromDetail(p: PublicationDetail): PublicationDraft {
  return {
    kind: p.kind,
    section: p.section,
    visibility: p.visibility,
    title: p.title,
    cover: p.cover ?? '',
    summary: p.summary,
    body: p.body,
    attachments: p.attachments.map(({ name, url, size }) => ({ name, url, size })),
    tags: p.tags,
    industryCode: p.industryCode ?? '',
    regionCode: p.regionCode ?? '',
    projectAmount: p.projectAmount === null ? '' : String(p.projectAmount),
    activityStart: localTime(p.activityStart),
    activityEnd: localTime(p.activityEnd),
    activityPlace: p.activityPlace ?? '',
    activityCapacity: p.activityCapacity === null ? '' : String(p.activityCapacity),
    registrationDeadline: localTime(p.registrationDeadline),
    chainCode: p.chainCode ?? '',
    chainNodeId: p.chainNodeId ?? '',
  };
}

const orNull = (text: string) => text.trim() || null;
const numberOrNull = (text: string) => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? null : n;
};
/** The contract reads `YYYY-MM-DD HH:mm` as China time. */
const timeOrNull = (text: string) => (text ? text.replace('T', ' ') : null);

/**
 * The save/update input. Fields of another kind are sent empty, so switching the kind never
 * publishes an activity's place on an article.
 */
export function draftInput(d: PublicationDraft): PublicationInput {
  const project = d.kind === 'project';
  const activity = d.kind === 'activity';
  return {
    kind: d.kind,
    section: d.section,
    visibility: d.visibility,
    title: d.title,
    cover: orNull(d.cover),
    summary: d.summary,
    body: d.body,
    attachments: d.attachments,
    tags: d.tags,
    industryCode: project ? orNull(d.industryCode) : null,
    chainCode: orNull(d.chainCode),
    chainNodeId: orNull(d.chainNodeId),
    regionCode: orNull(d.regionCode),
    projectAmount: project ? numberOrNull(d.projectAmount) : null,
    activityStart: activity ? timeOrNull(d.activityStart) : null,
    activityEnd: activity ? timeOrNull(d.activityEnd) : null,
    activityPlace: activity ? orNull(d.activityPlace) : null,
    activityCapacity: activity ? numberOrNull(d.activityCapacity) : null,
    registrationDeadline: activity ? timeOrNull(d.registrationDeadline) : null,
  };
}
