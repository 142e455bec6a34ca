import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A query of fixed shape that Kysely builds and compiles once; each call then only puts its
 * values into the compiled parameters. Building and compiling cost several times what SQLite
 * takes to answer a small query, so the queries of every request (the bearer token, the
 * caller's firm) are prepared this way.
 *
 * `build` is called once, with markers in place of the values: it must use each value as a
 * value of the query (compared, inserted), never look at it, nor spread a list of them.
 */
export function prepareQuery<Values extends unknown[], Row>(
  db: Kysely<Database>,
  build: (...values: Values) => Compilable<Row>,
): (...values: Values) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  /** For each parameter, the index of the value it takes, or -1 for a constant of the query. */
  let slots: number[] = [];
  return async (...values) => {
    if (!compiled) {
      const markers = values.map((_value, index) => Symbol(`value ${index}`)) as Values;
      compiled = build(...markers).compile();
      slots = compiled.parameters.map((parameter) => markers.indexOf(parameter));
      const unused = markers.filter((marker) => !compiled?.parameters.includes(marker));
      if (unused.length > 0) {
        throw new Error(`A prepared query must use every value: ${compiled.sql}`);
      }
    }
    const constants = compiled.parameters;
    const parameters = slots.map((slot, index) => (slot === -1 ? constants[index] : values[slot]));
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
