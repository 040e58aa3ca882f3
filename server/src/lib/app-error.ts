import { ERROR_CODES, type ErrorCode } from '@questboard/contract/errors';

/** An error the client is meant to see: its status, code and message reach the response unchanged. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Values the translated message fills in (e.g. `{ seconds }`); the English message already contains them. */
    readonly params?: Record<string, string | number>,
    /** Messages by field path, for a form to show next to each field. */
    readonly fields?: Record<string, string>,
    /** The `fields` catalogue key of each field's message, to word it in the reader's language. */
    readonly fieldKeys?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, message: string) => new AppError(400, code, message);
export const unauthorized = (message = 'Sign in to continue', code: ErrorCode = ERROR_CODES.UNAUTHORIZED) =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, ERROR_CODES.FORBIDDEN, message);
export const notFound = (message: string, code: ErrorCode = ERROR_CODES.NOT_FOUND) => new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
