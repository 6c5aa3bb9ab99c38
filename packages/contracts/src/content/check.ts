import { isStorableText } from '../storable-text';
import { isMarkType, isNodeType, MARK_SPECS, NODE_SPECS, type MarkSpec } from './allow-list';
import { DOCUMENT_LIMITS as L } from './limits';
import { DOCUMENT_MESSAGES, type DocumentMessageKey } from './messages';
import type { Locale } from '../messages';
import type { RichDocument } from './types';

export type DocumentPath = Array<string | number>;

/** The first reason a value is not an allowed document, and where it is. */
export interface DocumentProblem {
  key: DocumentMessageKey;
  path: DocumentPath;
}

type Json = Record<string, unknown>;
interface Pending {
  node: unknown;
  path: DocumentPath;
  /** Levels below doc. */
  depth: number;
}

const NODE_KEYS = new Set(['type', 'attrs', 'content']);
const TEXT_KEYS = new Set(['type', 'text', 'marks']);
const MARK_KEYS = new Set(['type', 'attrs']);

/**
 * Why `value` is not an allowed rich document, or undefined when it is. Nothing is cleaned: the
 * first problem refuses the whole document. The walk keeps its own stack and stops at the depth and
 * node limits, so a hostile document cannot overflow the call stack or run for long. Zod-free, so
 * the editor can run it as well.
 */
export function findDocumentProblem(value: unknown): DocumentProblem | undefined {
  if (!isPlainObject(value) || typeof value.type !== 'string') return problem('documentMalformed', []);
  if (value.type !== 'doc') return problem('documentNotDoc', ['type']);
  const stack: Pending[] = [{ node: value, path: [], depth: 0 }];
  let nodes = 1;
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop()!;
    const found = checkNode(node as Json, path);
    if (found) return found;
    const content = (node as Json).content;
    if (content === undefined) continue;
    if (depth + 1 > L.maxDepth) return problem('documentTooDeep', [...path, 'content']);
    nodes += (content as unknown[]).length;
    if (nodes > L.maxNodes) return problem('documentTooManyNodes', [...path, 'content']);
    for (let i = (content as unknown[]).length - 1; i >= 0; i -= 1)
      stack.push({ node: (content as unknown[])[i], path: [...path, 'content', i], depth: depth + 1 });
  }
  if (utf8Length(JSON.stringify(value)) > L.maxBytes) return problem('documentTooLarge', []);
  return undefined;
}

/** Narrows `value` to a RichDocument when it has no problem. */
export function isRichDocument(value: unknown): value is RichDocument {
  return findDocumentProblem(value) === undefined;
}

export function documentProblemMessage(found: DocumentProblem, locale: Locale = 'zh'): string {
  return DOCUMENT_MESSAGES[found.key][locale];
}

/** A node's own fields, and that its children are nodes of types allowed inside it. */
function checkNode(node: Json, path: DocumentPath): DocumentProblem | undefined {
  const type = node.type as string;
  if (!isNodeType(type)) return problem('documentUnknownNode', [...path, 'type']);
  if (type === 'text') return checkText(node, path);
  const spec = NODE_SPECS[type];
  const extra = Object.keys(node).find((key) => !NODE_KEYS.has(key));
  if (extra !== undefined) return problem('documentUnknownField', [...path, extra]);
  const attrs = checkAttrs(node.attrs, spec, [...path, 'attrs']);
  if (attrs) return attrs;
  if (node.content === undefined)
    return spec.content?.required ? problem('documentBadNesting', [...path, 'content']) : undefined;
  if (!spec.content) return problem('documentBadNesting', [...path, 'content']);
  if (!Array.isArray(node.content)) return problem('documentMalformed', [...path, 'content']);
  const { allowed, required, first } = spec.content;
  if (required && node.content.length === 0) return problem('documentBadNesting', [...path, 'content']);
  for (const [i, child] of node.content.entries()) {
    const at = [...path, 'content', i];
    if (!isPlainObject(child) || typeof child.type !== 'string') return problem('documentMalformed', at);
    if (!isNodeType(child.type)) return problem('documentUnknownNode', [...at, 'type']);
    if (!allowed.has(child.type) || (i === 0 && first && child.type !== first))
      return problem('documentBadNesting', at);
  }
  return undefined;
}

function checkText(node: Json, path: DocumentPath): DocumentProblem | undefined {
  const extra = Object.keys(node).find((key) => !TEXT_KEYS.has(key));
  if (extra !== undefined) return problem('documentUnknownField', [...path, extra]);
  const { text, marks } = node;
  if (typeof text !== 'string' || text.length === 0 || !isStorableText(text))
    return problem('documentBadText', [...path, 'text']);
  if (marks === undefined) return undefined;
  if (!Array.isArray(marks)) return problem('documentMalformed', [...path, 'marks']);
  const seen = new Set<string>();
  for (const [i, mark] of marks.entries()) {
    const at = [...path, 'marks', i];
    if (!isPlainObject(mark) || typeof mark.type !== 'string') return problem('documentMalformed', at);
    if (!isMarkType(mark.type)) return problem('documentUnknownMark', [...at, 'type']);
    if (seen.has(mark.type)) return problem('documentDuplicateMark', at);
    seen.add(mark.type);
    const extra = Object.keys(mark).find((key) => !MARK_KEYS.has(key));
    if (extra !== undefined) return problem('documentUnknownField', [...at, extra]);
    const attrs = checkAttrs(mark.attrs, MARK_SPECS[mark.type], [...at, 'attrs']);
    if (attrs) return attrs;
  }
  return undefined;
}

function checkAttrs(attrs: unknown, spec: MarkSpec, path: DocumentPath): DocumentProblem | undefined {
  const required = spec.requiredAttrs ?? [];
  if (attrs === undefined)
    return required.length > 0 ? problem('documentBadAttr', [...path, required[0]!]) : undefined;
  if (!isPlainObject(attrs)) return problem('documentMalformed', path);
  for (const [name, value] of Object.entries(attrs)) {
    if (!Object.hasOwn(spec.attrs, name)) return problem('documentUnknownField', [...path, name]);
    const key = spec.attrs[name]!(value);
    if (key) return problem(key, [...path, name]);
  }
  const missing = required.find((name) => !Object.hasOwn(attrs, name));
  return missing === undefined ? undefined : problem('documentBadAttr', [...path, missing]);
}

function isPlainObject(value: unknown): value is Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const problem = (key: DocumentMessageKey, path: DocumentPath): DocumentProblem => ({ key, path });
const utf8Length = (text: string) => new TextEncoder().encode(text).length;
