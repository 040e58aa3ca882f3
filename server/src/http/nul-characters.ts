import { ERROR_CODES } from '@questboard/contract/errors';
import { DEPTH_MESSAGE, findInputTextProblem, NUL_MESSAGE } from '@questboard/contract/text';
import { badRequest } from '../lib/app-error';

/**
 * Answers 400 VALIDATION_ERROR when any text of the input (query, path, body, form or socket payload) carries a
 * NUL character, or when a part of it is nested too deeply to be an input of ours.
 */
export function refuseNulOrDeepInput(input: Record<string, unknown>): void {
  for (const [part, value] of Object.entries(input)) {
    const found = findInputTextProblem(value, part);
    if (!found) continue;
    if (found.problem === 'DEPTH') throw badRequest(ERROR_CODES.VALIDATION_ERROR, `${found.path} ${DEPTH_MESSAGE}`);
    throw badRequest(
      ERROR_CODES.VALIDATION_ERROR,
      `${found.path.replace(/^(body|query|params|form|payload)\./, '')}: ${NUL_MESSAGE}`,
    );
  }
}
