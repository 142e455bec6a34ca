/**
 * The emptiness rule of stored values (spec §5): null, undefined, the strings 'null' and
 * 'undefined', '', [] and {} are empty; numbers and booleans never are.
 */
export function isEmpty(value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return false;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value === '' || value === 'null' || value === 'undefined';
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
