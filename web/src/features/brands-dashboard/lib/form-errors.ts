import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** A zod result's issues by dotted field path (`backers.0.url`), first message per field. */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
