import { z } from 'zod';

/** Largest id a record can have: ids are 32-bit integers on every database. */
export const maxRecordId = 2_147_483_647;

/** A record id in a query string or form body ("12"), within the database's integer range. */
export const recordIdSchema = z.coerce.number().int().positive().max(maxRecordId);

/** A record id in a JSON body: a JSON number, never a string or a boolean. */
export const jsonRecordIdSchema = z.number().int().positive().max(maxRecordId);
