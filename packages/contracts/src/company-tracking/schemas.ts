import { z } from 'zod';
import { daySchema as day } from '../validation';
import { COMPANY_EVENT_KINDS, COMPANY_TRACKING_LIMITS as L } from './limits';

const id = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/, 'id must be digits');
const companyId = z.string().trim().min(1).max(40);
const page = {
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(L.pageSizeMax).default(20),
};

export const monitorGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  companies: z.number().int(),
  newEvents: z.number().int(),
});
export type MonitorGroup = z.infer<typeof monitorGroupSchema>;

export const monitorGroupsSchema = z.object({
  groups: z.array(monitorGroupSchema),
  /** All monitored companies, grouped or not, and their new events. */
  companies: z.number().int(),
  newEvents: z.number().int(),
});
export type MonitorGroups = z.infer<typeof monitorGroupsSchema>;

export const monitorGroupSaveInput = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'name is required').max(L.groupNameMax),
});
export const monitorGroupIdInput = z.object({ id });

export const monitorCompaniesInput = z.object({ groupId: id.optional(), ...page });

export const monitoredCompanySchema = z.object({
  companyId: z.string(),
  /** Null when the company has left the data set (its monitoring is kept). */
  companyName: z.string().nullable(),
  regStatusName: z.string(),
  regionCode: z.string(),
  groupIds: z.array(z.string()),
  newEvents: z.number().int(),
  /** YYYY-MM-DD of its latest event, or null. */
  lastEventOn: z.string().nullable(),
  monitoredAt: z.string(),
});
export type MonitoredCompany = z.infer<typeof monitoredCompanySchema>;

export const monitoredCompanyPageSchema = z.object({
  records: z.array(monitoredCompanySchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});

export const monitorCompanyInput = z.object({ companyId });
export const monitorStateSchema = z.object({
  companyId: z.string(),
  /** Null when the company is not (or no longer) in the data set. */
  companyName: z.string().nullable(),
  monitored: z.boolean(),
  groupIds: z.array(z.string()),
});
export type MonitorState = z.infer<typeof monitorStateSchema>;

export const monitorAddInput = z.object({
  companyId,
  groupIds: z.array(id).max(L.groupsMax).default([]),
});

/** The timeline's filters; a `from` after `to` is refused by the server (monitorRangeInvalid). */
export const monitorEventsInput = z.object({
  groupId: id.optional(),
  companyId: companyId.optional(),
  /** Comma-separated kinds; all when absent. */
  kinds: z
    .string()
    .trim()
    .max(200)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(COMPANY_EVENT_KINDS)))
    .optional(),
  from: day.optional(),
  to: day.optional(),
  /** Only events not yet read. */
  unread: z.enum(['0', '1']).optional(),
  ...page,
});
export type MonitorEventsInput = z.input<typeof monitorEventsInput>;

export const companyEventSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string().nullable(),
  kind: z.enum(COMPANY_EVENT_KINDS),
  changedOn: z.string(),
  before: z.string(),
  after: z.string(),
  /** 万元, for capital changes. */
  beforeAmount: z.number().nullable(),
  afterAmount: z.number().nullable(),
  /** Arrived since the user last read the timeline. */
  isNew: z.boolean(),
});
export type CompanyEvent = z.infer<typeof companyEventSchema>;

export const companyEventPageSchema = z.object({
  records: z.array(companyEventSchema),
  /** At most COMPANY_TRACKING_LIMITS.eventsTotalCap: the timeline stops counting there (`totalCapped`). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  current: z.number().int(),
  size: z.number().int(),
});

export const monitorUnreadSchema = z.object({ count: z.number().int() });
