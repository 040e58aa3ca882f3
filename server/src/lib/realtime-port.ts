import type { ServerToClientEvents } from '@questboard/contract/chat';

/**
 * How services push to people's open tabs without knowing socket.io (the socket server implements it in
 * `realtime/hub.ts`; until it is attached, pushes go nowhere).
 */
export interface RealtimePort {
  /** Sends one event to every socket of these users, on every instance. */
  toUsers<E extends keyof ServerToClientEvents>(
    userIds: string[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Sends one event to every open socket, on every instance. */
  toEveryone<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Whether the user has this chat room open somewhere (then a new message needs no notification). */
  isReading(roomId: string, userId: string): Promise<boolean>;
}
