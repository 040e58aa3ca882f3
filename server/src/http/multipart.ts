import { ERROR_CODES } from '@questboard/contract/errors';
import { decodeFormFields } from '@questboard/contract/form-fields';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../lib/app-error';
import { refuseNulOrDeepInput } from './nul-characters';

export interface MultipartForm<T> {
  fields: T;
  /** Uploaded files by field name (only names the endpoint accepts). */
  files: Record<string, Buffer>;
}

/** A readable one-line message from zod issues: "backers.0.name: A backer needs a name; …". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'form'}: ${issue.message}`)
    .join('; ');
}

/** The first message of each field, by dotted path, for the form to show next to it. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
  return fields;
}

/**
 * Reads a multipart form: text fields are decoded from bracket names and checked against `schema`
 * (400 VALIDATION_ERROR), files are kept only under the accepted names. A JSON body is read the same way,
 * so that scripts may send the fields as JSON when they upload no file.
 */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  fileNames: readonly string[],
): Promise<MultipartForm<z.output<S>>> {
  const pairs: [string, string][] = [];
  const files: Record<string, Buffer> = {};
  let raw: unknown;
  if (request.isMultipart()) {
    const parts = request.parts({ limits: { files: fileNames.length || 1 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated)
          throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'The file is larger than 5,000,000 bytes');
        if (fileNames.includes(part.fieldname) && data.length > 0) files[part.fieldname] = data;
      } else if (typeof part.value === 'string') {
        pairs.push([part.fieldname, part.value]);
      }
    }
    raw = decodeFormFields(pairs);
  } else {
    raw = request.body ?? {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw badRequest(ERROR_CODES.VALIDATION_ERROR, 'Send the form as multipart/form-data');
  }
  refuseNulOrDeepInput({ form: raw });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION_ERROR,
      describeIssues(parsed.error),
      {},
      undefined,
      fieldMessages(parsed.error),
    );
  }
  return { fields: parsed.data, files };
}
