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
  /** The answer was longer than 64 KB (reading stopped there). */
  tooLarge?: boolean;
}

export interface SenderOptions {
  allowPrivateUrls: boolean;
  timeoutMs: number;
  /** Keep the whole answer (up to 64 KB) instead of an excerpt for the delivery log. */
  wholeAnswer?: boolean;
}

const ANSWER_CAP_BYTES = 64 * 1024;

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
        const keep = options.wholeAnswer ? ANSWER_CAP_BYTES : WEBHOOK_LIMITS.excerptChars * 4;
        res.on('data', (chunk: Buffer) => {
          if (size < keep) chunks.push(chunk);
          size += chunk.length;
          if (size > ANSWER_CAP_BYTES) res.destroy();
        });
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8');
          done({
            statusCode: res.statusCode ?? null,
            responseExcerpt: (options.wholeAnswer ? text : text.slice(0, WEBHOOK_LIMITS.excerptChars)) || null,
            error: null,
            tooLarge: size > ANSWER_CAP_BYTES,
          });
        };
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
