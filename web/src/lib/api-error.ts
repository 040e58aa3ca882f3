import type { ErrorBody } from '@questboard/contract/errors';

/** A failed API call: the HTTP status and the server's error body when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: Partial<ErrorBody> | undefined;

  constructor(status: number, body: Partial<ErrorBody> | undefined, fallback: string) {
    super(body?.message ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message a person should read: the server's `message`, else the error's own. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
