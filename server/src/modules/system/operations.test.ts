import { operationsApi } from '@questboard/contract/operations';
import { participationApi } from '@questboard/contract/participation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => t?.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);

const scrape = async (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of one series of the scrape (`name{labels} value`), or undefined. */
function seriesValue(text: string, series: RegExp): number | undefined {
  const line = text.split('\n').find((l) => series.test(l));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('health', () => {
  it('tells liveness from readiness, and readiness turns 503 once shutdown began', async () => {
    expect((await api(operationsApi.live)).json()).toEqual({ status: 'ok' });
    const ready = await api(operationsApi.ready);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', checks: { database: 'ok', storage: 'off' } });
    expect(ready.json().checks.redis).toBe(process.env.TEST_REDIS_URL ? 'ok' : 'off');

    t.app.ctx.lifecycle.draining = true;
    try {
      const draining = await api(operationsApi.ready);
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'This instance is shutting down.',
      });
      expect((await api(operationsApi.live)).statusCode).toBe(200);
    } finally {
      t.app.ctx.lifecycle.draining = false;
    }
  });
});

describe('request ids', () => {
  it('answers every request with its id, keeps a sane one from the proxy and logs it', async () => {
    const fresh = await api(operationsApi.live);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await api(operationsApi.live, { headers: { 'x-request-id': 'proxy-7f3a.1' } });
    expect(given.headers['x-request-id']).toBe('proxy-7f3a.1');
    // Raw: a path the contract does not have.
    const error = await raw('GET', '/no-such-thing', { 'x-request-id': 'r-404' });
    expect(error.headers['x-request-id']).toBe('r-404');
    expect(logLines.some((line) => JSON.parse(line).requestId === 'proxy-7f3a.1')).toBe(true);

    const forged = await api(operationsApi.live, { headers: { 'x-request-id': 'a b\nfake log line' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('times requests per route pattern and counts claims paid', async () => {
    const { quest } = await buildFundedQuest(t.app, { reward: '2', amount: '20' });
    const people = await buildParticipants(t.app, 3, { questId: quest.id });
    const before = seriesValue((await scrape()).body, /^questboard_claims_paid_total /) ?? 0;
    for (const person of people) {
      const paid = await api(participationApi.claim, { params: { id: quest.id }, headers: person.headers });
      expect(paid.statusCode).toBe(200);
    }
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(seriesValue(text, /^questboard_claims_paid_total /)).toBe(before + 3);
    const claims = seriesValue(
      text,
      /^questboard_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/quests\/:id\/claim-reward",status="2xx"\}/,
    );
    expect(claims).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^questboard_sockets_connected 0$/m);
    expect(text).toMatch(/^questboard_withdrawal_oldest_waiting_seconds /m);
    expect(text).toMatch(/^questboard_process_cpu_seconds_total /m);
    expect(text).toMatch(/^questboard_jobs\{queue="social.recheck",state="waiting"\} \d+$/m);
    expect(text).toMatch(/^questboard_jobs_oldest_waiting_seconds\{queue="notifications.review-digest"\} /m);
    if (process.env.TEST_DATABASE_URL)
      expect(text).toMatch(/^questboard_db_pool_connections\{pool="main",state="idle"\}/m);
  });

  it('answers only callers on this machine, or anyone with METRICS_TOKEN', async () => {
    expect((await scrape('203.0.113.9')).statusCode).toBe(404);
    const withToken = await createTestApp({ METRICS_TOKEN: 'scrape-token-0123456789' });
    try {
      const from = (headers: Record<string, string>) =>
        withToken.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers });
      expect((await from({ authorization: 'Bearer scrape-token-0123456789' })).statusCode).toBe(200);
      expect((await from({ authorization: 'Bearer wrong' })).statusCode).toBe(404);
      expect((await from({})).statusCode).toBe(404);
    } finally {
      await withToken.close();
    }
  });
});
