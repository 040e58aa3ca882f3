import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; brandId: string; data: Record<string, unknown> };
}

/**
 * A local webhook receiver: records every request, answers each with the next status of `answers` (then 200).
 * `verify` checks a request's Questboard-Signature against a secret as a brand's receiver would.
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const held: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, json: JSON.parse(body) });
      const hold = held.shift();
      if (hold) return hold(); // never answered: the sender is killed meanwhile
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'receiver broke');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The receiver answers these statuses to the next requests, in order. */
    answer: (...statuses: number[]) => answers.push(...statuses),
    /** The next request is recorded and never answered; resolves when it has arrived. */
    holdNext: () => new Promise<void>((arrived) => held.push(arrived)),
    ofType: (type: string) => received.filter((r) => r.json.type === type),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The v1 values of a Questboard-Signature header that match this secret (0, 1 or more). */
export function verifySignature(header: string | string[] | undefined, body: string, secret: string): boolean {
  const parts = String(header ?? '').split(',');
  const t = parts.find((p) => p.startsWith('t='))?.slice(2);
  if (!t) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return parts
    .filter((p) => p.startsWith('v1='))
    .some((p) => {
      const given = Buffer.from(p.slice(3), 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
