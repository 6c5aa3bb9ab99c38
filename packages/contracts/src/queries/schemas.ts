import { z } from 'zod';
import { entPageInput, entPageOf } from '../bigdata/schemas';
import { chainExportInput } from '../chain/schemas';
import { SEARCH_SORTS, searchFiltersSchema, searchKeywordSchema } from '../search/schemas';

/** Limits of the query history (docs/queries.md). */
export const QUERY_LIMITS = {
  /** Recent entries kept per user and source; the oldest run goes first. */
  recentPerSource: 50,
  /** Named entries per user (all sources); saving one more is refused. */
  namedMax: 100,
  titleMax: 60,
  removeMax: 100,
  /** Keys and values of an acquisition workspace's filters (its screens come later). */
  acquisitionKeysMax: 30,
} as const;

export const QUERY_SOURCES = ['discover', 'chainMap', 'acquisition'] as const;
export type QuerySource = (typeof QUERY_SOURCES)[number];
export const QUERY_KINDS = ['recent', 'named'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** Discover's search without its page: keyword, filters and order (searchCompanyPage's body). */
export const discoverQueryParams = z.object({
  keyword: searchKeywordSchema.optional(),
  filters: searchFiltersSchema.optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type DiscoverQueryParams = z.infer<typeof discoverQueryParams>;

/** The chain map's company list without its page (induChainMap-ent-page's body). */
export const chainMapQueryParams = chainExportInput;
export type ChainMapQueryParams = z.infer<typeof chainMapQueryParams>;

/**
 * An acquisition workspace's filters: its screens come with the acquisition issue, so for now a
 * flat, bounded object of short values (replace it with their input schema then).
 */
export const acquisitionQueryParams = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/, 'a filter name is letters and digits'),
    z.union([
      z.string().trim().max(100),
      z.number().finite(),
      z.boolean(),
      z.array(z.string().trim().max(100)).max(20),
    ]),
  )
  .refine((r) => Object.keys(r).length <= QUERY_LIMITS.acquisitionKeysMax, {
    message: `at most ${QUERY_LIMITS.acquisitionKeysMax} filters`,
  });
export type AcquisitionQueryParams = z.infer<typeof acquisitionQueryParams>;

/** A source and its params, validated by that source's own schema. */
export const queryParamsSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('discover'), params: discoverQueryParams }),
  z.object({ source: z.literal('chainMap'), params: chainMapQueryParams }),
  z.object({ source: z.literal('acquisition'), params: acquisitionQueryParams }),
]);
export type QueryParams = z.infer<typeof queryParamsSchema>;

export const queryTitleSchema = z
  .string()
  .trim()
  .min(1, 'title is required')
  .max(QUERY_LIMITS.titleMax, `title must be at most ${QUERY_LIMITS.titleMax} characters`);
export const queryIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'id must be digits');

export const queryPageInput = entPageInput.extend({
  source: z.enum(QUERY_SOURCES).optional(),
  kind: z.enum(QUERY_KINDS).default('recent'),
});

/**
 * Saving a search under a name; the title is generated from the params when left out. A plain
 * object (the cross-tenant sweep and the route fuzz read its shape): the server checks `params`
 * against the source's own schema with queryParamsSchema.
 */
export const querySaveInput = z.object({
  source: z.enum(QUERY_SOURCES),
  params: z.record(z.string(), z.unknown()),
  title: queryTitleSchema.optional(),
  resultCount: z.coerce.number().int().min(0).max(1e12).optional(),
});
export type QuerySaveInput = z.input<typeof querySaveInput>;

export const queryRenameInput = z.object({ id: queryIdSchema, title: queryTitleSchema });
export const queryRemoveInput = z.object({
  ids: z.array(queryIdSchema).min(1).max(QUERY_LIMITS.removeMax),
});
export const queryClearRecentInput = z.object({ source: z.enum(QUERY_SOURCES).optional() });

const entryFields = {
  id: z.string(),
  title: z.string(),
  /** Companies the search found when it last ran (null when not known). */
  resultCount: z.number().int().nullable(),
  named: z.boolean(),
  runCount: z.number().int(),
  /** ISO 8601. */
  lastRunAt: z.string(),
  createdAt: z.string(),
};
export const queryEntrySchema = z.discriminatedUnion('source', [
  z.object({ ...entryFields, source: z.literal('discover'), params: discoverQueryParams }),
  z.object({ ...entryFields, source: z.literal('chainMap'), params: chainMapQueryParams }),
  z.object({ ...entryFields, source: z.literal('acquisition'), params: acquisitionQueryParams }),
]);
export type QueryEntry = z.infer<typeof queryEntrySchema>;
export const queryPageSchema = entPageOf(queryEntrySchema);
export type QueryPage = z.infer<typeof queryPageSchema>;
export const queryChangedSchema = z.object({ changed: z.number().int() });
