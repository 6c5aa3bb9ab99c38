import { z } from 'zod';
import { FEED_LIMITS } from './feed-limits';
import {
  followTargetIdSchema,
  followTargetKindSchema,
  followTargetSchema,
  followGroupIdSchema,
  type FollowTarget,
} from './feed-schemas';

const groupName = z
  .string()
  .trim()
  .min(1, 'a group needs a name')
  .max(FEED_LIMITS.groupName, `a group name is at most ${FEED_LIMITS.groupName} characters`);
const optionalGroupId = z.preprocess(
  (v) => (v === '' || v === '0' ? null : v),
  followGroupIdSchema.nullable(),
);

export interface FollowGroupNode {
  id: string;
  parentId: string | null;
  name: string;
  /** 1 for a root group. */
  level: number;
  sort: number;
  /** Entities directly in this group. */
  memberCount: number;
  /** businessTree only: the entities directly in this group. */
  members?: FollowTarget[];
  children: FollowGroupNode[];
}
export const followGroupNodeSchema: z.ZodType<FollowGroupNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    level: z.number().int(),
    sort: z.number().int(),
    memberCount: z.number().int(),
    members: z.array(followTargetSchema).optional(),
    children: z.array(followGroupNodeSchema),
  }),
);
export const followGroupTreeSchema = z.array(followGroupNodeSchema);

export const followGroupRefInput = z.object({ id: followGroupIdSchema });
export const followGroupSaveInput = z.object({ name: groupName, parentId: optionalGroupId.default(null) });
export const followGroupUpdateInput = z.object({ id: followGroupIdSchema, name: groupName });
/** Move under `parentId` (null: to the root), at `sort` among its new siblings (end when absent). */
export const followGroupMoveInput = z.object({
  id: followGroupIdSchema,
  parentId: optionalGroupId.default(null),
  sort: z.coerce.number().int().min(0).max(FEED_LIMITS.groups).optional(),
});
export const followGroupIdOutput = z.object({ id: z.string() });
export const followGroupTemplateInput = z.object({
  type: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,40}$/, 'a template type is a dictionary key'),
});
export const followGroupMemberInput = z.object({
  groupId: followGroupIdSchema,
  targetKind: followTargetKindSchema,
  targetId: followTargetIdSchema,
});
export const followGroupMembersSchema = z.array(followTargetSchema);
export const followGroupChangedSchema = z.object({ changed: z.number().int() });
