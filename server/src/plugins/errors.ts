import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@questboard/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { localizedFields, localizeError, localizeIssue } from '../i18n/localize-error';
import { requestLanguage } from '../i18n/request-language';
import { AppError } from '../lib/app-error';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(
  statusCode: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  return { statusCode, error: reasons[statusCode] ?? 'Error', message, code, ...(fields ? { fields } : {}) };
}

/** Fastify's own client errors (body parsing, multipart limits) in our error format. */
function frameworkError(error: FastifyError): ErrorBody | null {
  const status = error.statusCode ?? 500;
  if (status >= 500) return null;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
    const message =
      error.code === 'FST_REQ_FILE_TOO_LARGE' ? 'The file is larger than 5,000,000 bytes' : 'The request is too large';
    return errorBody(413, ERROR_CODES.PAYLOAD_TOO_LARGE, message);
  }
  if (status === 415 || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return errorBody(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'This content type is not accepted here');
  }
  if (status === 429) return errorBody(429, ERROR_CODES.RATE_LIMITED, error.message);
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) {
    return errorBody(400, ERROR_CODES.INVALID_JSON, 'The request body is not valid JSON');
  }
  return errorBody(status in reasons ? status : 400, ERROR_CODES.VALIDATION_ERROR, error.message);
}

/** One error format for every answer; 5xx details stay in the log, never in the response. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request.headers);
    if (error instanceof AppError) {
      if (error.fieldKeys) {
        const fields = localizedFields(language, error.fieldKeys, error.params);
        const message = Object.values(fields)[0] ?? error.message;
        return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, message, fields));
      }
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(
          localizeError(language, errorBody(error.statusCode, error.code, error.message, error.fields), error.params),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const message = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const where = [error.validationContext, field].filter(Boolean).join('.');
          const localized = localizeIssue(language, issue, issue.message);
          if (field) fields[field] ??= localized || 'Invalid value';
          return `${where}: ${localized}`;
        })
        .join('; ');
      return reply.status(400).send(errorBody(400, ERROR_CODES.VALIDATION_ERROR, message, fields));
    }
    if (!isResponseSerializationError(error)) {
      const body = frameworkError(error);
      if (body) return reply.status(body.statusCode).send(localizeError(language, body));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(localizeError(language, errorBody(500, ERROR_CODES.INTERNAL_ERROR, 'Internal Server Error')));
  });
}
