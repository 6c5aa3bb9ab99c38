import { z } from 'zod';
import { entPageOf } from '../bigdata/schemas';
import { endpoint, noInput } from '../envelope';
import { shortText } from '../validation';
import { cardBasicSchema } from '../vcard/schemas';
import { DISCOVER_LIMITS, ORG_KINDS } from './constants';
import { discoverRoutes as routes } from './routes';

export * from './constants';
export * from './messages';
export * from './routes';

/** An organisation is a tenant: its id is the 6-digit tenant id. */
export const discoverOrgIdSchema = z.coerce
  .string()
  .trim()
  .regex(/^\d{6}$/, 'orgId must be a tenant id (6 digits)');
export const orgKindSchema = z.coerce
  .number()
  .int()
  .refine((n) => (ORG_KINDS as readonly number[]).includes(n), 'unknown organisation kind');

const page = (size: number) => ({
  current: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(DISCOVER_LIMITS.maxPage).default(size),
});

export const orgListInput = z.object({
  ...page(DISCOVER_LIMITS.orgPage),
  keyword: shortText(DISCOVER_LIMITS.keyword).optional(),
  kind: orgKindSchema.optional(),
  region: shortText(DISCOVER_LIMITS.region).optional(),
  industry: shortText(DISCOVER_LIMITS.industry).optional(),
});
export type OrgListInput = z.infer<typeof orgListInput>;

export const orgIdInput = z.object({ orgId: discoverOrgIdSchema });
export const orgMembersInput = z.object({
  ...page(DISCOVER_LIMITS.memberPage),
  orgId: discoverOrgIdSchema,
  keyword: shortText(DISCOVER_LIMITS.keyword).optional(),
});

export const discoverOrgSchema = z.object({
  orgId: z.string(),
  name: z.string(),
  kind: z.number().int(),
  region: z.string(),
  industries: z.array(z.string()),
  /** A stored URL (our uploads or http/https), or '' for the name-on-colour logo. */
  logo: z.string(),
  intro: z.string(),
  memberCount: z.number().int(),
});
export type DiscoverOrg = z.infer<typeof discoverOrgSchema>;

export const discoverMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** Friends in either direction, in any tenant. */
  isFriend: z.boolean(),
  /** Members of a shared organisation tenant (chat is open to both). */
  isColleague: z.boolean(),
  isSelf: z.boolean(),
  /** The default card the member shows the viewer, masked by the vcard module; null: none open. */
  card: cardBasicSchema.nullable(),
});
export type DiscoverMember = z.infer<typeof discoverMemberSchema>;

export const orgFiltersSchema = z.object({ regions: z.array(z.string()), industries: z.array(z.string()) });

export const discoverApi = {
  orgList: endpoint({ ...routes.orgList, input: orgListInput, output: entPageOf(discoverOrgSchema) }),
  orgFilters: endpoint({ ...routes.orgFilters, input: noInput, output: orgFiltersSchema }),
  orgDetail: endpoint({ ...routes.orgDetail, input: orgIdInput, output: discoverOrgSchema }),
  orgMembers: endpoint({
    ...routes.orgMembers,
    input: orgMembersInput,
    output: entPageOf(discoverMemberSchema),
  }),
};
