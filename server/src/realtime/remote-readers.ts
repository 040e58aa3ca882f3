import type { RealtimeServer } from './hub';

/** How long the questions of one instance gather before they are asked together. */
const GATHER_MS = 20;
/** Longer than the adapter's own wait (requestsTimeout): should Redis fail, the adapter never answers at all. */
const GIVE_UP_MS = 3000;

/**
 * Whether channels have a socket on another instance. Every message sent in a conversation asks whether the
 * recipient has the room open; with Socket.IO's fetchSockets each question was a request to every instance and an
 * answer carrying the sockets' whole handshakes, through Redis — the bulk of a chat instance's work with a thousand
 * chatting clients. Here the questions of GATHER_MS go in one server-side event, and each instance answers with
 * the channels it holds sockets of.
 */
export class RemoteReaders {
  private waiting = new Map<string, Array<(found: boolean) => void>>();
  private timer?: NodeJS.Timeout;

  constructor(private readonly io: RealtimeServer) {
    io.on('readersOf', (channels, answer) => {
      const rooms = io.of('/').adapter.rooms;
      answer(Array.isArray(channels) ? channels.filter((channel) => (rooms.get(channel)?.size ?? 0) > 0) : []);
    });
  }

  has(channel: string): Promise<boolean> {
    return new Promise((resolve) => {
      const callers = this.waiting.get(channel);
      if (callers) callers.push(resolve);
      else this.waiting.set(channel, [resolve]);
      this.timer ??= setTimeout(() => this.ask(), GATHER_MS);
    });
  }

  private ask(): void {
    const asked = this.waiting;
    this.waiting = new Map();
    this.timer = undefined;
    let settled = false;
    const settle = (answers: string[][]) => {
      if (settled) return;
      settled = true;
      clearTimeout(giveUp);
      const found = new Set(answers.flat());
      for (const [channel, callers] of asked) for (const resolve of callers) resolve(found.has(channel));
    };
    const giveUp = setTimeout(() => settle([]), GIVE_UP_MS);
    // The adapter stops waiting after its requestsTimeout (realtime/io.ts); the answers that came still count.
    this.io.serverSideEmit('readersOf', [...asked.keys()], (_error: Error | null, answers: string[][]) =>
      settle(answers ?? []),
    );
  }
}
