import { randomUUID } from 'node:crypto';
import { authApi, devApi, sessionsApi } from '@questboard/contract/auth';
import { balancesApi } from '@questboard/contract/balances';
import { brandsApi } from '@questboard/contract/brands';
import { catalogueApi } from '@questboard/contract/catalogue';
import { type Endpoint, fillPath } from '@questboard/contract/endpoint';
import { brandFollowsApi } from '@questboard/contract/follows';
import { notificationsApi } from '@questboard/contract/notifications';
import { participationApi } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { questsApi } from '@questboard/contract/quests';
import { searchApi } from '@questboard/contract/search';
import { seasonsApi } from '@questboard/contract/seasons';
import { stakingApi } from '@questboard/contract/staking';
import { tasksApi } from '@questboard/contract/tasks';
import { usersApi } from '@questboard/contract/users';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);

const endpoints: Endpoint[] = [
  ...Object.values(usersApi),
  ...Object.values(authApi),
  ...Object.values(sessionsApi),
  ...Object.values(devApi),
  ...Object.values(brandsApi),
  ...Object.values(questsApi),
  ...Object.values(tasksApi),
  ...Object.values(catalogueApi),
  ...Object.values(balancesApi),
  ...Object.values(questFundsApi),
  ...Object.values(participationApi),
  ...Object.values(brandFollowsApi),
  ...Object.values(notificationsApi),
  ...Object.values(searchApi),
  ...Object.values(stakingApi),
  ...Object.values(seasonsApi),
];

// Values that look like what the endpoints expect, mixed with hostile ones.
const nasty = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', ' ', 'a@b', 'x@example.test', 'Quest1234', '0x0', '123456', '__proto__', '\u0000', 'null', '𝓤𝓷𝓲'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ minLength: 5_000, maxLength: 6_000 }),
);
const fieldNames = fc.constantFrom(
  'email',
  'password',
  'code',
  'type',
  'username',
  'recaptcha',
  'secretKey',
  'refreshToken',
  'cryptoAddress',
  'displayName',
  'bio',
  'currentPassword',
  'newPassword',
  'name',
  'title',
  'status',
  'keyword',
  'statuses',
  'sort',
  'brandId',
  'questId',
  'categoryIds',
  'categories',
  'isAvailableClaim',
  'rewardAmount',
  'startAt',
  'endAt',
  'conditions',
  'backers',
  'fee',
  'taskIds',
  'resultType',
  'offset',
  'limit',
  'countryId',
  'amount',
  'questConditionId',
  'questConditionIds',
  'answerIndex',
  'proof',
  'taskId',
  'result',
  'kind',
  'id',
  'approve',
  'ids',
  'lockDuration',
  'preview',
  '__proto__',
  'constructor',
);
const body = fc.oneof(
  fc.dictionary(fieldNames, fc.oneof(nasty, fc.array(nasty, { maxLength: 3 }), fc.dictionary(fc.string(), nasty))),
  fc.anything(),
);
const rawBody = fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '[]', '{"email":', 'null', '""'));

describe('bad input never causes a 5xx', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      // A user of its own per endpoint, so that a logout or password change found by one run does not blunt the next.
      const signedIn: BuiltUser = await buildUser(t.app);
      await fc.assert(
        fc.asyncProperty(
          body,
          rawBody,
          fc.dictionary(fieldNames, fc.string({ maxLength: 50 })),
          fc.boolean(),
          fc.boolean(),
          fc.oneof(fc.constant('uuid'), fc.string({ maxLength: 40 })),
          async (jsonBody, raw, query, asRaw, withAuth, param) => {
            const id = param === 'uuid' ? randomUUID() : param || 'x';
            const path = fillPath(endpoint.path, { id, brandId: id, questId: id, username: id });
            const response = await t.app.inject({
              method: endpoint.method,
              url: `/api/v1${path}?${new URLSearchParams(query)}`,
              headers: { 'content-type': 'application/json', ...(withAuth ? signedIn.headers : {}) },
              payload: endpoint.method === 'GET' ? undefined : asRaw ? raw : JSON.stringify(jsonBody ?? null),
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.json()).toMatchObject({ statusCode: response.statusCode, code: expect.any(String) });
            }
          },
        ),
        { numRuns: 200 },
      );
    });
  }

  it('answers 413 for a body over 1 MB and 415 for a non-JSON content type', async () => {
    // Raw: bodies written by hand, one too large and one not JSON.
    const huge = await raw(
      'POST',
      '/users/sign-in',
      { 'content-type': 'application/json' },
      JSON.stringify({ email: 'a'.repeat(1_100_000) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const text = await raw('POST', '/users/sign-in', { 'content-type': 'text/plain' }, 'email=a');
    expect(text.statusCode).toBe(415);
  });
});

describe('hostile multipart forms from a brand owner never cause a 5xx', () => {
  const formNames = fc.constantFrom(
    'name',
    'title',
    'brandId',
    'description',
    'categories[]',
    'categories[0]',
    'categories',
    'backers[0].name',
    'backers[1].url',
    'backers[100].logo',
    'backers[].name',
    'fee.feeBps',
    'fee',
    'rewardAmount',
    'startAt',
    'endAt',
    'locations[]',
    'conditions[0].network',
    'conditions[0].action',
    'conditions[0].options[]',
    'conditions[0].answerIndex',
    'conditions[1].id',
    'conditions[0].url',
    'clearConditions',
    '__proto__.polluted',
    'constructor.prototype.x',
    '[0]',
    'a..b',
    'x[99999999]',
  );
  const values = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom('', 'WEB', 'QUIZ', 'TWITTER', 'FOLLOW', 'defi', '1', '0', '-1', '1e9', 'https://x.example', 'true'),
  );
  it('POST /brands, PUT /brands/:id, POST /quests and PUT /quests/:id', async () => {
    const owner = await buildUser(t.app, { type: 'BUSINESS' });
    const created = await api(brandsApi.create, { headers: owner.headers, body: {} });
    const brandId = created.json().id;
    const quest = await api(questsApi.create, { headers: owner.headers, body: { brandId } });
    const questId = quest.json().id;
    expect([created.statusCode, quest.statusCode]).toEqual([200, 200]);
    const headers = owner.headers;
    const targets = [
      ['POST /brands', (body: FormData) => api(brandsApi.create, { headers, body })],
      ['PUT /brands/:id', (body: FormData) => api(brandsApi.update, { params: { id: brandId }, headers, body })],
      ['POST /quests', (body: FormData) => api(questsApi.create, { headers, body })],
      ['PUT /quests/:id', (body: FormData) => api(questsApi.update, { params: { id: questId }, headers, body })],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.array(fc.tuple(formNames, values), { maxLength: 12 }),
        async ([, send], pairs) => {
          const form = new FormData();
          for (const [name, value] of pairs) form.append(name, value);
          const response = await send(form);
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});
