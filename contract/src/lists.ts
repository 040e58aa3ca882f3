import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from './constants';

/** offset/limit of a paged list (limit capped at 100). */
export const pageQuery = (defaultLimit: number = LIST_LIMIT_DEFAULT) =>
  z.object({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(defaultLimit),
  });

/** `{ items, total }` of a paged list. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/** A query list: `a,b`, `x=a&x=b` or one value → string[] (blank entries dropped). */
export const queryList = <T extends z.ZodType<string>>(item: T, max = 20) =>
  z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v])
        .flatMap((x) => String(x).split(','))
        .map((x) => x.trim())
        .filter(Boolean),
    z.array(item).max(max),
  );

/** A query boolean: true/false/1/0 (absent → undefined). */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false' })
  .transform((v) => v === 'true' || v === '1');

/** A keyword for search: trimmed, 1–100 characters; blank means no keyword. */
export const keyword = z
  .string()
  .trim()
  .max(100, 'Keyword is at most 100 characters')
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const Ok = z.object({ ok: z.literal(true) });
export const Available = z.object({ available: z.boolean() });
export const idParam = z.object({ id: z.uuid({ error: 'Must be a UUID' }) });
