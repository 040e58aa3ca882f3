import type { Ack, ClientToServerEvents } from '@questboard/contract/chat';
import { SOCKET_TIMEOUT_MS } from '@questboard/contract/constants';
import { socket } from './socket-client';

type Events = ClientToServerEvents;
type PayloadOf<E extends keyof Events> = Parameters<Events[E]> extends [infer P, unknown] ? [payload: P] : [];
export type AckData<E extends keyof Events> =
  Parameters<Events[E]> extends [...unknown[], (result: Ack<infer T>) => void] ? T : never;

/** The server refused the event; it also sent an `exception`, which the app already shows as a toast. */
export class SocketRefusal extends Error {
  override name = 'SocketRefusal';
}

type LooseEmitter = { emit(event: string, ...args: unknown[]): void };

/**
 * Emits a client event and resolves with its acknowledged data; rejects with SocketRefusal when the
 * server refuses it, or with socket.io's timeout error when no answer comes within 20 s (docs/domain.md, Limits).
 */
export function emitWithAck<E extends keyof Events>(event: E, ...payload: PayloadOf<E>): Promise<AckData<E>> {
  return new Promise((resolve, reject) => {
    // The typed emit cannot follow a generic event name; the signature above keeps callers typed.
    const emitter = socket.timeout(SOCKET_TIMEOUT_MS) as unknown as LooseEmitter;
    emitter.emit(event, ...payload, (error: Error | null, result: Ack<AckData<E>>) => {
      if (error) reject(error);
      else if (result.ok) resolve(result.data);
      else reject(new SocketRefusal(result.message));
    });
  });
}
