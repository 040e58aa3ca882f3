import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A brand's API key may call the endpoint, for the brand this path parameter names: `{ brand: 'id' }` (a brand's
 * id or slug) or `{ quest: 'id' }` (a quest's id or slug, acting for its brand). Keys may not call an endpoint
 * without it (403); a read key calls only GET endpoints (403 otherwise).
 */
export type ApiKeyAccess = { brand: string } | { quest: string };

/** One API call: method, path under /api/v1, and the zod shapes of what goes in and comes out. */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  F extends z.ZodType | undefined = z.ZodType | undefined,
  A extends boolean = boolean,
> {
  method: HttpMethod;
  path: string;
  /** true: only a signed-in user may call it (401 otherwise), and the handler gets that user. */
  auth: A;
  summary: string;
  query?: Q;
  body?: B;
  /** Path parameters (`:id` in `path`), as zod; a value that fails answers 400. */
  params?: P;
  /** Multipart uploads carry a file field instead of a JSON body. */
  multipart?: boolean;
  /**
   * Multipart endpoints with fields: the shape of the non-file fields after decoding bracket names
   * (`categories[]`, `backers[0].name`, `fee.feeBps` → arrays and objects). See `decodeFormFields`.
   */
  form?: F;
  /** Multipart endpoints: names of the accepted image file fields. */
  files?: readonly string[];
  response: R;
  /** Whether and for which brand an API key may call it (absent: keys get 403). */
  apiKey?: ApiKeyAccess;
}

/** Declares an endpoint, keeping its exact schema types. */
export function endpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
  A extends boolean = boolean,
>(def: Endpoint<Q, B, R, P, F, A>): Endpoint<Q, B, R, P, F, A> {
  return def;
}

export type QueryOf<E> =
  E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

/** Fills `:name` placeholders of an endpoint path: ('/brands/:id', {id: 'x'}) → '/brands/x'. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

export type ParamsOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType, infer P>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never;
export type FormOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType, z.ZodType | undefined, infer F>
    ? F extends z.ZodType
      ? z.input<F>
      : undefined
    : never;
