import { z } from 'zod';
import { companyIdSchema, entPageInput, entPageOf, keywordSchema } from '../bigdata/schemas';
import { chainCodeSchema } from './schemas';
import { SHARE_DAYS, USER_CHAIN_LIMITS } from './limits';

export const userChainIdSchema = z.uuid('a user chain id is a UUID');
/** A node's key inside its user chain (the editor makes them; copies keep the data set's codes). */
export const nodeKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'a node key is 1-32 letters, digits, - or _');
const nameSchema = z
  .string()
  .trim()
  .min(1, 'a name is required')
  .max(USER_CHAIN_LIMITS.nameLength, `a name is at most ${USER_CHAIN_LIMITS.nameLength} characters`);

export const userChainNodeInput = z.object({
  key: nodeKeySchema,
  /** null for a top-level node (a stream such as 上游). */
  parentKey: nodeKeySchema.nullable(),
  name: nameSchema,
  /** The data set's node this one came from: its companies are this node's, less the removed ones. */
  sourceCode: chainCodeSchema.nullable().default(null),
});
export type UserChainNodeInput = z.input<typeof userChainNodeInput>;

/** The whole tree, parents anywhere in the list; its order is the siblings' order. */
export const userChainSaveInput = z.object({
  id: userChainIdSchema.optional(),
  name: nameSchema,
  nodes: z.array(userChainNodeInput).min(1).max(USER_CHAIN_LIMITS.nodesPerChain),
});

export const userChainRef = z.object({ id: userChainIdSchema });
export const userChainCopyInput = z
  .object({ induChainId: chainCodeSchema.optional(), id: userChainIdSchema.optional() })
  .refine((v) => Boolean(v.induChainId) !== Boolean(v.id), {
    message: 'copy either a data-set chain (induChainId) or one of your chains (id)',
  });

export const userChainNodeSchema = z.object({
  key: z.string(),
  parentKey: z.string().nullable(),
  name: z.string(),
  sourceCode: z.string().nullable(),
  level: z.number().int(),
  /** Distinct companies on this node and the nodes under it. */
  companyCount: z.number().int(),
});
export type UserChainNode = z.infer<typeof userChainNodeSchema>;

export const userChainSchema = z.object({
  id: z.string(),
  name: z.string(),
  sourceChainCode: z.string().nullable(),
  nodes: z.array(userChainNodeSchema),
  /** Companies the owner removed from a node (to restore them). */
  removed: z.array(z.object({ nodeKey: z.string(), companyId: z.string(), companyName: z.string() })),
  updatedAt: z.string(),
  /** Whether the caller owns it (a share opens it read-only). */
  editable: z.boolean(),
});
export type UserChain = z.infer<typeof userChainSchema>;

export const userChainSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  sourceChainCode: z.string().nullable(),
  sourceChainName: z.string().nullable(),
  nodeCount: z.number().int(),
  updatedAt: z.string(),
});
export const userChainPageInput = entPageInput;
export const userChainPageSchema = entPageOf(userChainSummarySchema).extend({
  /** The chain the user opened last (userlastinduchain/savelastindu). */
  last: z.object({ induChainId: z.string().nullable(), id: z.string().nullable() }).nullable(),
});

export const lastChainInput = userChainCopyInput;

export const editIdentitySchema = z.object({
  canEdit: z.boolean(),
  chainCount: z.number().int(),
  chainLimit: z.number().int(),
});
export const surplusSchema = z.object({ remaining: z.number().int() });

/** Access to a user chain: its owner, or anyone with a live share of it. */
export const shareAccess = z.object({
  shareId: z.uuid().optional(),
  shareKey: z.string().trim().max(64).optional(),
});
export const userChainEntPageInput = entPageInput.merge(shareAccess).extend({
  id: userChainIdSchema,
  nodeKey: nodeKeySchema,
  keyword: keywordSchema.optional(),
});
export const userChainEntRowSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  regStatusName: z.string(),
  regCapital: z.number(),
  area: z.string(),
  /** Added by the owner rather than placed by the data set. */
  added: z.boolean(),
});
export const userChainEntPageSchema = entPageOf(userChainEntRowSchema);

export const companyEditInput = z.object({
  id: userChainIdSchema,
  nodeKey: nodeKeySchema,
  companyId: companyIdSchema,
  /** true adds the company to the node, false removes it. */
  attached: z.boolean(),
});
export const companyEditRef = companyEditInput.omit({ attached: true });

export const shareCreateInput = z.object({
  id: userChainIdSchema,
  days: z.coerce
    .number()
    .int()
    .refine((d) => (SHARE_DAYS as readonly number[]).includes(d), 'days is 7, 30 or 0 (no end)')
    .default(7),
});
export const shareSchema = z.object({
  shareId: z.string(),
  shareKey: z.string(),
  chainId: z.string(),
  chainName: z.string(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ChainShare = z.infer<typeof shareSchema>;
export const sharePageSchema = entPageOf(shareSchema);
export const shareKeyInput = z.object({ shareId: z.uuid(), shareKey: z.string().trim().min(1).max(64) });
export const shareRef = z.object({ shareId: z.uuid() });
export const shareCheckSchema = z.object({ chainName: z.string(), ownerName: z.string() });
