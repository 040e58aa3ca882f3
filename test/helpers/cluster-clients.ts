// Clients of a cluster behind its proxy: sockets that reconnect as the web app's do, told apart by the instance the
// proxy gave them (read from each instance's own socket gauge), and claims retried the way a client retries.
import type { ClientToServerEvents, ServerToClientEvents } from '@questboard/contract/chat';
import { io, type Socket } from 'socket.io-client';
import { vi } from 'vitest';
import type { Instance } from '../../scripts/cluster/instance';

export type ClusterSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Open sockets on this instance, from its /metrics (callers on this machine may read it). */
export async function socketsOn(instance: Instance): Promise<number> {
  const text = await fetch(`${instance.url}/metrics`).then((r) => r.text());
  return Number(/^questboard_sockets_connected (\d+)/m.exec(text)?.[1] ?? Number.NaN);
}

/**
 * A socket through the proxy that reconnects quickly (as the web app's does), and the index of the instance the
 * proxy sent it to. Sockets must be opened one at a time, while no other socket opens or closes.
 */
export async function connectPlaced(
  url: string,
  token: string,
  instances: Instance[],
): Promise<{ socket: ClusterSocket; at: number }> {
  const before = await Promise.all(instances.map(socketsOn));
  const socket: ClusterSocket = io(url, {
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  let at = -1;
  await vi.waitFor(
    async () => {
      const now = await Promise.all(instances.map(socketsOn));
      at = now.findIndex((count, i) => count > (before[i] ?? 0));
      if (at < 0) throw new Error('the socket is on no instance yet');
    },
    { timeout: 10_000, interval: 50 },
  );
  return { socket, at };
}

/** A socket through the proxy on the instance `wanted` (others opened on the way are closed). */
export async function connectOn(
  url: string,
  token: string,
  instances: Instance[],
  wanted: number,
): Promise<ClusterSocket> {
  for (let tries = 0; tries < 10; tries++) {
    const placed = await connectPlaced(url, token, instances);
    if (placed.at === wanted) return placed.socket;
    const other = instances[placed.at] as Instance;
    const open = await socketsOn(other);
    placed.socket.close();
    await vi.waitFor(async () => {
      if ((await socketsOn(other)) >= open) throw new Error('the socket is still open');
    });
  }
  throw new Error(`the proxy never sent a socket to instance ${wanted + 1}`);
}

/**
 * Claims the quest's reward as a client does: a request the proxy could not answer (502/503/504, or a connection
 * cut) is sent again. Answers the final answer's code (PAID for 200) and how many tries it took.
 */
export async function claimWithRetries(
  url: string,
  questId: string,
  headers: Record<string, string>,
): Promise<{ code: string; tries: number }> {
  for (let tries = 1; ; tries++) {
    const response = await fetch(`${url}/api/v1/quests/${questId}/claim-reward`, { method: 'POST', headers }).catch(
      () => null,
    );
    if (response && ![502, 503, 504].includes(response.status)) {
      if (response.status === 200) return { code: 'PAID', tries };
      const body = (await response.json()) as { code?: string };
      return { code: body.code ?? String(response.status), tries };
    }
    if (tries >= 20) throw new Error(`claim still failing after ${tries} tries`);
    await new Promise((r) => setTimeout(r, 100 * tries));
  }
}
