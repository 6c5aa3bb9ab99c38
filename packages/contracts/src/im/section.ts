import { z } from 'zod';
import { PUBLICATION_SECTIONS, SECTION_BUSINESS_TYPE } from '../content/publications-limits';

/**
 * A business section whose IM page narrows the chat lists (docs/im.md "Section IM pages"): the
 * conversations, friends and groups of the section's contacts. The section names the business
 * type (spec 1 §6 section → business type) whose purchasers are those contacts.
 */
export const imSectionSchema = z.enum(PUBLICATION_SECTIONS);
export type ImSection = z.infer<typeof imSectionSchema>;

export const IM_SECTION_BUSINESS_TYPE = SECTION_BUSINESS_TYPE;

/** The optional `section` of the list calls the IM page makes. */
export const sectionInput = z.object({ section: imSectionSchema.optional() });
