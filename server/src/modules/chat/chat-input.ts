import { CHAT_ERRORS, CHAT_HISTORY_MAX, ChatHistoryPayload } from '@questboard/contract/chat';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { z } from 'zod';
import { badRequest } from '../../lib/app-error';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload parsed by its contract schema, or a refusal with the first problem in words. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  if (!isObject(payload)) throw badRequest(ERROR_CODES.VALIDATION_ERROR, 'This event needs an object of fields.');
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw badRequest(ERROR_CODES.VALIDATION_ERROR, parsed.error.issues[0]?.message ?? 'Invalid input');
  }
  return parsed.data;
}

/** chatHistory's input, refused with the exact messages of docs/domain.md, Messages, when the room or lastMessageId is missing. */
export function parseHistoryPayload(payload: unknown): z.output<typeof ChatHistoryPayload> {
  const fields = isObject(payload) ? payload : {};
  if (fields.roomId === undefined || fields.roomId === null || fields.roomId === '') {
    throw badRequest(ERROR_CODES.VALIDATION_ERROR, CHAT_ERRORS.roomIdentifierRequired);
  }
  if (typeof fields.roomId === 'string' && (fields.lastMessageId === undefined || fields.lastMessageId === null)) {
    throw badRequest(ERROR_CODES.VALIDATION_ERROR, CHAT_ERRORS.lastMessageIdRequired);
  }
  const parsed = ChatHistoryPayload.safeParse(fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    const message =
      field === 'limit'
        ? `limit must be a whole number from 1 to ${CHAT_HISTORY_MAX}`
        : field === 'lastMessageId'
          ? 'lastMessageId must be a message id'
          : 'roomId must be a room id';
    throw badRequest(ERROR_CODES.VALIDATION_ERROR, message);
  }
  return parsed.data;
}
