import type { ClientToServerEvents, ServerToClientEvents } from '@questboard/contract/chat';
import type { Server } from 'socket.io';
import type { RealtimePort } from '../lib/realtime-port';
import { RemoteReaders } from './remote-readers';

export interface SocketData {
  userId: string;
  sessionId: string;
}
/** Questions instances ask each other (through the Redis adapter). */
export interface InterServerEvents {
  /** Which of these channels have a socket on the instance answering. */
  readersOf(channels: string[], answer: (found: string[]) => void): void;
}
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type Emitted = keyof ServerToClientEvents;

/** Every socket of one user, on every instance, is in this socket.io room. */
export const userChannel = (userId: string) => `user:${userId}`;
/** Every socket opened with one sign-in session's tokens, on every instance. */
export const sessionChannel = (sessionId: string) => `session:${sessionId}`;
/** The sockets of one user that have joined one chat room (the user is reading it). */
export const readerChannel = (roomId: string, userId: string) => `reader:${roomId}:${userId}`;

/**
 * How services reach sockets without knowing socket.io: emits go through the adapter (so through Redis to every
 * instance when there is one). Until the socket server is attached, emits go nowhere.
 */
export class RealtimeHub implements RealtimePort {
  private io?: RealtimeServer;
  private remote?: RemoteReaders;

  /** `shared`: other instances may hold sockets too (the Redis adapter). */
  attach(io: RealtimeServer, opts: { shared: boolean }): void {
    this.io = io;
    this.remote = opts.shared ? new RemoteReaders(io) : undefined;
  }

  /** Sends one event to every socket of these users. */
  toUsers<E extends Emitted>(userIds: string[], event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    if (!this.io || userIds.length === 0) return;
    this.io.to(userIds.map(userChannel)).emit(event, ...args);
  }

  /** Sends one event to every open socket, on every instance. */
  toEveryone<E extends Emitted>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.io?.emit(event, ...args);
  }

  /** Closes every socket of these (ended) sessions, on every instance. */
  disconnectSessions(sessionIds: string[]): void {
    if (!this.io || sessionIds.length === 0) return;
    this.io.in(sessionIds.map(sessionChannel)).disconnectSockets(true);
  }

  /** Whether the user has a socket (on any instance) that has joined this chat room. */
  async isReading(roomId: string, userId: string): Promise<boolean> {
    if (!this.io) return false;
    const channel = readerChannel(roomId, userId);
    // This instance first: no round trip through Redis when the reader is connected here.
    if (this.io.of('/').adapter.rooms.get(channel)?.size) return true;
    return (await this.remote?.has(channel)) ?? false;
  }
}
