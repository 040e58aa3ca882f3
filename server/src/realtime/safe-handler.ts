import type { Ack } from '@questboard/contract/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { refuseNulOrDeepInput } from '../http/nul-characters';
import { AppError } from '../lib/app-error';
import { EVENT_INPUT, type EventInput } from './event-input';

type AnySocket = Pick<Socket, 'on' | 'emit'>;

/**
 * Listens to one client event. Whatever arrives (no payload, a non-object, no acknowledgement function, extra
 * arguments) the first non-function argument is parsed by the event's contract schema and the handler gets the
 * typed input; its result is acknowledged `{ok: true, data}`. A
 * refusal is acknowledged `{ok: false, message}` and also emitted as `exception {message, event}`; an unexpected
 * error is logged and answered with a generic message, and never reaches the process.
 */
export function onEvent<E extends keyof EventInput, T>(
  socket: AnySocket,
  event: E,
  log: FastifyBaseLogger,
  handler: (input: EventInput[E]) => Promise<T>,
): void {
  socket.on(event as string, async (...args: unknown[]) => {
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (last as (result: Ack<T>) => void) : undefined;
    const payload = typeof args[0] === 'function' ? undefined : args[0];
    try {
      refuseNulOrDeepInput({ payload });
      const data = await handler(EVENT_INPUT[event](payload) as EventInput[E]);
      ack?.({ ok: true, data });
    } catch (error) {
      let message = 'Something went wrong. Try again.';
      if (error instanceof AppError) message = error.message;
      else log.error({ err: error, event }, 'socket event failed');
      socket.emit('exception', { message, event });
      ack?.({ ok: false, message });
    }
  });
}
