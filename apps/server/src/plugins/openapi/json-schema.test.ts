import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { toJsonSchema, type JsonSchema } from './json-schema';

describe('toJsonSchema', () => {
  it('converts a contract to JSON Schema 2020-12 without the dialect line', () => {
    const components: Record<string, JsonSchema> = {};
    const schema = toJsonSchema(
      z.object({ name: z.string().max(20), page: z.coerce.number().int().default(1) }),
      'input',
      'op',
      components,
    );
    expect(schema.$schema).toBeUndefined();
    expect(schema).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: { name: { maxLength: 20 } },
    });
    expect(components).toEqual({});
  });

  it('degrades what JSON Schema cannot say to an open schema with a description, without throwing', () => {
    const components: Record<string, JsonSchema> = {};
    const odd = z.object({
      checked: z.custom<string>((v) => typeof v === 'string'),
      when: z.date(),
      shaped: z.string().transform((s) => s.length),
    });
    const output = toJsonSchema(odd, 'output', 'op', components);
    const props = output.properties as Record<string, JsonSchema>;
    expect(props.checked!.description).toMatch(/not expressible/);
    expect(props.when!.description).toMatch(/not expressible/);
    expect(props.shaped!.description).toMatch(/not expressible/);
    // The caller's side of a transform is its input.
    const input = toJsonSchema(odd, 'input', 'op', components);
    expect((input.properties as Record<string, JsonSchema>).shaped).toMatchObject({ type: 'string' });
  });

  it('moves recursive definitions to components and points the references there', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const components: Record<string, JsonSchema> = {};
    const schema = toJsonSchema(z.object({ root: node }), 'output', 'tree op', components);
    const text = JSON.stringify({ schema, components });
    expect(text).toContain('"$ref":"#/components/schemas/tree_op.output');
    expect(text).not.toContain('#/$defs');
    for (const [, ref] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g))
      expect(components[ref!], ref).toBeDefined();
    expect(Object.keys(components).every((k) => /^[A-Za-z0-9._-]+$/.test(k))).toBe(true);
  });
});
