import { z } from 'zod';
import { entPageInput, entPageOf, keywordSchema, regStatusCodeSchema } from '../bigdata/schemas';
import { shortText, tenantIdSchema } from '../validation';
import { CAPITAL_BANDS } from './limits';

/** Invite record (spec 1 §4 Invite): who invited (query userid/tenantid) and the sales code. */
export const inviteSubmitSchema = z
  .object({
    inviterUserId: shortText(32).optional(),
    inviterTenantId: tenantIdSchema.optional(),
    sellCode: shortText(64).optional(),
    channel: shortText(64).optional(),
  })
  .refine((v) => Boolean(v.inviterUserId || v.sellCode), {
    message: 'inviterUserId or sellCode is required',
  });

/** A chain or node code: letters and digits (chain code + two digits per level, e.g. IC020103). */
export const chainCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,32}$/, 'a chain or node code is 1-32 letters and digits');
/** A region code prefix: 2 (province), 4 (city) or 6 (county) digits. */
export const regionPrefixSchema = z
  .string()
  .trim()
  .regex(/^(\d{2}|\d{4}|\d{6})$/, 'a region is 2, 4 or 6 digits');

export const chainSummarySchema = z.object({
  chainCode: z.string(),
  chainName: z.string(),
  description: z.string(),
  nodeCount: z.number().int(),
  companyCount: z.number().int(),
});
export type ChainSummary = z.infer<typeof chainSummarySchema>;

export const catalogueInput = z.object({ keyword: keywordSchema.optional() });
export const catalogueSchema = z.object({
  classes: z.array(z.object({ className: z.string(), chains: z.array(chainSummarySchema) })),
});

/** Nodes come flat, parents first; stream 上游/中游/下游 is level 1. */
export const mapNodeSchema = z.object({
  code: z.string(),
  parentCode: z.string().nullable(),
  name: z.string(),
  level: z.number().int(),
  companyCount: z.number().int(),
});
export type MapNode = z.infer<typeof mapNodeSchema>;

/** A chain, or a node of it (induChainId may be a node code: that node is selected). */
export const mapNodesInput = z.object({
  induChainId: chainCodeSchema,
  /** With a company: its nodes on this chain come back in `highlighted`. */
  companyId: shortText(32).optional(),
});
export const mapNodesSchema = z.object({
  chain: chainSummarySchema,
  nodes: z.array(mapNodeSchema),
  /** The node named by induChainId when it was a node code. */
  selected: z.string().nullable(),
  highlighted: z.array(z.string()),
});

export const chainEntPageInput = entPageInput.extend({
  induChainId: chainCodeSchema,
  nodeCode: chainCodeSchema.optional(),
  regionCode: regionPrefixSchema.optional(),
  regStatusCode: regStatusCodeSchema.optional(),
  keyword: keywordSchema.optional(),
  /** A band of CAPITAL_BANDS by its lower bound (getEntSearchConditions' capital codes). */
  capitalBand: z.coerce
    .number()
    .refine((b) => (CAPITAL_BANDS as readonly number[]).includes(b), 'capitalBand is one of the bands')
    .optional(),
  /** A qualification tag (getEntSearchConditions' tags). */
  tag: z.string().trim().min(1).max(30).optional(),
});
export const chainEntRowSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  regStatusName: z.string(),
  regCapital: z.number(),
  esDt: z.string().nullable(),
  regionCode: z.string(),
  area: z.string(),
  /** The nodes of the chosen subtree this company sits on. */
  nodeNames: z.array(z.string()),
});
export type ChainEntRow = z.infer<typeof chainEntRowSchema>;
export const chainEntPageSchema = entPageOf(chainEntRowSchema);

export const nodeDescriptionInput = z.object({ nodeCode: chainCodeSchema });
export const nodeDescriptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  companyCount: z.number().int(),
  /** Companies by province (2-digit code + 0000), most first. */
  provinces: z.array(z.object({ regionCode: z.string(), name: z.string(), count: z.number().int() })),
});

/** Exports from the chain maps' company lists (the spec shows the calls, not the amounts). */
export const CHAIN_EXPORT_LIMITS = {
  /** Companies a tenant may export in all, until an operator raises it. */
  tenantTotal: 20_000,
  /** Companies in one file. */
  perFile: 10_000,
} as const;

export const chainExportInput = chainEntPageInput.omit({ current: true, size: true });
export const exportCountSchema = z.object({
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});
