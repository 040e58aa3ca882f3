import type { ErrorBody } from '@questboard/contract/errors';
import { z } from 'zod';
import { type ServerLanguage, say, translate } from './i18n';

/** One failed check of a request schema, as fastify-type-provider-zod reports it. */
export type ValidationIssue = { keyword: string; instancePath: string; params: Record<string, unknown> };

const zodLocales: Partial<Record<ServerLanguage, ReturnType<typeof z.locales.fr>>> = { fr: z.locales.fr() };

/** A schema issue in the request's language through zod's own locale (e.g. "Trop petit : …"). */
export function localizeIssue(language: ServerLanguage, issue: ValidationIssue, english = ''): string {
  const locale = zodLocales[language];
  if (!locale) return english;
  const raw = { ...issue.params, code: issue.keyword, path: issue.instancePath.split('/').filter(Boolean) };
  const message = locale.localeError(raw as Parameters<typeof locale.localeError>[0]);
  const text = typeof message === 'string' ? message : message?.message;
  return text ?? english;
}

/**
 * The body in the request's language: the exact English message's translation when the catalogue has one, else the
 * translation of its code (with the error's parameters), else the English message as written.
 */
export function localizeError(
  language: ServerLanguage,
  body: ErrorBody,
  params?: Record<string, string | number>,
): ErrorBody {
  if (language === 'en') return body;
  const message =
    translate(language, 'messages', body.message) ??
    // With parameters, the `_detail` variant of the code's message is used when the catalogue has one.
    translate(language, 'errors', body.code, params ? { ...params, context: 'detail' } : {}) ??
    body.message;
  return { ...body, message };
}

/** Field messages of the `fields` catalogue (by field path → key) in the reader's language. */
export function localizedFields(
  language: ServerLanguage,
  keys: Record<string, string>,
  params: Record<string, string | number> = {},
): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, say(language, 'fields', key, params)]));
}
