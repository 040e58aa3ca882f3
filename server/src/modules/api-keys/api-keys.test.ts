import { apiKeysApi } from '@questboard/contract/api-keys';
import { brandsApi } from '@questboard/contract/brands';
import type { ErrorBody } from '@questboard/contract/errors';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

const PER_MINUTE = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) });
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** A brand with a live quest, and a key of it made through the API by the owner. */
async function brandWithKey(scope: 'read' | 'read-write' = 'read') {
  const { owner, brand } = await buildBrand(t.app);
  const quest = await buildQuest(t.app, brand);
  const made = await api(apiKeysApi.create, {
    params: { id: brand.id },
    headers: owner.headers,
    body: { name: 'CRM sync', scope },
  });
  expect(made.statusCode, made.body).toBe(200);
  return { owner, brand, quest, ...made.json() };
}

describe('API keys: made, shown once, listed', () => {
  it('shows the secret once; the list shows its prefix, scope and when it was last used', async () => {
    const { owner, brand, quest, key, secret } = await brandWithKey('read');
    expect(secret).toMatch(/^qb_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'CRM sync', scope: 'read', prefix: secret.slice(0, 15), lastUsedAt: null });

    const stats = await api(questFundsApi.statistics, { params: { id: quest.id }, headers: bearer(secret) });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({ participants: 0, claims: 0 });

    const listed = await api(apiKeysApi.list, { params: { id: brand.id }, headers: owner.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: key.id, prefix: key.prefix, revokedAt: null })]);
    expect(listed.json()[0]?.lastUsedAt).toEqual(expect.any(String));
    expect(listed.body).not.toContain(secret.slice(16));
  });

  it('lets only the brand owner manage its keys, and refuses a bad scope with 400', async () => {
    const { brand, owner } = await brandWithKey();
    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    const listed = await api(apiKeysApi.list, { params: { id: brand.id }, headers: stranger.headers });
    expect(listed.statusCode).toBe(403);
    const made = await api(apiKeysApi.create, {
      params: { id: brand.id },
      headers: stranger.headers,
      body: { name: 'Mine now', scope: 'read-write' },
    });
    expect(made.statusCode).toBe(403);
    // 'admin' is no scope: the contract's types refuse it.
    const bad = await raw('POST', `/brands/${brand.id}/api-keys`, owner.headers, { name: 'x', scope: 'admin' });
    expect(bad.statusCode).toBe(400);
    const guest = await api(apiKeysApi.list, { params: { id: brand.id } });
    expect(guest.statusCode).toBe(401);
  });
});

describe('API keys: a key acts for its brand only', () => {
  it("refuses another brand's quest with 403, even one of the same owner", async () => {
    const { owner, secret } = await brandWithKey('read-write');
    const sibling = await buildBrand(t.app, { owner });
    const siblingQuest = await buildQuest(t.app, sibling.brand);
    const other = await buildQuest(t.app, (await buildBrand(t.app)).brand);
    for (const quest of [siblingQuest, other]) {
      const answer = await api(questFundsApi.statistics, { params: { id: quest.id }, headers: bearer(secret) });
      expect(answer.statusCode).toBe(403);
      expect(answer.json<ErrorBody>().code).toBe('API_KEY_NOT_ALLOWED');
    }
    const brandPage = await api(brandsApi.detail, { params: { id: sibling.brand.slug }, headers: bearer(secret) });
    expect(brandPage.statusCode).toBe(403);
  });

  it('refuses endpoints keys may not call with 403 (its owner’s brands, key management)', async () => {
    const { brand, secret } = await brandWithKey('read-write');
    const mine = await api(brandsApi.mine, { headers: bearer(secret) });
    expect(mine.statusCode).toBe(403);
    expect(mine.json<ErrorBody>().code).toBe('API_KEY_NOT_ALLOWED');
    const more = await api(apiKeysApi.create, {
      params: { id: brand.id },
      headers: bearer(secret),
      body: { name: 'Escalate', scope: 'read-write' },
    });
    expect(more.statusCode).toBe(403);
  });

  it('lets a read key read and refuses its writes with 403; a read-write key writes', async () => {
    const reader = await brandWithKey('read');
    const refused = await api(questFundsApi.end, { params: { id: reader.quest.id }, headers: bearer(reader.secret) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().code).toBe('API_KEY_READ_ONLY');
    const still = await api(brandsApi.detail, { params: { id: reader.brand.id }, headers: bearer(reader.secret) });
    expect(still.statusCode).toBe(200);

    const writer = await brandWithKey('read-write');
    const ended = await api(questFundsApi.end, { params: { id: writer.quest.id }, headers: bearer(writer.secret) });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().status).toBe('ENDED');
  });
});

describe('API keys: revoke, rotate, rate limit', () => {
  it('answers 401 to a revoked key and to one never made', async () => {
    const { owner, brand, quest, key, secret } = await brandWithKey();
    const revoked = await api(apiKeysApi.revoke, { params: { id: brand.id, keyId: key.id }, headers: owner.headers });
    expect(revoked.statusCode).toBe(200);
    const answer = await api(questFundsApi.statistics, { params: { id: quest.id }, headers: bearer(secret) });
    expect(answer.statusCode).toBe(401);
    expect(answer.json<ErrorBody>().code).toBe('API_KEY_INVALID');
    const forged = `${secret.slice(0, 16)}${'A'.repeat(43)}`;
    const unknown = await api(brandsApi.detail, { params: { id: brand.id }, headers: bearer(forged) });
    expect(unknown.statusCode).toBe(401);
  });

  it('rotates with an overlap: both keys work during the grace period, the old one stops after it', async () => {
    const { owner, brand, quest, key, secret } = await brandWithKey();
    const rotated = await api(apiKeysApi.rotate, {
      params: { id: brand.id, keyId: key.id },
      headers: owner.headers,
      body: { graceSeconds: 3600 },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = rotated.json();
    expect(next.secret).not.toBe(secret);
    for (const s of [secret, next.secret]) {
      const answer = await api(questFundsApi.statistics, { params: { id: quest.id }, headers: bearer(s) });
      expect(answer.statusCode).toBe(200);
    }
    const listed = (await api(apiKeysApi.list, { params: { id: brand.id }, headers: owner.headers })).json();
    expect(listed.find((k) => k.id === key.id)).toMatchObject({
      replacedBy: next.key.id,
      expiresAt: expect.any(String),
    });

    const again = await api(apiKeysApi.rotate, {
      params: { id: brand.id, keyId: next.key.id },
      headers: owner.headers,
      body: { graceSeconds: 0 },
    });
    expect(again.statusCode).toBe(200);
    const old = await api(questFundsApi.statistics, { params: { id: quest.id }, headers: bearer(next.secret) });
    expect(old.statusCode).toBe(401);
    const newest = await api(questFundsApi.statistics, {
      params: { id: quest.id },
      headers: bearer(again.json().secret),
    });
    expect(newest.statusCode).toBe(200);
  });

  it('answers 429 with Retry-After once a key spent its requests of the minute, other keys unaffected', async () => {
    const { quest, secret } = await brandWithKey();
    const other = await brandWithKey();
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) {
      statuses.push(
        (await api(questFundsApi.statistics, { params: { id: quest.id }, headers: bearer(secret) })).statusCode,
      );
    }
    expect(statuses.slice(0, PER_MINUTE).every((s) => s === 200)).toBe(true);
    const limited = await api(questFundsApi.statistics, { params: { id: quest.id }, headers: bearer(secret) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const fine = await api(questFundsApi.statistics, { params: { id: other.quest.id }, headers: bearer(other.secret) });
    expect(fine.statusCode).toBe(200);
  });
});

const shared = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.runIf(shared)('API keys on two instances sharing PostgreSQL and Redis', () => {
  let two: TestApp;
  beforeAll(async () => {
    two = await createTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) });
  });
  afterAll(() => two?.close());

  it("counts a key's requests across instances: the minute's budget spent half on each, the next gets 429", async () => {
    const { quest, secret } = await brandWithKey();
    const onTwo = apiOf(() => two.app);
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE; i++) {
      const call = i % 2 === 0 ? api : onTwo;
      statuses.push(
        (await call(questFundsApi.statistics, { params: { id: quest.id }, headers: bearer(secret) })).statusCode,
      );
    }
    expect(statuses).toEqual(Array(PER_MINUTE).fill(200));
    for (const call of [api, onTwo]) {
      const limited = await call(questFundsApi.statistics, { params: { id: quest.id }, headers: bearer(secret) });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('API keys in the OpenAPI document', () => {
  it('has the key security scheme and marks the endpoints a key may call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.brandApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const statistics = doc.paths['/api/v1/quests/{id}/statistics'].get;
    expect(statistics.security).toContainEqual({ brandApiKey: [] });
    expect(doc.paths['/api/v1/brands/me'].get.security).not.toContainEqual({ brandApiKey: [] });
  });
});
