import { misleadingTextIssue } from '@portal/contract';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { findControlCharacter } from './control-characters';

export type InvalidField = {
  /** Dotted path of the field, e.g. `grant_type`; empty when the whole input is wrong. */
  field: string;
  /** `misleadingText`: a bidirectional control or invisible character (the contract's text.ts). */
  problem: 'missing' | 'invalid' | 'misleadingText';
};

const isMisleadingText = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' && issue.params?.reason === misleadingTextIssue.reason;

/** Request input that does not match its zod schema; the error handler answers 400, code 1. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;

  constructor(readonly fields: InvalidField[]) {
    super(`Invalid request input: ${fields.map((field) => field.field || '(input)').join(', ')}`);
  }
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Validates request parts with their zod schemas. Unlike the type provider's own compiler it
 * tells a missing field from a wrong one, so the message can name the field and say which. A
 * control character a field does not take is refused first, whatever the schema says.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const controlAt = findControlCharacter(schema, data);
    if (controlAt) {
      const field = controlAt.map(String).join('.');
      return { error: new RequestValidationError([{ field, problem: 'invalid' }]) };
    }
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    // No body at all: report the fields that are missing rather than "expected object".
    const input = data === undefined || data === null ? {} : data;
    const issues = input === data ? result.error.issues : schema.safeParse(input).error?.issues;
    const fields = (issues ?? result.error.issues).map((issue): InvalidField => ({
      field: issue.path.map(String).join('.'),
      problem:
        valueAt(input, issue.path) === undefined
          ? 'missing'
          : isMisleadingText(issue)
            ? 'misleadingText'
            : 'invalid',
    }));
    return { error: new RequestValidationError(fields) };
  };
