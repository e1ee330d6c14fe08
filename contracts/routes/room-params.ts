import { z } from 'zod';

/**
 * The largest id of a row the database numbers itself (a room, a user, a comment, a team): an
 * `integer` column in PostgreSQL. IMPORTANT: a larger id must be refused here, as bad input;
 * PostgreSQL fails the whole query on a parameter past the column's range (a 500).
 */
export const ROW_ID_MAX = 2 ** 31 - 1;

/**
 * Parameters room calls share. The seed sends ids as query strings, so numbers are coerced; a
 * flag is `0|1` or a boolean.
 */
export const idParam = z.coerce.number<number | string>().int().positive().max(ROW_ID_MAX);

/** A live match's id: the feed numbers its matches past the integer range (`bigint` columns). */
export const matchIdParam = z.coerce.number<number | string>().int().positive().max(Number.MAX_SAFE_INTEGER);

export const flagParam = z
  .union([z.boolean(), z.coerce.number<number | string>().int().min(0).max(1)])
  .transform((value) => value === true || value === 1)
  .optional();

export const pageParams = {
  page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
};

/** Free text that may arrive as a number in a form or query. */
export const textParam = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max)).default('');
