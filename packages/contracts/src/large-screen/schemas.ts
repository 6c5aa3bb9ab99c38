import { z } from 'zod';
import { gbRegionCodeSchema } from '../bigdata/schemas';
import { COMPANY_EVENT_KINDS } from '../company-tracking/limits';

/** How many events one call answers, chains and sub-regions the screen ranks. */
export const LARGE_SCREEN_LIMITS = { events: 20, chains: 10, subregions: 10, years: 10 } as const;

const regionCode = z.union([z.literal('100000'), gbRegionCodeSchema]).default('100000');

export const largeScreenInput = z.object({ regionCode });
export type LargeScreenInput = z.input<typeof largeScreenInput>;

export const largeScreenEventsInput = z.object({
  regionCode,
  /** Only events with a higher id (the last one the screen shows); none: the newest. */
  afterId: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, 'afterId must be an event id')
    .optional(),
});
export type LargeScreenEventsInput = z.input<typeof largeScreenEventsInput>;

const named = z.object({ code: z.string(), name: z.string(), companies: z.number().int() });

export const largeScreenSchema = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  figures: z.object({
    companies: z.number().int(),
    /** 万元. */
    capital: z.number(),
    /** Founded this year. */
    newCompanies: z.number().int(),
    /** Applications of the last ten years. */
    patents: z.number().int(),
    /** Financing events of the last ten years. */
    financing: z.number().int(),
    /** Chains with at least one company of the region. */
    chains: z.number().int(),
  }),
  /** The region's chains with most companies, with the region's share of the nation's. */
  chains: z.array(named.extend({ share: z.number() })),
  growth: z.object({
    years: z.array(z.number().int()),
    newCompanies: z.array(z.number().int()),
    patents: z.array(z.number().int()),
    financing: z.array(z.number().int()),
  }),
  /** Its provinces, cities or counties with most companies (none for a county). */
  subregions: z.array(named),
  builtAt: z.string(),
});
export type LargeScreen = z.infer<typeof largeScreenSchema>;

export const screenEventSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  kind: z.enum(COMPANY_EVENT_KINDS),
  changedOn: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ScreenEvent = z.infer<typeof screenEventSchema>;

export const screenEventsSchema = z.object({ events: z.array(screenEventSchema) });
