import type { Ack, ClientToServerEvents } from '@questboard/contract/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { refuseNulCharacters } from '../http/nul-characters';
import { AppError } from '../lib/app-error';

type AnySocket = Pick<Socket, 'on' | 'emit'>;

/**
 * Listens to one client event. Whatever arrives (no payload, a non-object, no acknowledgement function, extra
 * arguments) the handler gets the first non-function argument; its result is acknowledged `{ok: true, data}`. A
 * refusal is acknowledged `{ok: false, message}` and also emitted as `exception {message, event}`; an unexpected
 * error is logged and answered with a generic message, and never reaches the process.
 */
export function onEvent<T>(
  socket: AnySocket,
  event: keyof ClientToServerEvents,
  log: FastifyBaseLogger,
  handler: (payload: unknown) => Promise<T>,
): void {
  socket.on(event, async (...args: unknown[]) => {
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (last as (result: Ack<T>) => void) : undefined;
    const payload = typeof args[0] === 'function' ? undefined : args[0];
    try {
      refuseNulCharacters({ payload });
      const data = await handler(payload);
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
