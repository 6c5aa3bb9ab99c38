import { z } from 'zod';
import { urlSchema } from '../validation';
import { ModuleCode } from '../constants';
import { CUSTOM_MODULE_MAX_CODE, MODULE_LIST_MAX, MODULE_MEDIA_MAX, MODULE_TEXT_MAX } from './limits';

/**
 * What each card module's `content` must hold (spec 2 §3 Module codes). Content travels as a
 * string: plain text for the text modules, a JSON string for the others. The server parses and
 * checks it with these schemas before anything is written.
 */

export const safeUrlSchema = urlSchema();

const text = (max: number) => z.string().max(max);
const attach = z.object({ urlAddr: safeUrlSchema, name: text(100).optional() });
const attachList = z.array(attach).max(MODULE_MEDIA_MAX);

const tag = z.union([text(100), z.object({ tagName: text(100) }).passthrough()]);
const tagList = z.array(tag).max(MODULE_LIST_MAX);

export const linkedEnterpriseContent = z.object({
  companyId: z.string().regex(/^\d{1,19}$/, 'companyId must be digits'),
  companyName: text(100).optional(),
});

export const regionInfoContent = z.object({
  regionCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  regionName: text(50).optional(),
  regionFullname: text(100).optional(),
  regionArea: text(50).optional(),
  gdp: text(50).optional(),
  populationAmt: text(50).optional(),
  airportNames: text(500).optional(),
  trainStations: text(500).optional(),
  scenicSpots: text(1000).optional(),
  historicalFigures: text(1000).optional(),
  localSpecialty: text(1000).optional(),
  honoraryTitle: text(1000).optional(),
  featuredIndustry: text(1000).optional(),
  wellKnownCom: text(1000).optional(),
});

export const videoContent = z
  .array(
    z
      .object({
        urlAddr: safeUrlSchema.optional(),
        url: safeUrlSchema.optional(),
        name: text(100).optional(),
      })
      .refine((v) => !!(v.urlAddr || v.url), 'a video needs urlAddr or url'),
  )
  .max(MODULE_MEDIA_MAX);

export const productContent = z
  .array(z.object({ productName: text(100), attachList: attachList.default([]) }))
  .max(MODULE_LIST_MAX);

export const honorContent = z
  .array(z.object({ honorContent: text(500), attachList: attachList.default([]) }))
  .max(MODULE_LIST_MAX);

/** A dynamic the owner wrote on the card (isSys 0); system dynamics come from the company. */
export const customDynamicSchema = z.object({
  id: z.string().max(64).optional(),
  title: text(200),
  publishDt: z.string().max(30),
  content: text(MODULE_TEXT_MAX),
  isSys: z.union([z.literal(0), z.literal(1)]).default(0),
  publisher: text(100).optional(),
  url: safeUrlSchema.optional().or(z.literal('')),
});
export const dynamicsContent = z.array(customDynamicSchema).max(100);

export const deletedDynamicsContent = z.array(z.string().max(64)).max(1000);
export const stockContent = z
  .object({
    companyId: z
      .string()
      .regex(/^\d{1,19}$/)
      .optional(),
  })
  .passthrough();

const textContent = text(MODULE_TEXT_MAX);

/** The content schema of a module code, or null for a code that does not exist. */
export function moduleContentSchema(code: number): z.ZodType | null {
  if (code >= ModuleCode.CUSTOM_MIN && code <= CUSTOM_MODULE_MAX_CODE) return textContent;
  switch (code) {
    case ModuleCode.BULLETS:
    case ModuleCode.BUSINESS_SCOPE:
      return textContent;
    case ModuleCode.LINKED_ENTERPRISE:
      return linkedEnterpriseContent;
    case ModuleCode.REGION_INFO:
      return regionInfoContent;
    case ModuleCode.VIDEOS:
      return videoContent;
    case ModuleCode.IMAGES:
    case ModuleCode.PARTNERS:
      return attachList;
    case ModuleCode.TAGS_6:
    case ModuleCode.TAGS_7:
    case ModuleCode.TAGS_8:
    case ModuleCode.TAGS_9:
      return tagList;
    case ModuleCode.PRODUCTS:
      return productContent;
    case ModuleCode.HONORS:
      return honorContent;
    case ModuleCode.DYNAMICS:
      return dynamicsContent;
    case ModuleCode.DELETED_DYNAMICS:
      return deletedDynamicsContent;
    case ModuleCode.STOCK:
      return stockContent;
    default:
      return null;
  }
}

export const isModuleCode = (code: number) => moduleContentSchema(code) !== null;
export const isTextModule = (code: number) =>
  code === ModuleCode.BULLETS || code === ModuleCode.BUSINESS_SCOPE || code >= ModuleCode.CUSTOM_MIN;

/** Parses a module's content string for its code; the error says what the code needs. */
export function parseModuleContent(
  code: number,
  content: string,
): { ok: true; value: unknown } | { ok: false; error: string } {
  const schema = moduleContentSchema(code);
  if (!schema) return { ok: false, error: `module code ${code} does not exist` };
  if (content.trim() === '') return { ok: true, value: isTextModule(code) ? '' : null };
  let value: unknown = content;
  if (!isTextModule(code)) {
    try {
      value = JSON.parse(content);
    } catch {
      return { ok: false, error: `module ${code} content must be JSON` };
    }
  }
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: `module ${code} content: ${result.error.issues[0]?.message ?? 'invalid'}` };
}
