import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call: method, path under /api/v1, and the zod shapes of what goes in and comes out. */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  auth: boolean;
  summary: string;
  query?: Q;
  body?: B;
  /** Multipart uploads carry a file field instead of a JSON body. */
  multipart?: boolean;
  response: R;
}

/** Declares an endpoint, keeping its exact schema types. */
export function endpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
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
