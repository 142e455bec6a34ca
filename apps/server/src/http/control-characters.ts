import { multilineText } from '@portal/contract';
import type { z } from 'zod';

// Control characters (Unicode category Cc) in request input, looked for before any schema runs:
// none anywhere, except TAB, LF and CR in the fields the contract marks as multi-line
// (`multilineTextSchema`). Every part is checked the same way: JSON and form bodies, query
// strings, path parameters.

const controlOtherThanLineBreakOrTab = /[^\P{Cc}\t\n\r]/u;
const lineBreakOrTab = /[\t\n\r]/;

/** Deeper input is refused by its schema anyway; the bound keeps the walk cheap. */
const maxDepth = 32;

type Definition = Record<string, unknown> & { type: string };
const definitionOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** The schemas a value at `path` is checked against (several through unions), none if unknown. */
function schemasAt(schema: z.ZodType, path: readonly PropertyKey[], depth = 0): z.ZodType[] {
  if (depth > maxDepth) return [];
  const definition = definitionOf(schema);
  const inner = (next: unknown) =>
    next ? schemasAt(next as z.ZodType, path, depth + 1) : ([] as z.ZodType[]);
  switch (definition.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(definition.innerType);
    case 'pipe':
      return [...inner(definition.in), ...inner(definition.out)];
    case 'lazy':
      return inner((definition.getter as () => unknown)());
    case 'union':
      return (definition.options as z.ZodType[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(definition.left), ...inner(definition.right)];
    default:
      break;
  }
  if (path.length === 0) return [schema];
  const [key, ...rest] = path;
  const child = (next: unknown) =>
    next ? schemasAt(next as z.ZodType, rest, depth + 1) : ([] as z.ZodType[]);
  switch (definition.type) {
    case 'object':
      return child((definition.shape as Record<PropertyKey, unknown>)[key as string]);
    case 'array':
      return child(definition.element);
    case 'record':
      return child(definition.valueType);
    case 'tuple':
      return child((definition.items as unknown[])[Number(key)] ?? definition.rest);
    default:
      return [];
  }
}

/**
 * The path of the first string in `data` with a control character its field does not take, or
 * null when there is none. TAB, LF and CR are refused only where the schema knows the field as
 * single-line: a field the schema does not know is dropped by it anyway.
 */
export function findControlCharacter(
  schema: z.ZodType,
  data: unknown,
): readonly PropertyKey[] | null {
  const visit = (value: unknown, path: PropertyKey[]): PropertyKey[] | null => {
    if (typeof value === 'string') {
      if (controlOtherThanLineBreakOrTab.test(value)) return path;
      if (!lineBreakOrTab.test(value)) return null;
      const fields = schemasAt(schema, path);
      const isSingleLine = fields.length > 0 && !fields.some((field) => multilineText.has(field));
      return isSingleLine ? path : null;
    }
    if (typeof value !== 'object' || value === null || path.length > maxDepth) return null;
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, item] of entries) {
      const found = visit(item, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  return visit(data, []);
}
