import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { ChainConfig } from '../../config-chain';
import { ChainHandle, ChainUnavailable } from './chain-handle';
import { readState } from './chain-state';
import { ChainWorkers, MAX_BACKOFF_MS, roundDelay } from './chain-workers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Line {
  level: 'debug' | 'info' | 'warn' | 'error';
  msg: string;
  err?: unknown;
  fields?: Record<string, unknown>;
}

/** A logger that keeps what it is given, as the server's pino would print it (debug included). */
function captureLog(): { log: FastifyBaseLogger; lines: Line[] } {
  const lines: Line[] = [];
  const at =
    (level: Line['level']) =>
    (first: unknown, second?: string): void => {
      if (typeof first === 'string') lines.push({ level, msg: first });
      else {
        const fields = first as Record<string, unknown>;
        lines.push({ level, msg: second ?? '', err: fields.err, fields });
      }
    };
  const log = {
    level: 'debug',
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('error'),
    trace: () => {},
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === 'object' && address ? address.port : 1;
}

const noEvents = { changed: () => {}, credited: () => {}, progressed: () => {} };
const errors = (lines: Line[]) => lines.filter((l) => l.level === 'error');

describe('chain workers when the chain cannot be opened', () => {
  it('log the cause once, back off between rounds and log nothing more while it stays the same', async () => {
    const { log, lines } = captureLog();
    const config: ChainConfig = {
      ...t.app.services.chain.config,
      kind: 'rpc',
      rpcUrl: `http://127.0.0.1:${await closedPort()}`,
      tokenAddress: '0x0000000000000000000000000000000000000001',
      payoutKey: generatePrivateKey(),
      pollMs: 50,
    } as ChainConfig;
    const workers = new ChainWorkers(t.app.ctx.db, new ChainHandle(config, 'test', log), log, noEvents);
    workers.start();
    const failedRounds = () => lines.filter((l) => l.msg === 'chain unavailable').length;
    await expect.poll(failedRounds, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(4);
    await workers.stop();

    expect(errors(lines).map((l) => l.msg)).toEqual(['the chain could not be opened']);
    expect(String(errors(lines)[0]?.err)).toMatch(/127\.0\.0\.1|fetch|HTTP/i);
    // The repeats are at debug level only (not printed by default), and the wait doubled with each failure.
    expect(lines.filter((l) => l.level === 'info' || l.level === 'warn')).toEqual([]);
    expect(workers.delayMs).toBe(roundDelay(50, failedRounds()));
    expect(workers.delayMs).toBeGreaterThanOrEqual(50 * 2 ** 4);
  });

  it('log again when the cause changes, and once when rounds work again', async () => {
    const { log, lines } = captureLog();
    const real = t.app.services.chain;
    let calls = 0;
    const source = {
      config: { ...real.config, pollMs: 20 },
      async get() {
        calls += 1;
        if (calls <= 3) throw new Error('the node answers 502');
        if (calls <= 5) throw new Error('the node serves chain 1, not 31337');
        return real.get();
      },
    };
    const workers = new ChainWorkers(t.app.ctx.db, source, log, noEvents);
    workers.start();
    await expect
      .poll(() => lines.some((l) => l.msg === 'chain rounds work again'), { timeout: 30_000, interval: 50 })
      .toBe(true);
    // A few good rounds more: nothing else is logged.
    const after = calls;
    await expect.poll(() => calls, { timeout: 10_000, interval: 20 }).toBeGreaterThan(after + 2);
    await workers.stop();

    expect(errors(lines).map((l) => String((l.err as Error).message))).toEqual([
      'the node answers 502',
      'the node serves chain 1, not 31337',
    ]);
    expect(lines.filter((l) => l.level === 'info').map((l) => l.msg)).toEqual(['chain rounds work again']);
    expect(workers.delayMs).toBe(20);
  });

  it('wait pollMs between good rounds, double it per failed round, and never more than a minute', () => {
    expect(roundDelay(2_000, 0)).toBe(2_000);
    expect(roundDelay(2_000, 1)).toBe(4_000);
    expect(roundDelay(2_000, 3)).toBe(16_000);
    expect(roundDelay(2_000, 6)).toBe(MAX_BACKOFF_MS);
    expect(roundDelay(2_000, 10_000)).toBe(MAX_BACKOFF_MS);
    // A poll interval longer than the cap stays as configured.
    expect(roundDelay(120_000, 3)).toBe(120_000);
  });
});

describe('chain workers at server start on the embedded development chain', () => {
  const devConfig = (): ChainConfig => ({
    ...t.app.services.chain.config,
    kind: 'dev',
    chainId: 100_000 + Math.floor(Math.random() * 1_000_000_000),
    dir: null,
    blockSeconds: 0,
    pollMs: 50,
  });
  const watched = (chainId: number) => readState(t.app.ctx.db, `head:${chainId}`);

  it('open it as soon as they start, in the background, and follow it', async () => {
    const { log } = captureLog();
    const config = devConfig();
    const chainId = config.kind === 'dev' ? config.chainId : 0;
    const chain = new ChainHandle(config, 'test', log);
    const workers = new ChainWorkers(t.app.ctx.db, chain, log, noEvents);
    try {
      workers.start();
      // Nothing else asks for the chain: the workers' first round opens it and reads its head.
      await expect.poll(() => watched(chainId), { timeout: 30_000 }).toBeDefined();
    } finally {
      await workers.stop();
      await chain.close();
    }
  });

  it('stay closed once the server stopped them, even when a late request asks for the chain', async () => {
    const { log } = captureLog();
    const config = devConfig();
    const chain = new ChainHandle(config, 'test', log);
    const workers = new ChainWorkers(t.app.ctx.db, chain, log, noEvents);
    workers.start();
    // The server closes (workers, then the chain), and only then does a request ask for the chain.
    await workers.stop();
    await chain.close();
    await expect(chain.get()).rejects.toBeInstanceOf(ChainUnavailable);
    // Nor do the workers start again when the chain's "opened" listener fires late.
    let asked = 0;
    const counting = {
      config,
      get: () => {
        asked++;
        return chain.get();
      },
    };
    const late = new ChainWorkers(t.app.ctx.db, counting, log, noEvents);
    await late.stop();
    late.start();
    expect(asked).toBe(0);
  });
});

describe('the chain handle when the chain cannot be opened', () => {
  it('answers 503 at once for a while after a failed start (a second by default), then tries the node again', async () => {
    let asked = 0;
    const node = createHttpServer((_request, response) => {
      asked++;
      response.writeHead(502).end();
    });
    await new Promise<void>((done) => node.listen(0, '127.0.0.1', done));
    const address = node.address();
    const port = typeof address === 'object' && address ? address.port : 1;
    try {
      const config = {
        ...t.app.services.chain.config,
        kind: 'rpc',
        rpcUrl: `http://127.0.0.1:${port}`,
        tokenAddress: '0x0000000000000000000000000000000000000001',
        payoutKey: generatePrivateKey(),
      } as ChainConfig;
      // Told to wait a minute, it asks the node once for all 21 calls, however slow the machine is.
      const patient = new ChainHandle(config, 'test', captureLog().log, 60_000);
      await expect(patient.get()).rejects.toBeInstanceOf(ChainUnavailable);
      const afterFirst = asked;
      expect(afterFirst).toBeGreaterThan(0);
      for (let i = 0; i < 20; i++) await expect(patient.get()).rejects.toBeInstanceOf(ChainUnavailable);
      expect(asked).toBe(afterFirst);
      // With the default second, a later call asks the node again.
      const chain = new ChainHandle(config, 'test', captureLog().log);
      await expect(chain.get()).rejects.toBeInstanceOf(ChainUnavailable);
      const afterSecond = asked;
      await expect
        .poll(
          async () => {
            await chain.get().catch(() => undefined);
            return asked;
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBeGreaterThan(afterSecond);
    } finally {
      await new Promise((done) => node.close(done));
    }
  });
});
