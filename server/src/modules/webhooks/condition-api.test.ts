import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { questsApi } from '@questboard/contract/quests';
import { webhooksApi } from '@questboard/contract/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { connectSocialAccount } from '../../../../test/factories/social';
import { buildUser } from '../../../../test/factories/users';
import { startBrandApiFake } from '../../../../test/fakes/brand-api';
import { apiOf } from '../../../../test/helpers/api';
import { proveAddress } from '../../../../test/helpers/chain';
import { formOf } from '../../../../test/helpers/forms';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { verifySignature } from '../../../../test/helpers/webhook-receiver';

let t: TestApp;
let brandApi: Awaited<ReturnType<typeof startBrandApiFake>>;
beforeAll(async () => {
  brandApi = await startBrandApiFake();
  // Loopback is refused unless a test allows it, as here.
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'on', WEBHOOK_TIMEOUT_SECONDS: '1' });
});
afterAll(async () => {
  await t.close();
  await brandApi.close();
});

const api = apiOf(() => t.app);

/** A participant of a quest whose one condition is the brand's API, with a proven address and an X account. */
async function participant() {
  const funded = await buildFundedQuest(t.app);
  const saved = await api(questsApi.update, {
    params: { id: funded.quest.id },
    headers: funded.owner.headers,
    body: formOf({ conditions: [{ network: 'API', action: 'CUSTOM_API', url: brandApi.url }] }),
  });
  expect(saved.statusCode).toBe(200);
  const conditionId = saved.json().conditions[0]?.id as string;
  const me = await buildUser(t.app, { type: 'INFLUENCER' });
  await api(participationApi.start, { params: { id: funded.quest.id }, headers: me.headers });
  const wallet = await proveAddress(t.app, me.headers);
  const x = {
    network: 'TWITTER' as const,
    providerUserId: `${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    username: 'fan42',
  };
  await connectSocialAccount(t.app, me.user.id, x);
  const check = async () =>
    (await api(participationApi.verify, { headers: me.headers, body: { questConditionId: conditionId } })).json();
  return { ...funded, conditionId, me, wallet, x, check };
}

describe('custom API condition', () => {
  it('POSTs the person’s identifiers (never the e-mail) signed with the brand’s secret; 400 + message is not yet, 200 is done', async () => {
    const p = await participant();
    const { secret } = (
      await api(webhooksApi.conditionTest, {
        params: { id: p.brand.id },
        headers: p.owner.headers,
        body: { url: brandApi.url },
      })
    ).json();
    const before = brandApi.received.length;
    brandApi.answer({ status: 400, body: JSON.stringify({ message: 'Make one trade on Acme first.' }) });
    expect(await p.check()).toMatchObject({ status: 'NOT_DONE', note: 'Make one trade on Acme first.' });
    const sent = brandApi.received[before];
    if (!sent) throw new Error('the brand’s API was not asked');
    expect(verifySignature(sent.headers['questboard-signature'], sent.body, secret)).toBe(true);
    expect(verifySignature(sent.headers['questboard-signature'], sent.body, `${secret}x`)).toBe(false);
    const body = JSON.parse(sent.body);
    expect(body).toEqual({
      type: 'condition.check',
      questId: p.quest.id,
      questConditionId: p.conditionId,
      person: {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        address: p.wallet.address,
        accounts: [{ network: 'TWITTER', id: p.x.providerUserId, username: 'fan42' }],
      },
    });
    expect(sent.body).not.toContain(p.me.user.email);
    expect(sent.body).not.toContain(p.me.user.id);

    brandApi.answer({ status: 200, body: '{}' });
    expect(await p.check()).toMatchObject({ status: 'VERIFIED', note: null });
    // The same person has the same id for this brand at every check.
    expect(JSON.parse(brandApi.received[before + 1]?.body ?? '{}').person.id).toBe(body.person.id);
  });

  it('retries a 5xx twice with back-off, then says what the brand’s service answered; a redirect is not followed', async () => {
    const p = await participant();
    const before = brandApi.received.length;
    brandApi.answer({ status: 503 }, { status: 502 }, { status: 500 });
    expect((await p.check()).note).toBe("The brand's service answered 500 instead of 200 or 400. Try again later.");
    expect(brandApi.received.length - before).toBe(3);

    brandApi.answer({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } });
    expect((await p.check()).note).toBe("The brand's service answered 302 instead of 200 or 400. Try again later.");
  });

  it('gives up on an answer past the time-out or over 64 KB', async () => {
    const p = await participant();
    brandApi.answer('hang');
    expect((await p.check()).note).toBe("The brand's service could not be asked: no answer within 1000 ms");
    brandApi.answer({ status: 200, body: 'x'.repeat(70 * 1024) });
    expect(await p.check()).toMatchObject({
      status: 'NOT_DONE',
      note: "The brand's service could not be asked: The answer is longer than 64 KB.",
    });
  });

  it('shows the brand the signed test request and the answer, owner only', async () => {
    const { owner, brand } = await buildFundedQuest(t.app);
    brandApi.answer({ status: 400, body: JSON.stringify({ message: 'Unknown player' }) });
    const tried = await api(webhooksApi.conditionTest, {
      params: { id: brand.id },
      headers: owner.headers,
      body: { url: brandApi.url },
    });
    expect(tried.statusCode).toBe(200);
    const shown = tried.json();
    expect(shown).toMatchObject({
      request: {
        url: brandApi.url,
        headers: { 'questboard-signature': expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/) },
      },
      answer: { statusCode: 400, body: '{"message":"Unknown player"}', error: null },
      outcome: 'NOT_YET',
      message: 'Unknown player',
      secret: expect.stringMatching(/^qbapi_/),
    });
    expect(verifySignature(shown.request.headers['questboard-signature'], shown.request.body, shown.secret)).toBe(true);
    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    const refused = await api(webhooksApi.conditionTest, {
      params: { id: brand.id },
      headers: stranger.headers,
      body: { url: brandApi.url },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('custom API condition without WEBHOOK_ALLOW_PRIVATE_URLS', () => {
  it('refuses a loopback endpoint in the builder and in the test request, and calls nothing', async () => {
    const strict = await createTestApp();
    try {
      const strictApi = apiOf(() => strict.app);
      const { quest, owner, brand } = await buildFundedQuest(strict.app);
      const before = brandApi.received.length;
      const saved = await strictApi(questsApi.update, {
        params: { id: quest.id },
        headers: owner.headers,
        body: formOf({ conditions: [{ network: 'API', action: 'CUSTOM_API', url: brandApi.url }] }),
      });
      expect(saved.statusCode).toBe(400);
      expect(saved.json<ErrorBody>().fields).toEqual({
        'conditions.0.url': "Use a public https:// address for the brand's API",
      });
      const tried = await strictApi(webhooksApi.conditionTest, {
        params: { id: brand.id },
        headers: owner.headers,
        body: { url: brandApi.url },
      });
      expect(tried.statusCode).toBe(400);
      expect(brandApi.received.length).toBe(before);
    } finally {
      await strict.close();
    }
  });
});
