import { z } from 'zod';
import { companyIdSchema, entPageInput, entPageOf, keywordSchema } from '../bigdata/schemas';
import { chainCodeSchema, regionPrefixSchema } from '../chain/schemas';
import { chainScopeInput } from '../chain/statsSchemas';
import { PENETRATION_MAX_DEPTH } from './routes';

export const companyInput = z.object({ companyId: companyIdSchema });
export const scopePageInput = chainScopeInput.merge(entPageInput);

const int = z.number().int();
const countRow = z.object({ code: z.string(), name: z.string(), count: int });

// ------------------------------------------------------------------ investment (scene 4)

export const roundRow = z.object({
  round: z.string(),
  /** Companies whose furthest round this is. */
  companyCount: int,
  eventCount: int,
  /** 万元 */
  amount: z.number(),
});
export const investmentProcessSchema = z.object({
  rounds: z.array(roundRow),
  companyCount: int,
  eventCount: int,
  amount: z.number(),
});

const amountRow = z.object({ code: z.string(), name: z.string(), eventCount: int, amount: z.number() });
export const linkageDataSchema = z.object({
  investorCount: int,
  companyCount: int,
  eventCount: int,
  amount: z.number(),
  topInvestors: z.array(amountRow),
  topNodes: z.array(amountRow),
});

/** A graph: nodes with a kind and a size, links with a weight. */
export const graphNode = z.object({
  id: z.string(),
  name: z.string(),
  /** 'org' investor, 'company', 'holder' a corporate shareholder, 'node' a chain node. */
  kind: z.enum(['org', 'company', 'holder', 'node', 'root']),
  value: z.number(),
});
export const graphSchema = z.object({
  nodes: z.array(graphNode),
  links: z.array(z.object({ source: z.string(), target: z.string(), value: z.number() })),
});
export type AnalysisGraph = z.infer<typeof graphSchema>;

export const linkageGraphInput = chainScopeInput.extend({
  investors: z.coerce.number().int().min(1).max(30).default(12),
});

export const linkageEnterpriseSchema = entPageOf(
  z.object({
    companyId: z.string(),
    companyName: z.string(),
    area: z.string(),
    investorCount: int,
    eventCount: int,
    amount: z.number(),
    lastRound: z.string(),
    lastDate: z.string(),
  }),
);
export const linkageInvestorSchema = entPageOf(
  z.object({
    orgId: z.string(),
    orgName: z.string(),
    orgType: z.string(),
    companyCount: int,
    eventCount: int,
    amount: z.number(),
    lastDate: z.string(),
  }),
);

export const yearFinanceSchema = z.object({
  years: z.array(z.object({ year: z.string(), eventCount: int, amount: z.number() })),
});
export const yearRoundsSchema = z.object({
  years: z.array(z.string()),
  rounds: z.array(z.object({ round: z.string(), counts: z.array(int) })),
});

export const entByKeywordsInput = z.object({
  keyword: keywordSchema,
  size: z.coerce.number().int().min(1).max(20).default(10),
});
export const entByKeywordsSchema = z.array(
  z.object({ id: z.string(), name: z.string(), kind: z.enum(['company', 'org']), eventCount: int }),
);

export const investorInfoInput = z.object({
  orgId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'an investor id is digits'),
  induChainId: chainCodeSchema.optional(),
});
export const investorInfoSchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  orgType: z.string(),
  area: z.string(),
  establishedDate: z.string(),
  investCnt: int,
  investAmt: z.number(),
  nodes: z.array(amountRow),
  recent: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      round: z.string(),
      amount: z.number(),
      date: z.string(),
    }),
  ),
});

// ------------------------------------------------------------------ customer acquisition (scene 1)

export const matchCountSchema = z.object({
  total: int,
  invested: int,
  listed: int,
  highTech: int,
  operating: int,
});

export const supplyInput = companyInput.extend({ regionCode: regionPrefixSchema.optional() });
const partner = z.object({
  companyId: z.string(),
  companyName: z.string(),
  area: z.string(),
  nodeName: z.string(),
  chainName: z.string(),
  totalScore: int,
});
export const supplySchema = z.object({ suppliers: z.array(partner), customers: z.array(partner) });

// ------------------------------------------------------------------ capital (login)

export const directSharedHolderSchema = z.object({
  records: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      area: z.string(),
      holders: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});

export const investDistributionInput = z.object({
  entId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'an id is digits'),
  entType: z.enum(['company', 'org']).default('company'),
});
export const investDistributionSchema = z.object({
  total: int,
  regions: z.array(countRow),
  industries: z.array(countRow),
  rounds: z.array(countRow),
});

export const penetrationInput = companyInput.extend({
  depth: z.coerce.number().int().min(1).max(PENETRATION_MAX_DEPTH).default(2),
});
export interface EquityNode {
  id: string;
  name: string;
  /** '1' person, '2' company. */
  kind: '1' | '2';
  /** Share of the parent held (upwards) or of this company held by the parent (downwards), %. */
  ratio: number;
  children: EquityNode[];
}
const equityNode: z.ZodType<EquityNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['1', '2']),
    ratio: z.number(),
    children: z.array(equityNode),
  }),
);
export const penetrationSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  shareholders: z.array(equityNode),
  holdings: z.array(equityNode),
});

// ------------------------------------------------------------------ technology and density (login)

export const technologyMappingSchema = z.object({
  tags: z.array(z.string()),
  nodes: z.array(z.object({ code: z.string(), name: z.string(), counts: z.array(int) })),
});

export const technologyLabelInput = scopePageInput.extend({
  tag: z.string().trim().min(1).max(30),
});
export const technologyLabelSchema = entPageOf(
  z.object({
    companyId: z.string(),
    companyName: z.string(),
    area: z.string(),
    nodeNames: z.array(z.string()),
    techTags: z.array(z.string()),
  }),
);

export const geneCodeSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  /** Segments joined: industry division, chain nodes, technology, scale and stage. */
  code: z.string(),
  segments: z.array(z.object({ key: z.string(), values: z.array(z.string()) })),
});

export const technicalRouteSchema = z.object({
  years: z.array(z.string()),
  series: z.array(z.object({ tag: z.string(), counts: z.array(int) })),
});

export interface AnalysisTreeNode {
  code: string;
  name: string;
  value: number;
  /** Business ties per company (cooperation density only). */
  density?: number;
  children: AnalysisTreeNode[];
}
const treeNode: z.ZodType<AnalysisTreeNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    value: z.number(),
    density: z.number().optional(),
    children: z.array(treeNode),
  }),
);
export const analysisTreeSchema = treeNode;

export const societyDensitySchema = z.object({
  regions: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      companyCount: int,
      tieCount: int,
      density: z.number(),
    }),
  ),
});
