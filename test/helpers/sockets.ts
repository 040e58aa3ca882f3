import type { AddressInfo } from 'node:net';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@questboard/contract/chat';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Starts the app on a free local port and answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface ConnectOptions {
  token?: string;
  /** Send the token as `?token=` instead of in `auth`. */
  tokenInQuery?: boolean;
  origin?: string;
}

function client(url: string, opts: ConnectOptions): ChatClient {
  return io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(opts.token && !opts.tokenInQuery ? { auth: { token: opts.token } } : {}),
    ...(opts.token && opts.tokenInQuery ? { query: { token: opts.token } } : {}),
    ...(opts.origin ? { extraHeaders: { origin: opts.origin } } : {}),
  });
}

const opened: ChatClient[] = [];

/** A connected client (closed by closeClients). */
export function connect(url: string, opts: ConnectOptions = {}): Promise<ChatClient> {
  const socket = client(url, opts);
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The message of the error that refused this connection (fails the test if it connects). */
export async function refusal(url: string, opts: ConnectOptions = {}): Promise<string> {
  const socket = client(url, opts);
  try {
    return await new Promise((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected although it should have been refused')));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  } finally {
    socket.close();
  }
}

export function closeClients(): void {
  for (const socket of opened.splice(0)) socket.close();
}

type Events = ClientToServerEvents;
type AckOf<E extends keyof Events> =
  Parameters<Events[E]> extends [...unknown[], (result: infer R) => void] ? R : never;

/** Emits an event and waits for its acknowledgement. */
export function call<E extends keyof Events>(socket: ChatClient, event: E, payload?: unknown): Promise<AckOf<E>> {
  const emitter = socket.timeout(5000) as unknown as {
    emitWithAck(event: string, ...args: unknown[]): Promise<AckOf<E>>;
  };
  return payload === undefined ? emitter.emitWithAck(event) : emitter.emitWithAck(event, payload);
}

/** The data of an acknowledgement that must have succeeded. */
export function ok<T>(ack: Ack<T>): T {
  if (!ack.ok) throw new Error(`refused: ${ack.message}`);
  return ack.data;
}

/** The next `event` the client receives, or a rejection after `ms`. */
export function next<E extends keyof ServerToClientEvents>(
  socket: ChatClient,
  event: E,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const listener = (value: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(value);
    };
    (socket as unknown as { once(e: string, l: (v: unknown) => void): void }).once(
      event,
      listener as (v: unknown) => void,
    );
  });
}

/** Everything of `event` the client receives from now on. */
export function collect<E extends keyof ServerToClientEvents>(
  socket: ChatClient,
  event: E,
): Array<Parameters<ServerToClientEvents[E]>[0]> {
  const seen: Array<Parameters<ServerToClientEvents[E]>[0]> = [];
  (socket as unknown as { on(e: string, l: (v: unknown) => void): void }).on(event, (v) =>
    seen.push(v as Parameters<ServerToClientEvents[E]>[0]),
  );
  return seen;
}
