import { ResultCode, type Endpoint } from '@platform/contracts';
import type { RouteDoc } from '../../lib/route-doc';
import { componentName, toJsonSchema, type JsonSchema } from './json-schema';

/** One route as registered, with what the reference says about it. */
export interface DocumentedRoute {
  method: string;
  /** As registered: ':name' parameters. */
  url: string;
  doc: RouteDoc;
  rateLimit?: { max: number; timeWindow: string | number };
}

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
};

export type Parameter = {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: JsonSchema;
  description?: string;
  style?: 'form';
  explode?: true;
};

export type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  'x-auth': 'public' | 'user';
  'x-widget': boolean;
  'x-rate-limit'?: { max: number; timeWindow: string | number };
};

export const API_TITLE = 'Platform API';
const SUCCESS = ResultCode.SUCCESS;

/** The OpenAPI path of a Fastify one: `:id` becomes `{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The service a path belongs to (`/api/platform-system/...` → `platform-system`): its tag. */
const tagOf = (url: string) => url.split('/')[2] ?? 'api';

const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of a login (POST /api/platform-auth/oauth/token).',
  },
  widgetToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A widget token minted for a partner page: accepted only by operations marked `x-widget: true`, from the origin it was minted for; every other operation answers 403.',
  },
  oauthClient: {
    type: 'http',
    scheme: 'basic',
    description: 'The OAuth client id and secret of the calling application.',
  },
};

const envelope = (data: JsonSchema, code?: number): JsonSchema => ({
  type: 'object',
  required: ['code', 'data', 'msg'],
  properties: {
    code: code === undefined ? { type: 'integer' } : { type: 'integer', examples: [code] },
    data,
    msg: { type: 'string', description: 'A message in the language of Accept-Language (zh or en).' },
  },
});

const failure = (description: string, codes: number[]) => ({
  description,
  content: {
    'application/json': {
      schema: envelope({ type: 'null' }, codes[0]),
      examples: Object.fromEntries(
        codes.map((code) => [String(code), { value: { code, data: null, msg: '…' } }]),
      ),
    },
  },
});

const RESPONSES = {
  BadRequest: failure('The input failed its contract (the message names the field).', [
    ResultCode.BAD_REQUEST,
  ]),
  Unauthorized: failure('No token, or a token that is expired or revoked.', [ResultCode.UNAUTHORIZED]),
  Forbidden: failure(
    'The token may not call this: a widget token on an operation not marked `x-widget`, or a Tenant-Id header other than the token’s.',
    [ResultCode.FORBIDDEN],
  ),
  TooManyRequests: failure('Over the operation’s rate limit (`x-rate-limit`).', [
    ResultCode.TOO_MANY_REQUESTS,
  ]),
  Failure: failure('Any other failure: the envelope with `data: null`, its code and message.', [
    ResultCode.NOT_FOUND,
    ResultCode.BUSINESS_ERROR,
    ResultCode.PURCHASE_NEEDED,
    ResultCode.SERVER_ERROR,
  ]),
};

const ref = (name: keyof typeof RESPONSES) => ({ $ref: `#/components/responses/${name}` });

function securityOf(doc: RouteDoc): Array<Record<string, string[]>> {
  if (doc.clientCredentials) return [{ oauthClient: [] }];
  const widget = doc.endpoint.widget ? [{ widgetToken: [] }] : [];
  // A public operation reads a token when one is sent: `{}` says none is needed.
  if (doc.endpoint.auth === 'public') return [{}, { bearer: [] }, ...widget];
  return [{ bearer: [] }, ...widget];
}

/** Each top-level field of an object schema as one parameter; any other shape as one form-exploded object. */
function parametersOf(schema: JsonSchema, where: 'query' | 'path'): Parameter[] {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (schema.type === 'object' && properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    return Object.entries(properties).map(([name, field]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: field,
      ...(typeof field.description === 'string' ? { description: field.description } : {}),
    }));
  }
  return [{ name: 'input', in: 'query', required: false, schema, style: 'form', explode: true }];
}

function operationOf(
  route: DocumentedRoute,
  operationId: string,
  components: Record<string, JsonSchema>,
): Operation {
  const { doc } = route;
  const ep: Endpoint = doc.endpoint;
  const name = componentName(operationId);
  const input = toJsonSchema(ep.input, 'input', name, components);
  const inputIn = doc.inputIn ?? 'merged';
  const isEmpty = input.type === 'object' && Object.keys((input.properties as object) ?? {}).length === 0;
  const operation: Operation = {
    operationId,
    summary: doc.summary ?? operationId,
    tags: [tagOf(route.url)],
    security: securityOf(doc),
    parameters: [],
    responses: {},
    'x-auth': ep.auth,
    'x-widget': ep.widget === true,
    ...(route.rateLimit ? { 'x-rate-limit': route.rateLimit } : {}),
  };
  if (inputIn === 'path') operation.parameters = parametersOf(input, 'path');
  else if (inputIn === 'multipart') {
    operation.parameters = parametersOf(input, 'query');
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        },
      },
    };
  } else if (route.method === 'GET') {
    if (!isEmpty) operation.parameters = parametersOf(input, 'query');
  } else if (!isEmpty) {
    operation.description =
      'The input may come as a JSON or form body, or in the query string: the server merges them.';
    operation.requestBody = {
      required: true,
      content: {
        'application/json': { schema: input },
        'application/x-www-form-urlencoded': { schema: input },
      },
    };
  }
  const answer = doc.answer ?? 'envelope';
  const output =
    answer === 'envelope' || answer === 'json' ? toJsonSchema(ep.output, 'output', name, components) : {};
  operation.responses['200'] =
    answer === 'envelope'
      ? {
          description: 'Success: the envelope around the answer.',
          content: {
            'application/json': { schema: envelope(output, doc.successCode ?? SUCCESS) },
          },
        }
      : answer === 'json'
        ? { description: 'Success.', content: { 'application/json': { schema: output } } }
        : {
            description: answer.description,
            content: { [answer.mediaType]: { schema: { contentMediaType: answer.mediaType } } },
          };
  operation.responses['400'] = ref('BadRequest');
  if (ep.auth === 'user' || doc.clientCredentials) operation.responses['401'] = ref('Unauthorized');
  operation.responses['403'] = ref('Forbidden');
  if (route.rateLimit) operation.responses['429'] = ref('TooManyRequests');
  operation.responses.default = ref('Failure');
  return operation;
}

/** A stable, unique operation id: the contract's name, else the method and the path. */
function operationIdOf(route: DocumentedRoute, names: Map<Endpoint, string>, taken: Set<string>): string {
  const base =
    names.get(route.doc.endpoint) ??
    `${route.method.toLowerCase()}${route.url.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
  taken.add(id);
  return id;
}

/** The OpenAPI 3.1 document of the routes given, in path order. */
export function buildOpenApiDocument(
  routes: readonly DocumentedRoute[],
  names: Map<Endpoint, string>,
  version: string,
): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  const taken = new Set<string>();
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = openApiPath(route.url);
    const operationId = operationIdOf(route, names, taken);
    (paths[path] ??= {})[route.method.toLowerCase()] = operationOf(route, operationId, schemas);
  }
  const tags = [...new Set(sorted.map((r) => tagOf(r.url)))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version,
      description:
        'Every answer but the token grant and files is the envelope `{ code, data, msg }`: code 666666 (some operations 200) is a success, any other a failure with `data: null`. See docs/openapi.md.',
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: { schemas, responses: RESPONSES, securitySchemes: SECURITY_SCHEMES },
  };
}
