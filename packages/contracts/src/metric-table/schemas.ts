import { z } from 'zod';
import { gbRegionCodeSchema } from '../bigdata/schemas';
import { METRIC_INDICATORS, METRIC_TABLE_LIMITS as L } from './limits';

const year = z.coerce.number().int().min(L.firstYear).max(2100);

/** A region's children by year; the range is checked by the server (metricYearsInvalid). */
export const metricTableInput = z.object({
  /** '100000' (the nation: its provinces), a province (its cities) or a city (its counties). */
  parentCode: z.union([z.literal('100000'), gbRegionCodeSchema]).default('100000'),
  indicator: z.enum(METRIC_INDICATORS).default('companies'),
  fromYear: year.optional(),
  toYear: year.optional(),
});
export type MetricTableInput = z.input<typeof metricTableInput>;

export const metricRowSchema = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  /** One value per year of `years`. */
  values: z.array(z.number()),
  /** The last year's value for 企业总数, else the sum over the years. */
  total: z.number(),
});
export type MetricRow = z.infer<typeof metricRowSchema>;

export const metricTableSchema = z.object({
  parentCode: z.string(),
  parentName: z.string(),
  indicator: z.enum(METRIC_INDICATORS),
  years: z.array(z.number().int()),
  rows: z.array(metricRowSchema),
  /** The parent region's own row (the sum of its children's companies, and the rest). */
  all: metricRowSchema,
  /** When the kept counts were built (ISO time). */
  builtAt: z.string(),
});
export type MetricTable = z.infer<typeof metricTableSchema>;
