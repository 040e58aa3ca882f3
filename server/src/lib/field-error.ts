import { ERROR_CODES } from '@questboard/contract/errors';
import { say } from '../i18n/i18n';
import type en from '../i18n/locales/en.json';
import { AppError } from './app-error';

/** A message of the `fields` catalogue (server/src/i18n/locales), written in every language. */
export type FieldMessageKey = keyof (typeof en)['fields'];

/**
 * A refused form field: 400 VALIDATION_ERROR whose message and `fields[field]` are the catalogue's text for `key`;
 * the error handler words both in the reader's language, so a form shows it next to that field as it is.
 */
export function invalidField(field: string, key: FieldMessageKey, params: Record<string, string | number> = {}) {
  const english = say('en', 'fields', key, params);
  return new AppError(400, ERROR_CODES.VALIDATION_ERROR, english, {}, params, { [field]: english }, { [field]: key });
}
