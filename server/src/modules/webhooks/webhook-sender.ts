import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_LIMITS } from '@questboard/contract/webhooks';
import { publicLookup, urlRefusal } from '../../lib/public-address';

/** What one try at a receiver gave: its status (null when it never answered), how long, what it said. */
export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

export interface SenderOptions {
  allowPrivateUrls: boolean;
  timeoutMs: number;
}

/**
 * POSTs one JSON body, SSRF-safe: the URL is checked, the host's addresses are checked at the connection itself
 * (no private, loopback or link-local address, whatever DNS answers later), redirects are not followed, and only
 * the start of the answer is read.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: SenderOptions,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refusal = urlRefusal(url, options.allowPrivateUrls);
  if (refusal) return Promise.resolve({ statusCode: null, durationMs: 0, responseExcerpt: null, error: refusal });
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, durationMs: elapsed() });
    };
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: publicLookup(options.allowPrivateUrls),
        timeout: options.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < WEBHOOK_LIMITS.excerptChars * 4) chunks.push(chunk);
          size += chunk.length;
          if (size > 64 * 1024) res.destroy();
        });
        const finish = () =>
          done({
            statusCode: res.statusCode ?? null,
            responseExcerpt: Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_LIMITS.excerptChars) || null,
            error: null,
          });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    req.on('error', (err) => done({ statusCode: null, responseExcerpt: null, error: err.message }));
    req.end(body);
  });
}
