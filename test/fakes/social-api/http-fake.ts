import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The bearer token, if the request sent one. */
  token: string | null;
  /** A form-encoded body (OAuth token calls), parsed. */
  form: URLSearchParams;
}
export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
export type FakeHandler = (request: FakeRequest) => FakeAnswer | null;

/** A tiny HTTP server answering JSON from handlers (first non-null answer wins), 404 otherwise. */
export async function startHttpFake(handle: FakeHandler): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const auth = req.headers.authorization ?? '';
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      token: auth.startsWith('Bearer ') ? auth.slice(7) : null,
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    };
    let answer: FakeAnswer | null;
    try {
      answer = handle(request);
    } catch (error) {
      answer = { status: 500, body: { message: String(error) } };
    }
    const { status, body, headers } = answer ?? { status: 404, body: { message: 'Not Found' } };
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(status === 302 ? '' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Matches `/a/:x/b` patterns; answers the named parts or null. */
export function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[i] ?? '');
    else if (part !== got[i]) return null;
  }
  return params;
}
