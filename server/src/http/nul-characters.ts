import { ERROR_CODES } from '@questboard/contract/errors';
import { findNulCharacter, NUL_MESSAGE } from '@questboard/contract/text';
import { badRequest } from '../lib/app-error';

/** Answers 400 VALIDATION_ERROR when any text of the input (query, path, body or form) carries a NUL character. */
export function refuseNulCharacters(input: Record<string, unknown>): void {
  const path = findNulCharacter(input);
  if (path) {
    throw badRequest(
      ERROR_CODES.VALIDATION_ERROR,
      `${path.replace(/^(body|query|params|form)\./, '')}: ${NUL_MESSAGE}`,
    );
  }
}
