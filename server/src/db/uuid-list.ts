import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A list of uuids as one `uuid[]` parameter. drizzle's `inArray` and a `sql.join` of values bind one parameter per
 * value, and building those (drizzle's per-chunk checks, pg's per-parameter encoding) was a large part of the CPU of
 * a claim batch of hundreds of users.
 */
export const uuidList = (ids: string[]): SQL => sql`${sql.param(ids)}::uuid[]`;

/** `column = any(ids)`: the one-parameter `inArray` for uuid columns (false for an empty list, like `inArray`). */
export const inUuids = (column: AnyColumn, ids: string[]): SQL => sql`${column} = any(${uuidList(ids)})`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` is a uuid: a key that may be an id or a slug/username, or an id that must not fail a uuid[] cast. */
export const isUuid = (text: string): boolean => UUID.test(text);
