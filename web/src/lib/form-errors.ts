import { ERROR_CODES } from '@questboard/contract/errors';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-error';
import { toastError } from './toast';

/** Messages by dotted field path (`backers.0.url`, `conditions.1.url`), first message per field. */
export type FieldErrors = Record<string, string>;

/** A zod result's issues by dotted field path, first message per field. */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * The server's messages by field when it refused a form's values (400 VALIDATION_ERROR with `fields`, already in the
 * reader's language), else null: the error is not about a field.
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.code !== ERROR_CODES.VALIDATION_ERROR) return null;
  const fields = error.body?.fields;
  return fields && Object.keys(fields).length > 0 ? fields : null;
}

/** The value at a dotted path of a form's values (`conditions.1.url`). */
export function valueAt(values: unknown, path: string): unknown {
  let node = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Places a failed call's field messages on the fields a form shows (`place` answers whether it has that field);
 * what no field takes is said in a toast (the server's message, in the reader's language).
 */
export function reportFormError(
  error: unknown,
  place: (field: string, message: string) => boolean,
  /** Says what no field took; a toast by default (a dialog passes its own alert: a toast sits under its backdrop). */
  say: (error: unknown) => void = toastError,
): void {
  const fields = serverFieldErrors(error);
  const placed = fields ? Object.entries(fields).map(([field, message]) => place(field, message)) : [];
  if (placed.length === 0 || placed.includes(false)) say(error);
}

/** Whether a form's values hold the field (or the item it belongs to, for a value left blank). */
function hasField(values: unknown, field: string): boolean {
  const parent = field.split('.').slice(0, -1).join('.');
  return valueAt(values, field) !== undefined || (parent !== '' && typeof valueAt(values, parent) === 'object');
}

/**
 * The server's field messages for values it refused, each shown while its field keeps the refused value: the one
 * mechanism forms without react-hook-form use (react-hook-form ones call `reportFormError` with `setError`).
 */
export function useRefusedFields<V>() {
  const [refused, setRefused] = useState<{ values: V; errors: FieldErrors } | null>(null);
  return {
    /** The messages that still apply to `values`. */
    errorsFor(values: V): FieldErrors {
      if (!refused) return {};
      const errors: FieldErrors = {};
      for (const [field, message] of Object.entries(refused.errors)) {
        if (Object.is(valueAt(values, field), valueAt(refused.values, field))) errors[field] = message;
      }
      return errors;
    },
    /** Keeps the field messages of `error` for `values` (a toast says the rest); answers whether it had any. */
    refuse(values: V, error: unknown, shows = hasField): boolean {
      const fields = serverFieldErrors(error);
      if (fields) setRefused({ values, errors: fields });
      reportFormError(error, (field) => shows(values, field));
      return fields !== null;
    },
    clear: () => setRefused(null),
  };
}

/** `reportFormError` for a react-hook-form form: each field message goes to `setError` when the form has that field. */
export function reportToForm<V extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<V>, 'getValues' | 'setError'>,
  say?: (error: unknown) => void,
) {
  const place = (field: string, message: string) => {
    if (valueAt(form.getValues(), field) === undefined) return false;
    form.setError(field as FieldPath<V>, { type: 'server', message });
    return true;
  };
  reportFormError(error, place, say);
}
