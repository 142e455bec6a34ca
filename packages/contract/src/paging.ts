import { z } from 'zod';

/** Paging of every list call: pages count from 1, at most 100 records a page. */
export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A search word of a list call; blank means no filter. */
export const keywordSchema = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((keyword) => (keyword ? keyword : undefined));

/** One page of a list: its records, the total across pages, and the page asked for. */
export const pageSchema = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

export type Page<T> = { records: T[]; total: number; pageNum: number; pageSize: number };
