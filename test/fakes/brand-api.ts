import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BrandApiRequest {
  headers: IncomingHttpHeaders;
  body: string;
}
/** What the fake answers: a status and a body, or `hang` to never answer. */
export type BrandApiAnswer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/**
 * A brand's own API on loopback (allowed only with WEBHOOK_ALLOW_PRIVATE_URLS=on): records each request and answers
 * the next queued answer (then 200 `{}`).
 */
export async function startBrandApiFake() {
  const received: BrandApiRequest[] = [];
  const answers: BrandApiAnswer[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.shift() ?? { status: 200, body: '{}' };
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/quests/check`,
    received,
    answer: (...next: BrandApiAnswer[]) => answers.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
