import type { Locale } from '@platform/contracts';
import type { OpenApiDocument, Operation } from './document';
import type { JsonSchema } from './json-schema';
import { REFERENCE_COPY, type ReferenceCopy } from './reference-copy';

/** Text as HTML: every interpolation on the page goes through it. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
body{font:14px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:24px;color:#1f2329}
h1{margin:0 0 8px}h2{margin-top:40px;border-bottom:1px solid #dee0e3;padding-bottom:4px}
section{border:1px solid #dee0e3;border-radius:6px;padding:12px 16px;margin:12px 0}
h3{margin:0;font-size:15px;word-break:break-all}
.m{display:inline-block;min-width:44px;font:600 12px monospace;color:#fff;background:#3370ff;border-radius:4px;padding:2px 6px;margin-right:8px;text-align:center}
.m.post{background:#00b42a}.tag{font-size:12px;border-radius:4px;padding:1px 6px;margin-left:6px;background:#f2f3f5}
.user{background:#fff3e8}.widget{background:#e8f3ff}
table{border-collapse:collapse;margin:6px 0;width:100%}td,th{border:1px solid #dee0e3;padding:3px 8px;text-align:left;vertical-align:top}
code,pre{font-family:ui-monospace,monospace;font-size:12px}pre{background:#f7f8fa;padding:8px;overflow:auto;max-height:400px}
.toc{columns:3 220px}.toc a{display:block}.muted{color:#646a73}`;

/** A schema's type in a few words: `string`, `integer[]`, `"a" | "b"`, a component's name. */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return union.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items as JsonSchema) || 'unknown'}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return typeof schema.type === 'string' ? schema.type : 'any';
}

function fieldTable(schema: JsonSchema | undefined, copy: ReferenceCopy): string {
  const properties = schema?.properties as Record<string, JsonSchema> | undefined;
  if (!schema || !properties || Object.keys(properties).length === 0)
    return schema && Object.keys(schema).length > 0 && schema.type !== 'object'
      ? `<p><code>${escapeHtml(typeOf(schema))}</code></p>`
      : `<p class="muted">${escapeHtml(copy.none)}</p>`;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(
    ([name, field]) =>
      `<tr><td><code>${escapeHtml(name)}</code></td><td><code>${escapeHtml(typeOf(field))}</code></td><td>${
        required.has(name) ? escapeHtml(copy.yes) : ''
      }</td><td>${escapeHtml(typeof field.description === 'string' ? field.description : '')}</td></tr>`,
  );
  return `<table><tr><th>${escapeHtml(copy.field)}</th><th>${escapeHtml(copy.type)}</th><th>${escapeHtml(
    copy.required,
  )}</th><th></th></tr>${rows.join('')}</table>`;
}

const schemaBlock = (schema: unknown, copy: ReferenceCopy) =>
  `<details><summary>${escapeHtml(copy.schema)}</summary><pre>${escapeHtml(
    JSON.stringify(schema, null, 2),
  )}</pre></details>`;

function operationSection(method: string, path: string, op: Operation, copy: ReferenceCopy): string {
  const badges = [
    `<span class="tag ${op['x-auth']}">${escapeHtml(op['x-auth'] === 'user' ? copy.authUser : copy.authPublic)}</span>`,
    op['x-widget'] ? `<span class="tag widget">${escapeHtml(copy.widget)}</span>` : '',
    op['x-rate-limit']
      ? `<span class="tag">${escapeHtml(
          `${copy.rateLimit} ${op['x-rate-limit'].max} ${copy.perWindow} ${op['x-rate-limit'].timeWindow}`,
        )}</span>`
      : '',
  ].join('');
  const params = op.parameters.length
    ? `<h4>${escapeHtml(copy.parameters)}</h4>${fieldTable(
        {
          type: 'object',
          properties: Object.fromEntries(op.parameters.map((p) => [p.name, p.schema])),
          required: op.parameters.filter((p) => p.required).map((p) => p.name),
        },
        copy,
      )}`
    : '';
  const body = op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined;
  const success = (op.responses['200'] as { content?: Record<string, { schema?: JsonSchema }> }).content;
  const [mediaType, answer] = Object.entries(success ?? {})[0] ?? [];
  const data =
    mediaType === 'application/json'
      ? (((answer?.schema?.properties as Record<string, JsonSchema> | undefined)?.data ??
          answer?.schema) as JsonSchema)
      : undefined;
  return `<section id="${escapeHtml(op.operationId)}"><h3><span class="m ${escapeHtml(method)}">${escapeHtml(
    method.toUpperCase(),
  )}</span>${escapeHtml(path)}${badges}</h3><p class="muted"><code>${escapeHtml(op.operationId)}</code>${
    op.summary !== op.operationId ? ` — ${escapeHtml(op.summary)}` : ''
  }</p>${params}${
    body ? `<h4>${escapeHtml(copy.body)}</h4>${fieldTable(body, copy)}${schemaBlock(body, copy)}` : ''
  }<h4>${escapeHtml(copy.answer)}</h4>${
    data
      ? `${fieldTable(data, copy)}${schemaBlock(data, copy)}`
      : `<p><code>${escapeHtml(mediaType ?? '')}</code></p>`
  }</section>`;
}

/**
 * The reference as one self-contained HTML page: no script (the server's CSP allows none inline
 * and the page needs none), one inline style sheet, every text escaped.
 */
export function renderReferencePage(
  doc: OpenApiDocument,
  locale: Locale,
  paths: { page: string; document: string },
): string {
  const copy = REFERENCE_COPY[locale];
  const byTag = new Map<string, string[]>();
  const toc: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(operations)) {
      const tag = op.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, op, copy)]);
    }
  const sections = [...byTag.keys()].sort().map((tag) => {
    toc.push(`<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)} (${byTag.get(tag)!.length})</a>`);
    return `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('')}`;
  });
  const other = locale === 'zh' ? 'en' : 'zh';
  return `<!doctype html><html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(
    `${copy.title} · ${doc.info.title}`,
  )}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(
    copy.intro,
  )}</p><p><a href="${escapeHtml(paths.document)}">${escapeHtml(copy.machineReadable)}</a> · <a href="${escapeHtml(
    `${paths.page}?lang=${other}`,
  )}">${escapeHtml(copy.otherLanguage)}</a> · <span class="muted">${escapeHtml(
    `OpenAPI ${doc.openapi} · ${doc.info.version}`,
  )}</span></p><h2>${escapeHtml(copy.contents)}</h2><nav class="toc">${toc.join('')}</nav>${sections.join(
    '',
  )}</body></html>`;
}
