import { io, type Socket } from 'socket.io-client';
import { cpuOfPid } from './process-cpu';

export interface LoadClient {
  url: string;
  userId: string;
  auth: Record<string, string>;
  /** Emits one message to the pair (the event and payload differ between Questboard and the bare relay). */
  send(socket: Socket, text: string): void;
  /** Called once connected, before sending starts (Questboard: joinRoom). */
  prepare?(socket: Socket): Promise<void>;
}

export interface LoadResult {
  label: string;
  clients: number;
  sent: number;
  delivered: number;
  refused: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU time the servers (the processes `serverPids`) spent per message delivered while the clients sent. */
  serverCpuPerMessage: number;
}

function connectOne(client: LoadClient): Promise<Socket> {
  const socket = io(client.url, { transports: ['websocket'], auth: client.auth, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Connects every client (100 at a time), then each sends one message a second for `seconds`, at its own offset in
 * the second. A message carries its send time; latency is measured where the other member of the pair receives it.
 */
export async function runChatLoad(
  label: string,
  clients: LoadClient[],
  seconds: number,
  serverPids: number[],
): Promise<LoadResult> {
  const sockets: Socket[] = [];
  for (let i = 0; i < clients.length; i += 100) {
    const batch = clients.slice(i, i + 100);
    const connected = await Promise.all(batch.map(connectOne));
    await Promise.all(connected.map((s, j) => batch[j]?.prepare?.(s)));
    sockets.push(...connected);
  }
  const latencies: number[] = [];
  let sent = 0;
  let refused = 0;
  sockets.forEach((socket, i) => {
    const me = clients[i]?.userId;
    socket.on('newMessage', (m: { senderId: string; message: string }) => {
      if (m.senderId === me) return;
      const at = Number(m.message.split(' ')[0]);
      latencies.push(performance.now() - at);
    });
    socket.on('exception', () => refused++);
  });
  const serverCpu = () => serverPids.reduce((sum, pid) => sum + cpuOfPid(pid), 0);
  const cpuBefore = serverCpu();
  const started = performance.now();
  const timers: NodeJS.Timeout[] = [];
  await new Promise<void>((done) => {
    sockets.forEach((socket, i) => {
      const client = clients[i];
      if (!client) return;
      const offset = Math.random() * 1000;
      timers.push(
        setTimeout(() => {
          const tick = () => {
            if (performance.now() - started >= seconds * 1000) return;
            sent++;
            client.send(socket, `${performance.now()} hello from the benchmark`);
          };
          tick();
          timers.push(setInterval(tick, 1000));
        }, offset),
      );
    });
    setTimeout(done, seconds * 1000 + 2000);
  });
  const cpuUsed = serverCpu() - cpuBefore;
  for (const timer of timers) clearTimeout(timer);
  for (const socket of sockets) socket.close();
  latencies.sort((a, b) => a - b);
  return {
    label,
    clients: clients.length,
    sent,
    delivered: latencies.length,
    refused,
    perSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    serverCpuPerMessage: cpuUsed / Math.max(1, latencies.length),
  };
}
