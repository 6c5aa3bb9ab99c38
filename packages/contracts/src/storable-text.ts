/**
 * Text PostgreSQL cannot store: NUL (text and jsonb refuse U+0000) and a UTF-16 surrogate without
 * its pair (jsonb refuses the escape, and it is not a character in UTF-8 at all). No zod here, so
 * the server's request hook and the chat socket share the rule without pulling zod in.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * Where the first unstorable string is in a parsed request (a value or an object key, at any
 * depth), as a dotted path ('body.list.0.name'); undefined when every string is storable. The
 * walk keeps its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown, root = ''): string | undefined {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((entry, i) => stack.push([entry, join(path, String(i))]));
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (!isStorableText(key)) return path || 'key';
        stack.push([entry, join(path, key)]);
      }
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
