import {
  CHAT_ERRORS,
  CHAT_HISTORY_MAX,
  ChatHistoryPayload,
  type ClientToServerEvents,
  GetRoomPayload,
  JoinRoomPayload,
  SendMessagePayload,
} from '@questboard/contract/chat';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { z } from 'zod';
import { badRequest } from '../lib/app-error';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload parsed by its contract schema, or a refusal with the first problem in words. */
function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  if (!isObject(payload)) throw badRequest(ERROR_CODES.VALIDATION_ERROR, 'This event needs an object of fields.');
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw badRequest(ERROR_CODES.VALIDATION_ERROR, parsed.error.issues[0]?.message ?? 'Invalid input');
  }
  return parsed.data;
}

/** chatHistory's input, refused with the exact messages of docs/domain.md, Messages, when the room or lastMessageId is missing. */
function parseHistoryPayload(payload: unknown): z.output<typeof ChatHistoryPayload> {
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

/**
 * Each client event's payload as its handler receives it: parsed at the edge by the contract's schema, the way HTTP
 * bodies are, so services take typed input only.
 */
export const EVENT_INPUT = {
  rooms: () => undefined,
  getRoom: (payload: unknown) => parsePayload(GetRoomPayload, payload),
  joinRoom: (payload: unknown) => parsePayload(JoinRoomPayload, payload),
  leaveRoom: (payload: unknown) => parsePayload(JoinRoomPayload, payload),
  sendMessage: (payload: unknown) => parsePayload(SendMessagePayload, payload),
  chatHistory: parseHistoryPayload,
} satisfies Record<keyof ClientToServerEvents, (payload: unknown) => unknown>;
export type EventInput = { [E in keyof typeof EVENT_INPUT]: ReturnType<(typeof EVENT_INPUT)[E]> };
