// Every route of the API, found in the OpenAPI document @fastify/swagger makes of the routes, so
// that a new route is covered the day it is added: a protected route answers 401 without a token
// (and with a token whose session has ended); a missing, wrong-type, control-character or
// oversized field gets a 400 whose message names that field; malformed or oversized bodies get
// their own 4xx; nothing answers 500, and bad input changes no data.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, clientAuthorization, signIn } from '../testing/build-test-app';
import { createTestClock } from '../testing/test-clock';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};
type Parameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type Field = {
  name: string;
  location: 'query' | 'body' | 'header';
  schema: JsonSchema;
  required: boolean;
};
type Endpoint = {
  method: string;
  path: string;
  /** Whether the document marks the call as needing the bearer token. */
  isProtected: boolean;
  fields: Field[];
  bodyType: 'json' | 'form' | null;
  /** The body is a JSON array (its items are the input), not an object of fields. */
  bodySchema: JsonSchema | null;
};
type Input = { query: Record<string, unknown>; body: unknown; headers: Record<string, string> };

const jsonType = 'application/json';
const formType = 'application/x-www-form-urlencoded';

function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(document, document.components?.schemas?.[name] ?? {});
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    // A nullable or optional wrapper: the non-null variant is the input's real shape.
    const concrete = variants.find((variant) => resolve(document, variant).type !== 'null');
    return resolve(document, concrete ?? variants[0] ?? {});
  }
  if (schema.allOf?.length === 1 && schema.allOf[0]) return resolve(document, schema.allOf[0]);
  return schema;
}

const typeOf = (schema: JsonSchema) =>
  [schema.type].flat().find((type) => type && type !== 'null') ?? 'string';

/**
 * Typical values of text fields with a pattern: a colour, an amount, an account, a list of ids,
 * a screenshot.
 */
const patternCandidates = [
  '1',
  '#1677ff',
  '100.00',
  '6222020200001234567',
  '1,2',
  '2026-11-23',
  'data:image/png;base64,iVBORw0KGgo=',
  'a',
];

function sampleText(schema: JsonSchema): string {
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
  return patternCandidates.find(fits) ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value that satisfies the schema, as far as a JSON schema says. */
function sample(document: OpenApiDocument, raw: JsonSchema): unknown {
  const schema = resolve(document, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sample(document, schema.items ?? {}),
      );
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          sample(document, schema.properties?.[name] ?? {}),
        ]),
      );
    default:
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      return sampleText(schema);
  }
}

/** A value of the wrong type for the schema, or null when its location cannot carry one. */
function wrongType(document: OpenApiDocument, raw: JsonSchema, location: Field['location']) {
  const variants = (raw.anyOf ?? raw.oneOf ?? []).filter(
    (variant) => resolve(document, variant).type !== 'null',
  );
  // Text or a number (an amount): a JSON boolean is neither.
  if (variants.length > 1) return location === 'body' ? true : null;
  const schema = resolve(document, raw);
  if (schema.enum?.length || schema.const !== undefined) return 'no-such-value';
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return location === 'body' ? 'not-a-list' : null;
    case 'object':
      return 'not-an-object';
    default:
      // Every query value is text; in JSON a number is the wrong type for text.
      return location === 'body' ? 12345 : null;
  }
}

function endpointsOf(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => {
        const fields: Field[] = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' || parameter.in === 'header')
          .map((parameter) => ({
            name: parameter.name,
            location: parameter.in === 'query' ? 'query' : 'header',
            schema: parameter.schema,
            required: Boolean(parameter.required),
          }));
        const content = operation.requestBody?.content ?? {};
        const bodyType = content[jsonType] ? 'json' : content[formType] ? 'form' : null;
        const raw = content[jsonType]?.schema ?? content[formType]?.schema;
        const bodySchema = raw ? resolve(document, raw) : null;
        if (bodySchema?.properties) {
          const required = new Set(bodySchema.required ?? []);
          for (const [name, schema] of Object.entries(bodySchema.properties)) {
            fields.push({ name, location: 'body', schema, required: required.has(name) });
          }
        }
        const isProtected = (operation.security ?? []).length > 0;
        return { method: method.toUpperCase(), path, isProtected, fields, bodyType, bodySchema };
      }),
    );
}

function validInput(document: OpenApiDocument, endpoint: Endpoint): Input {
  const query = Object.fromEntries(
    endpoint.fields
      .filter((field) => field.location === 'query')
      .map((field) => [field.name, sample(document, field.schema)]),
  );
  const headers = Object.fromEntries(
    endpoint.fields
      .filter((field) => field.location === 'header' && field.required)
      .map((field) => [field.name, String(sample(document, field.schema))]),
  );
  const body = endpoint.bodySchema ? sample(document, endpoint.bodySchema) : undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of endpoint.fields.filter((candidate) => candidate.location === 'body')) {
      (body as Record<string, unknown>)[field.name] ??= sample(document, field.schema);
    }
  }
  return { query, body, headers };
}

function withField(input: Input, field: Field, value: unknown): Input {
  if (field.location === 'query')
    return { ...input, query: { ...input.query, [field.name]: value } };
  if (field.location === 'header') {
    const headers = Object.fromEntries(
      Object.entries(input.headers).filter(([name]) => name !== field.name),
    );
    return {
      ...input,
      headers: value === undefined ? headers : { ...headers, [field.name]: String(value) },
    };
  }
  return { ...input, body: { ...(input.body as object), [field.name]: value } };
}

async function send(
  app: FastifyInstance,
  endpoint: Endpoint,
  authorization: string | null,
  input: Input,
  rawBody?: { payload: string; contentType: string },
) {
  /** Fields as text pairs; a field set to undefined is left out. */
  const encode = (values: object): [string, string][] =>
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]);
  const query = new URLSearchParams(encode(input.query)).toString();
  const headers: Record<string, string> = {
    ...input.headers,
    ...(authorization === null ? {} : { authorization }),
    'accept-language': 'en',
  };
  let payload: string | undefined;
  if (rawBody) {
    headers['content-type'] = rawBody.contentType;
    payload = rawBody.payload;
  } else if (endpoint.bodyType === 'form') {
    headers['content-type'] = formType;
    payload = new URLSearchParams(encode(input.body ?? {})).toString();
  } else if (endpoint.bodyType === 'json' || input.body !== undefined) {
    headers['content-type'] = jsonType;
    payload = JSON.stringify(input.body ?? {});
  }
  const url = `${endpoint.path}${query ? `?${query}` : ''}`;
  return app.inject({ method: endpoint.method as 'GET', url, headers, payload });
}

/** Every row of every table, to show that bad input changed nothing. */
async function snapshot(app: FastifyInstance) {
  const tables = await app.db.introspection.getTables();
  const contents: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await app.db
      .selectFrom(table.name as 'users')
      .selectAll()
      .execute();
    contents[table.name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return contents;
}

type Case = {
  label: string;
  input: Input;
  /** The status it must get: 400 for a broken field, 413 for a body over the limit. */
  status: number;
  /** The fields the message must name, one of them at least; none when no field is at fault. */
  names: string[];
  rawBody?: { payload: string; contentType: string };
};

const isText = (document: OpenApiDocument, field: Field) => {
  const schema = resolve(document, field.schema);
  return typeOf(schema) === 'string' && !schema.enum && schema.const === undefined;
};

function casesFor(document: OpenApiDocument, endpoint: Endpoint): Case[] {
  const valid = validInput(document, endpoint);
  const cases: Case[] = [];
  const required = endpoint.fields.filter((field) => field.required);
  const broken = (label: string, field: Field, value: unknown) =>
    cases.push({ label, input: withField(valid, field, value), status: 400, names: [field.name] });
  if (required.length > 0) {
    cases.push({
      label: 'no input at all',
      input: { query: {}, body: endpoint.bodyType === 'json' ? {} : undefined, headers: {} },
      status: 400,
      names: required.map((field) => field.name),
    });
  }
  for (const field of required) broken(`missing ${field.name}`, field, undefined);
  for (const field of endpoint.fields) {
    const wrong =
      field.location === 'header' ? null : wrongType(document, field.schema, field.location);
    if (wrong !== null) broken(`${field.name} of the wrong type`, field, wrong);
    if (!isText(document, field)) continue;
    const size = field.location === 'body' ? 100_000 : 5_000;
    broken(`${field.name} oversized`, field, 'x'.repeat(size));
    // HTTP itself refuses control characters in a header; a query or body carries them.
    if (field.location !== 'header') broken(`${field.name} with a NUL`, field, 'a\u0000b');
  }
  const bodySchema = endpoint.bodySchema ?? {};
  if (typeOf(bodySchema) === 'array') {
    cases.push({
      label: 'a list body that is not a list',
      input: { ...valid, body: { list: 1 } },
      status: 400,
      names: [],
    });
    const item = resolve(document, bodySchema.items ?? {});
    if (typeOf(item) === 'string') {
      const first = sample(document, item);
      for (const [label, value] of [
        ['an item of the wrong type', 12345],
        ['an item with a NUL', 'a\u0000b'],
      ] as const) {
        cases.push({ label, input: { ...valid, body: [first, value] }, status: 400, names: ['1'] });
      }
    }
  }
  if (endpoint.bodyType === 'json') {
    cases.push({
      label: 'malformed JSON',
      input: valid,
      status: 400,
      names: [],
      rawBody: { payload: '{"broken', contentType: jsonType },
    });
  }
  if (endpoint.bodyType) {
    cases.push({
      label: 'a body over the size limit',
      input: valid,
      status: 413,
      names: [],
      rawBody: {
        payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
        contentType: endpoint.bodyType === 'json' ? jsonType : formType,
      },
    });
  }
  return cases;
}

async function documentOf(app: FastifyInstance) {
  const document = (await app.inject('/api/docs/json')).json<OpenApiDocument>();
  const endpoints = endpointsOf(document);
  expect(endpoints.length).toBeGreaterThan(30);
  return { document, endpoints };
}

describe('every API route, from the OpenAPI document', () => {
  it('answers 401 without a token, or with one whose session has ended, when protected', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const { authorization } = await signIn(app);
    const { endpoints } = await documentOf(app);
    const protectedOnes = endpoints.filter((endpoint) => endpoint.isProtected);
    // Public: signing in (with a password, a portal token or a passkey), what a sub-app's entry
    // pins (a public app is pinned too), and the health probes of a load balancer.
    const publicCalls = new Set([
      '/api/auth/oauth/token',
      '/api/auth/passkey/options',
      '/api/subApps/pins',
    ]);
    const publicOnes = endpoints.filter((endpoint) => !endpoint.isProtected);
    expect(
      publicOnes.filter(({ path }) => !publicCalls.has(path) && !path.startsWith('/api/health/')),
    ).toEqual([]);
    expect(protectedOnes.length).toBeGreaterThan(30);

    const noInput: Input = { query: {}, body: undefined, headers: {} };
    const failures: string[] = [];
    const expectRefused = async (who: string | null, msg: string) => {
      for (const endpoint of protectedOnes) {
        const response = await send(app, endpoint, who, noInput);
        const body = response.json<{ code: number; msg: string }>();
        if (response.statusCode !== 401 || body.code !== 401 || body.msg !== msg) {
          failures.push(
            `${endpoint.method} ${endpoint.path} (${who ? 'ended' : 'no token'}): ` +
              `${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    };
    await expectRefused(null, 'Please sign in again');
    clock.advanceSeconds(app.config.coreCacheTtlSeconds);
    await expectRefused(
      authorization,
      'You were signed out after a period of inactivity; please sign in again',
    );
    expect(failures).toEqual([]);
  });

  it('refuses a broken field with 400 naming it, never a 500, and changes no data', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const { document, endpoints } = await documentOf(app);

    const before = await snapshot(app);
    const failures: string[] = [];
    let sent = 0;
    for (const endpoint of endpoints) {
      const credentials =
        endpoint.path === '/api/auth/oauth/token' ? clientAuthorization : authorization;
      for (const entry of casesFor(document, endpoint)) {
        const response = await send(app, endpoint, credentials, entry.input, entry.rawBody);
        sent += 1;
        const where = `${endpoint.method} ${endpoint.path}, ${entry.label}`;
        const body = response.json<{ code: number; msg: string }>();
        if (response.statusCode !== entry.status) {
          failures.push(`${where}: HTTP ${response.statusCode} ${response.body.slice(0, 160)}`);
        } else if (body.code !== 1 || !body.msg) {
          failures.push(`${where}: no error message (${response.body.slice(0, 160)})`);
        } else if (entry.names.length > 0 && !entry.names.some((name) => body.msg.includes(name))) {
          failures.push(`${where}: "${body.msg}" names none of ${entry.names.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(endpoints.length * 3);
    expect(await snapshot(app)).toEqual(before);
  });
});
