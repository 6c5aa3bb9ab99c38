import { z } from 'zod';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain JSON. */
export type JsonSchema = { [key: string]: unknown };

/** What a part of a contract that JSON Schema cannot express becomes: anything, said so. */
const UNEXPRESSIBLE = 'Checked by the server; not expressible in JSON Schema.';

/** Component names OpenAPI accepts (`^[a-zA-Z0-9._-]+$`). */
export const componentName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * A zod schema as JSON Schema for one side of a call (`input`: what the caller sends, defaults
 * optional; `output`: what the server answers). Never throws: a transform or a custom check
 * becomes `{}` with a description, and a schema the converter refuses altogether becomes that too.
 * Definitions the converter extracts (recursive schemas, `$ref: '#/$defs/x'` or `'#'`) move to
 * `components` under `<name>.<def>`, since in the OpenAPI document `#` is the document itself.
 */
export function toJsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  name: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  let converted: JsonSchema;
  try {
    converted = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: () => ({ description: UNEXPRESSIBLE }),
    }) as JsonSchema;
  } catch (error) {
    return { description: `${UNEXPRESSIBLE} (${error instanceof Error ? error.message : String(error)})` };
  }
  const { $schema: _dialect, $defs, ...root } = converted;
  const base = componentName(`${name}.${io}`);
  const defs = ($defs ?? {}) as Record<string, JsonSchema>;
  const rewrite = (ref: string) =>
    ref === '#'
      ? `#/components/schemas/${base}`
      : ref.replace(/^#\/\$defs\//, `#/components/schemas/${base}.`);
  const selfReferring = JSON.stringify(converted).includes('"$ref":"#"');
  for (const [def, value] of Object.entries(defs))
    components[`${base}.${componentName(def)}`] = rewriteRefs(value, rewrite) as JsonSchema;
  const body = rewriteRefs(root, rewrite) as JsonSchema;
  if (!selfReferring) return body;
  components[base] = body;
  return { $ref: `#/components/schemas/${base}` };
}

function rewriteRefs(value: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, rewrite));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? rewrite(v) : rewriteRefs(v, rewrite),
    ]),
  );
}
