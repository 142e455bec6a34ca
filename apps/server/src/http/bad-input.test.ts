// Bad input to every route of the API, found in its OpenAPI document so that a new route is
// covered the day it is added: missing, wrong-type, oversized and malformed input must get a 4xx
// with a message naming the problem, never a 500, and must change no data.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, clientAuthorization, signIn } from '../testing/build-test-app';

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
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type Field = { name: string; location: 'query' | 'body'; schema: JsonSchema; required: boolean };
type Endpoint = {
  method: string;
  path: string;
  fields: Field[];
  bodyType: 'json' | 'form' | null;
  /** The body is a JSON array (its items are the input), not an object of fields. */
  bodySchema: JsonSchema | null;
};
type Input = { query: Record<string, unknown>; body: unknown };

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

/** Typical values of text fields with a pattern: a colour, an amount, an account, a list of ids. */
const patternCandidates = [
  '1',
  '#1677ff',
  '100.00',
  '6222020200001234567',
  '1,2',
  '2026-11-23',
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
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({
            name: parameter.name,
            location: 'query',
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
        return { method: method.toUpperCase(), path, fields, bodyType, bodySchema };
      }),
    );
}

function validInput(document: OpenApiDocument, endpoint: Endpoint): Input {
  const query = Object.fromEntries(
    endpoint.fields
      .filter((field) => field.location === 'query')
      .map((field) => [field.name, sample(document, field.schema)]),
  );
  const body = endpoint.bodySchema ? sample(document, endpoint.bodySchema) : undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of endpoint.fields.filter((candidate) => candidate.location === 'body')) {
      (body as Record<string, unknown>)[field.name] ??= sample(document, field.schema);
    }
  }
  return { query, body };
}

function withField(input: Input, field: Field, value: unknown): Input {
  if (field.location === 'query')
    return { ...input, query: { ...input.query, [field.name]: value } };
  return { ...input, body: { ...(input.body as object), [field.name]: value } };
}

async function send(
  app: FastifyInstance,
  endpoint: Endpoint,
  authorization: string,
  input: Input,
  rawBody?: { payload: string; contentType: string },
) {
  /** Fields as text pairs; a field set to undefined is left out. */
  const encode = (values: object): [string, string][] =>
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]);
  const query = new URLSearchParams(encode(input.query)).toString();
  const headers: Record<string, string> = { authorization, 'accept-language': 'en' };
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
  names: string[];
  rawBody?: { payload: string; contentType: string };
};

function casesFor(document: OpenApiDocument, endpoint: Endpoint): Case[] {
  const valid = validInput(document, endpoint);
  const allNames = endpoint.fields.map((field) => field.name);
  const cases: Case[] = [];
  const required = endpoint.fields.filter((field) => field.required);
  const bodyIsList = typeOf(endpoint.bodySchema ?? {}) === 'array';
  if (required.length > 0) {
    cases.push({
      label: 'no input at all',
      input: { query: {}, body: endpoint.bodyType === 'json' ? {} : undefined },
      names: required.map((field) => field.name),
    });
  }
  for (const field of required) {
    const input = withField(valid, field, undefined);
    cases.push({ label: `missing ${field.name}`, input, names: [field.name] });
  }
  for (const field of endpoint.fields) {
    const wrong = wrongType(document, field.schema, field.location);
    if (wrong !== null) {
      cases.push({
        label: `${field.name} of the wrong type`,
        input: withField(valid, field, wrong),
        names: [field.name],
      });
    }
    if (
      typeOf(resolve(document, field.schema)) === 'string' &&
      !resolve(document, field.schema).enum
    ) {
      const size = field.location === 'query' ? 5_000 : 100_000;
      cases.push({
        label: `${field.name} oversized`,
        input: withField(valid, field, 'x'.repeat(size)),
        names: [field.name],
      });
    }
  }
  if (bodyIsList) {
    cases.push({
      label: 'a list body that is not a list',
      input: { ...valid, body: { list: 1 } },
      names: [],
    });
  }
  if (endpoint.bodyType === 'json') {
    cases.push({
      label: 'malformed JSON',
      input: valid,
      names: [],
      rawBody: { payload: '{"broken', contentType: jsonType },
    });
  }
  if (endpoint.bodyType) {
    cases.push({
      label: 'a body over the size limit',
      input: valid,
      names: [],
      rawBody: {
        payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
        contentType: endpoint.bodyType === 'json' ? jsonType : formType,
      },
    });
  }
  return cases.map((entry) => ({ ...entry, names: entry.names.length ? entry.names : allNames }));
}

describe('bad input to every API route', () => {
  it('gets a 4xx naming the problem, never a 500, and changes no data', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const document = (await app.inject('/api/docs/json')).json<OpenApiDocument>();
    const endpoints = endpointsOf(document);
    expect(endpoints.length).toBeGreaterThan(10);

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
        if (response.statusCode < 400 || response.statusCode >= 500) {
          failures.push(`${where}: HTTP ${response.statusCode} ${response.body.slice(0, 160)}`);
        } else if (body.code === 0 || !body.msg) {
          failures.push(`${where}: no error message (${response.body.slice(0, 160)})`);
        } else if (
          response.statusCode === 400 &&
          !entry.rawBody &&
          entry.names.length > 0 &&
          !entry.names.some((name) => body.msg.includes(name))
        ) {
          failures.push(`${where}: "${body.msg}" names none of ${entry.names.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(endpoints.length);
    expect(await snapshot(app)).toEqual(before);
  });
});
