/** Bounds on a rich document (docs/content-document.md). Zod-free, so the editor can show them. */
export const DOCUMENT_LIMITS = {
  /** Levels of nodes below `doc` (five nested lists with their text fit). */
  maxDepth: 12,
  /** Every node counts, text and hard breaks included. */
  maxNodes: 5_000,
  /** The document serialized as JSON, in UTF-8 bytes. */
  maxBytes: 200 * 1024,
  maxHeadingLevel: 3,
  maxAltLength: 300,
  maxTitleLength: 300,
  maxUrlLength: 2_000,
  maxColspan: 20,
  maxRowspan: 100,
  maxColumnWidth: 5_000,
  maxImageSide: 10_000,
  maxListStart: 100_000,
} as const;
