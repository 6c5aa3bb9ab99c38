import { z } from 'zod';
import { companyIdSchema, entPageInput, entPageOf } from '../bigdata/schemas';
import { chainCodeSchema } from './schemas';
import { GROUP_LIMITS } from './limits';

const groupId = z.string().uuid('a group id is a uuid');
const groupName = z
  .string()
  .trim()
  .min(1, 'a group needs a name')
  .max(GROUP_LIMITS.name, `a group name is at most ${GROUP_LIMITS.name} characters`);

/** usergroup/selectList: query size 101 and current 0 as the spec sends them. */
export const groupListInput = z.object({
  current: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(GROUP_LIMITS.groups + 1)
    .default(GROUP_LIMITS.groups + 1),
});
export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  companyCount: z.number().int(),
  createdAt: z.string(),
});
export const groupListSchema = z.array(groupSchema);
export type FollowGroup = z.infer<typeof groupSchema>;

export const groupSaveInput = z.object({ name: groupName });
export const groupUpdateInput = z.object({ id: groupId, name: groupName });
export const groupRef = z.object({ id: groupId });

/** Follow a company into groups (replacing its groups), or stop following it and leave them all. */
export const groupFollowInput = z.object({
  companyId: companyIdSchema,
  follow: z.boolean(),
  groupIds: z.array(groupId).max(GROUP_LIMITS.groups).default([]),
});
export const groupFollowStateSchema = z.object({ followed: z.boolean(), groupIds: z.array(z.string()) });

/** induindex: the chains the user opened, most recent first. */
export const chainIndexPageSchema = entPageOf(
  z.object({
    chainCode: z.string(),
    chainName: z.string(),
    visits: z.number().int(),
    lastVisitedAt: z.string(),
  }),
);
export const chainIndexPageInput = entPageInput;
export const chainIndexRef = z.object({ induChainId: chainCodeSchema });
