import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@questboard/contract/errors';
import { invitesApi } from '@questboard/contract/invites';
import { parseTokens } from '@questboard/contract/money';
import { notificationsApi } from '@questboard/contract/notifications';
import { participationApi } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { questsApi } from '@questboard/contract/quests';
import { tasksApi } from '@questboard/contract/tasks';
import { type WebhookEvent, webhooksApi } from '@questboard/contract/webhooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { buildParticipants } from '../../../../test/factories/rewards';
import { type BuiltUser, buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { formOf } from '../../../../test/helpers/forms';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { startWebhookReceiver, verifySignature } from '../../../../test/helpers/webhook-receiver';
import { chainDeposits } from '../../db/schema/chain';
import { conditionChecks, userQuests } from '../../db/schema/participation';
import { questConditions } from '../../db/schema/quests';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { type DomainEventName, DomainEvents } from '../../events/domain-event-bus';
import { TokenCipher } from '../../lib/token-cipher';
import { assignDeposit } from '../chain/chain.module';
import { creditUser } from '../ledger/credits';
import { DeliveryBusy, retryWait, WebhookDeliverer } from './webhook-deliverer';
import { publishWebhookEvents } from './webhook-events';
import { eventIdOf, WebhookOutbox } from './webhook-outbox';
import { sweepOrphanDeliveries } from './webhook-sweep';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  t = await createTestApp({
    WEBHOOK_ALLOW_PRIVATE_URLS: 'on',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
    WEBHOOK_RETRY_LIMIT: '2',
  });
  // Deliveries are durable jobs: this instance works them, as a started server does.
  await t.app.services.jobs.start();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const api = apiOf(() => t.app);
const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 100 });

/** A brand whose owner has tokens, a draft quest ready to publish, and a webhook to the receiver. */
async function brandWithWebhook(events: WebhookEvent[]) {
  const { owner, brand } = await buildBrand(t.app);
  await creditUser(t.app.ctx.db, { userId: owner.user.id, amount: parseTokens('1000'), reason: 'test' });
  const quest = await buildQuest(t.app, brand, { status: 'DRAFT', reward: '5' });
  await buildCondition(t.app, quest);
  const made = await api(webhooksApi.create, {
    params: { id: brand.id },
    headers: owner.headers,
    body: { url: receiver.url, events },
  });
  expect(made.statusCode, made.body).toBe(200);
  const { webhook, secret } = made.json();
  const publish = async () => {
    const published = await api(questFundsApi.publish, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: '50' },
    });
    expect(published.statusCode, published.body).toBe(200);
  };
  return { owner, brand, quest, webhook, secret, publish };
}

/** The quest's condition, checked for the person (what the owner's review or a verifier would store). */
async function verifyConditionOf(questId: string, userId: string) {
  const [condition] = await t.app.ctx.db.select().from(questConditions).where(eq(questConditions.questId, questId));
  await t.app.ctx.db
    .insert(conditionChecks)
    .values({ questConditionId: condition?.id ?? '', questId, userId, status: 'VERIFIED' });
}

/** The id of the person's participation in the quest (what a participant.* event's id is derived from). */
async function participationOf(questId: string, person: BuiltUser) {
  const [row] = await t.app.ctx.db
    .select({ id: userQuests.id })
    .from(userQuests)
    .where(and(eq(userQuests.questId, questId), eq(userQuests.userId, person.user.id)));
  return row?.id ?? '';
}

/** The webhooks module's own handlers on a bus of the test's: a transaction records events on it by hand. */
function webhookBus() {
  const events = new DomainEvents({ error: () => undefined });
  publishWebhookEvents(events, new WebhookOutbox(t.app.ctx.db, t.app.services.jobs), {
    error: () => undefined,
  });
  return events;
}

/**
 * Runs `work` (calls to the app) while its publishers' recording of `name` ends as told, right after the event's
 * in-transaction subscribers ran: 'rolls back' fails the change's transaction; 'dies after the commit' lets it
 * commit and runs nothing of what comes after the commit, as when the instance dies there.
 */
async function whileRecording<T>(
  name: DomainEventName,
  outcome: 'rolls back' | 'dies after the commit',
  work: () => Promise<T>,
): Promise<T> {
  const record = DomainEvents.prototype.record;
  const spy = vi.spyOn(DomainEvents.prototype, 'record').mockImplementation(async function (
    this: DomainEvents,
    tx,
    recorded,
    payload,
  ) {
    const after = await record.call(this, tx, recorded, payload);
    if (recorded !== name) return after;
    if (outcome === 'rolls back') throw new Error('the change failed after its event was recorded');
    return async () => undefined;
  });
  try {
    return await work();
  } finally {
    spy.mockRestore();
  }
}

const ofQuest = (questId: string, type: string) =>
  receiver.ofType(type).filter((r) => (r.json.data.quest as { id: string }).id === questId);

describe('signed webhook deliveries', () => {
  it('sends quest.published signed with the endpoint secret, carrying the event id', async () => {
    const { quest, brand, secret, publish } = await brandWithWebhook(['quest.published']);
    await publish();
    const [hit] = await waitFor(() => {
      const hits = ofQuest(quest.id, 'quest.published');
      expect(hits).toHaveLength(1);
      return hits;
    });
    expect(hit?.json).toMatchObject({ type: 'quest.published', brandId: brand.id, data: { quest: { id: quest.id } } });
    expect(hit?.headers['questboard-event-id']).toBe(hit?.json.id);
    expect(hit?.headers['questboard-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(hit?.headers['questboard-signature'], hit?.body ?? '', secret)).toBe(true);
    expect(verifySignature(hit?.headers['questboard-signature'], `${hit?.body} `, secret)).toBe(false);
    expect(verifySignature(hit?.headers['questboard-signature'], hit?.body ?? '', 'whsec_other')).toBe(false);
  });

  it('retries with back-off after the receiver answers 500, same event id, and logs both attempts', async () => {
    const { owner, brand, quest, webhook, publish } = await brandWithWebhook(['quest.published']);
    receiver.answer(500);
    await publish();
    const hits = await waitFor(() => {
      const found = ofQuest(quest.id, 'quest.published');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(hits[0]?.json.id).toBe(hits[1]?.json.id);
    const log = await waitFor(async () => {
      const page = await api(webhooksApi.deliveries, {
        params: { id: brand.id, webhookId: webhook.id },
        headers: owner.headers,
      });
      expect(page.json().items[0]?.status).toBe('DELIVERED');
      return page.json();
    });
    expect(log.total).toBe(1);
    expect(log.items[0]?.log.map((a) => a.statusCode)).toEqual([200, 500]);
    expect(log.items[0]?.log[1]?.responseExcerpt).toBe('receiver broke');
    expect(log.items[0]?.log[0]?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('tells reward.claimed to an endpoint that asked for it, and not the events it did not ask for', async () => {
    const { quest, publish } = await brandWithWebhook(['reward.claimed']);
    await publish();
    const [person] = await buildParticipants(t.app, 1, { questId: quest.id, status: 'COMPLETED' });
    const claimed = await api(participationApi.claim, { params: { id: quest.id }, headers: person?.headers });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const [hit] = await waitFor(() => {
      const hits = ofQuest(quest.id, 'reward.claimed');
      expect(hits).toHaveLength(1);
      return hits;
    });
    expect(hit?.json.data).toMatchObject({ amount: '5', participant: { id: person?.id } });
    expect(ofQuest(quest.id, 'quest.published')).toHaveLength(0);
  });

  it('tells participant.started, participant.completed and quest.ended as they happen, once each', async () => {
    const { owner, quest, publish } = await brandWithWebhook([
      'participant.started',
      'participant.completed',
      'quest.ended',
    ]);
    await publish();
    const person = await buildUser(t.app);
    for (let i = 0; i < 2; i++) {
      const started = await api(participationApi.start, { params: { id: quest.id }, headers: person.headers });
      expect(started.statusCode, started.body).toBe(200);
    }
    await verifyConditionOf(quest.id, person.user.id);
    const completed = await api(participationApi.complete, { params: { id: quest.id }, headers: person.headers });
    expect(completed.statusCode, completed.body).toBe(200);
    const ended = await api(questFundsApi.end, { params: { id: quest.id }, headers: owner.headers });
    expect(ended.statusCode, ended.body).toBe(200);
    for (const type of ['participant.started', 'participant.completed', 'quest.ended']) {
      await waitFor(() => expect(ofQuest(quest.id, type), type).toHaveLength(1));
    }
    expect(ofQuest(quest.id, 'participant.started')[0]?.json.data).toMatchObject({
      participant: { id: person.user.id, username: person.user.username },
    });
  });

  it('tells each period of a daily quest as its own event: started, completed and claimed again the next day', async () => {
    const { owner, quest, publish } = await brandWithWebhook([
      'participant.started',
      'participant.completed',
      'reward.claimed',
    ]);
    const daily = await api(questsApi.update, {
      params: { id: quest.id },
      headers: owner.headers,
      body: formOf({ recurrence: 'DAILY' }),
    });
    expect(daily.json().recurrence).toBe('DAILY');
    await publish();
    const person = await buildUser(t.app);
    const today = Date.now();
    try {
      for (const day of [0, 1]) {
        t.app.ctx.clock.now = () => new Date(today + day * 86_400_000);
        const started = await api(participationApi.start, { params: { id: quest.id }, headers: person.headers });
        expect(started.statusCode, started.body).toBe(200);
        await verifyConditionOf(quest.id, person.user.id);
        const completed = await api(participationApi.complete, { params: { id: quest.id }, headers: person.headers });
        expect(completed.json().status, completed.body).toBe('COMPLETED');
        const claimed = await api(participationApi.claim, { params: { id: quest.id }, headers: person.headers });
        expect(claimed.statusCode, claimed.body).toBe(200);
      }
    } finally {
      t.app.ctx.clock.now = () => new Date();
    }
    for (const type of ['participant.started', 'participant.completed', 'reward.claimed']) {
      const hits = await waitFor(() => {
        const found = ofQuest(quest.id, type);
        expect(found, type).toHaveLength(2);
        return found;
      });
      expect(new Set(hits.map((h) => h.json.id)).size, type).toBe(2);
    }
  });

  it('tells submission.pending when a task result waits for review, and submission.decided when the owner decides', async () => {
    const { owner, quest, publish } = await brandWithWebhook(['submission.pending', 'submission.decided']);
    const task = await api(tasksApi.create, {
      headers: owner.headers,
      body: { questId: quest.id, title: 'Share a link', resultType: 'LINK' },
    });
    expect(task.statusCode, task.body).toBe(200);
    await publish();
    const person = await buildUser(t.app, { type: 'INFLUENCER' });
    expect((await api(participationApi.start, { params: { id: quest.id }, headers: person.headers })).statusCode).toBe(
      200,
    );
    const sent = await api(participationApi.taskVerify, {
      headers: person.headers,
      body: { taskId: task.json().id, result: 'https://example.com/post' },
    });
    expect(sent.json().status).toBe('PENDING');
    await waitFor(() => expect(ofQuest(quest.id, 'submission.pending')).toHaveLength(1));
    expect(ofQuest(quest.id, 'submission.pending')[0]?.json.data).toMatchObject({
      submission: { kind: 'TASK', task: 'Share a link' },
    });

    const [waiting] = (await api(participationApi.reviews, { headers: owner.headers, params: { id: quest.id } })).json()
      .items;
    const decided = await api(participationApi.decide, {
      headers: owner.headers,
      body: { kind: 'TASK', id: waiting?.id ?? '', approve: false, note: 'Not your post' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await waitFor(() => expect(ofQuest(quest.id, 'submission.decided')).toHaveLength(1));
    expect(ofQuest(quest.id, 'submission.decided')[0]?.json.data).toMatchObject({
      participant: { id: person.user.id, username: person.user.username },
      kind: 'TASK',
      approved: false,
    });
  });

  it('tells invite.accepted when an invited influencer accepts', async () => {
    const { owner, quest, publish } = await brandWithWebhook(['invite.accepted']);
    await publish();
    const influencer = await buildUser(t.app, { type: 'INFLUENCER' });
    const invited = await api(invitesApi.invite, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { userId: influencer.user.id, message: 'Join us' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const accepted = await api(invitesApi.accept, { params: { id: quest.id }, headers: influencer.headers });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await waitFor(() => expect(ofQuest(quest.id, 'invite.accepted')).toHaveLength(1));
    expect(ofQuest(quest.id, 'invite.accepted')[0]?.json.data).toMatchObject({
      participant: { id: influencer.user.id },
    });
  });

  it('tells deposit.credited once to each brand of the owner that asked, when a chain deposit is credited', async () => {
    const { owner, brand, secret } = await brandWithWebhook(['deposit.credited']);
    const second = await buildBrand(t.app, { owner });
    const deaf = await buildBrand(t.app, { owner });
    for (const [of, events] of [
      [second.brand.id, ['deposit.credited']],
      [deaf.brand.id, ['reward.claimed']],
    ] as const) {
      const made = await api(webhooksApi.create, {
        params: { id: of },
        headers: owner.headers,
        body: { url: receiver.url, events: [...events] },
      });
      expect(made.statusCode, made.body).toBe(200);
    }
    const [deposit] = await t.app.ctx.db
      .insert(chainDeposits)
      .values({
        chainId: 31337,
        txHash: `0x${randomUUID().replaceAll('-', '')}`,
        logIndex: 0,
        asset: 'TOKEN',
        fromAddress: '0x00000000000000000000000000000000000000aa',
        toAddress: '0x00000000000000000000000000000000000000bb',
        amount: parseTokens('40'),
        blockNumber: 1,
        blockHash: '0x01',
        // From an address nobody proved: the operator gives it to the owner (the watcher credits a matched one alike).
        status: 'UNMATCHED',
      })
      .returning();
    if (!deposit) throw new Error('no deposit row');
    const bus = webhookBus();
    expect(await assignDeposit(t.app.ctx.db, deposit.id, owner.user.id, bus)).toBe(true);
    // Credited already: nothing moves and nothing is told again.
    expect(await assignDeposit(t.app.ctx.db, deposit.id, owner.user.id, bus)).toBe(false);
    const told = () =>
      receiver.ofType('deposit.credited').filter((r) => (r.json.data.deposit as { id: string }).id === deposit.id);
    await waitFor(() => expect(told()).toHaveLength(2));
    expect(
      told()
        .map((r) => r.json.brandId)
        .sort(),
    ).toEqual([brand.id, second.brand.id].sort());
    const mine = told().find((r) => r.json.brandId === brand.id);
    expect(mine?.json).toMatchObject({
      id: eventIdOf('deposit.credited', deposit.id),
      data: {
        deposit: { id: deposit.id, chainId: 31337, txHash: deposit.txHash, asset: 'TOKEN', amount: '40' },
        owner: { id: owner.user.id },
      },
    });
    expect(verifySignature(mine?.headers['questboard-signature'], mine?.body ?? '', secret)).toBe(true);
  });

  it('signs with both secrets while a rotated secret overlaps, and redelivers by hand with the same event id', async () => {
    const { owner, brand, webhook, secret } = await brandWithWebhook(['quest.published']);
    const rotated = await api(webhooksApi.rotateSecret, {
      params: { id: brand.id, webhookId: webhook.id },
      headers: owner.headers,
      body: { graceSeconds: 3600 },
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret;
    const sent = await api(webhooksApi.test, {
      params: { id: brand.id, webhookId: webhook.id },
      headers: owner.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const ofEvent = (id: string) => receiver.received.filter((r) => r.json.id === id);
    const [hit] = await waitFor(() => {
      const hits = ofEvent(sent.json().eventId);
      expect(hits).toHaveLength(1);
      return hits;
    });
    const header = String(hit?.headers['questboard-signature']);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verifySignature(header, hit?.body ?? '', fresh)).toBe(true);
    expect(verifySignature(header, hit?.body ?? '', secret)).toBe(true);

    await waitFor(async () => {
      const page = await api(webhooksApi.deliveries, {
        params: { id: brand.id, webhookId: webhook.id },
        headers: owner.headers,
      });
      expect(page.json().items[0]?.status).toBe('DELIVERED');
    });
    const again = await api(webhooksApi.redeliver, {
      params: { id: brand.id, webhookId: webhook.id, deliveryId: sent.json().id },
      headers: owner.headers,
    });
    expect(again.statusCode, again.body).toBe(200);
    await waitFor(() => expect(ofEvent(sent.json().eventId)).toHaveLength(2));
  });

  it('turns off an endpoint whose delivery failed every try, tells the owner, and sends again by hand once turned on', async () => {
    const { owner, brand, quest, webhook, publish } = await brandWithWebhook(['quest.published']);
    receiver.answer(500, 500, 500);
    await publish();
    await waitFor(async () => {
      const listed = await api(webhooksApi.list, { params: { id: brand.id }, headers: owner.headers });
      expect(listed.json()[0]?.enabled).toBe(false);
    });
    expect(ofQuest(quest.id, 'quest.published')).toHaveLength(3);
    const bell = await api(notificationsApi.list, { headers: owner.headers });
    expect(bell.json().items[0]).toMatchObject({
      type: 'WEBHOOK_DISABLED',
      title: 'A webhook was turned off',
      link: `/brands-dashboard/brands/${brand.id}/developers`,
    });
    const log = await api(webhooksApi.deliveries, {
      params: { id: brand.id, webhookId: webhook.id },
      headers: owner.headers,
    });
    expect(log.json().items[0]).toMatchObject({ status: 'FAILED', attempts: 3 });

    const on = await api(webhooksApi.update, {
      params: { id: brand.id, webhookId: webhook.id },
      headers: owner.headers,
      body: { enabled: true },
    });
    expect(on.json().enabled).toBe(true);
    const again = await api(webhooksApi.redeliver, {
      params: { id: brand.id, webhookId: webhook.id, deliveryId: log.json().items[0]?.id ?? '' },
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(200);
    await waitFor(() => expect(ofQuest(quest.id, 'quest.published')).toHaveLength(4));
  });

  it('tries a failing delivery again until its window closes (the last try at its end), then fails it and turns the endpoint off', async () => {
    const { owner, brand, webhook } = await brandWithWebhook(['quest.published']);
    const eventId = randomUUID();
    const [row] = await t.app.ctx.db
      .insert(webhookDeliveries)
      .values({
        endpointId: webhook.id,
        eventId,
        eventType: 'quest.published',
        body: JSON.stringify({ id: eventId, type: 'quest.published', createdAt: '', brandId: brand.id, data: {} }),
      })
      .returning();
    const later: number[] = [];
    // A window of 4 s, retries from 1 s, no retry limit to speak of: time alone ends the round.
    const config = { ...t.app.ctx.config.webhooks, retryLimit: 100, retryDelaySeconds: 1, retryWindowSeconds: 4 };
    const deliverer = new WebhookDeliverer(
      t.app.ctx.db,
      new TokenCipher(t.app.ctx.config.social.tokenKey),
      config,
      async (_id, seconds) => {
        later.push(seconds);
      },
    );
    const id = row?.id ?? '';
    receiver.answer(500, 500, 500); // its three tries below
    await deliverer.deliver(id);
    const [first] = await t.app.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1 });
    const windowEnd = first?.retryUntil?.getTime() ?? 0;
    expect(windowEnd - (first?.lastAttemptAt?.getTime() ?? 0)).toBe(4000);
    // Its next try is asked for in 1–2 s (the first wait, with its jitter), never past the window's end.
    expect(later[0]).toBeGreaterThanOrEqual(1);
    expect(later[0]).toBeLessThanOrEqual(2);
    // Tries go on while the window is open…
    await deliverer.deliver(id);
    expect((await t.app.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]).toMatchObject({
      status: 'PENDING',
      attempts: 2,
    });
    expect(later[1]).toBeLessThanOrEqual((windowEnd - Date.now()) / 1000 + 0.01);
    // …and the first failing one at or after its end fails the delivery and turns the endpoint off.
    await vi.waitUntil(() => Date.now() >= windowEnd, { timeout: 10_000, interval: 50 });
    await deliverer.deliver(id);
    const [last] = await t.app.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(last).toMatchObject({ status: 'FAILED', attempts: 3 });
    expect(later).toHaveLength(2);
    const listed = await api(webhooksApi.list, { params: { id: brand.id }, headers: owner.headers });
    expect(listed.json()[0]?.enabled).toBe(false);
  });

  it('waits twice as long before each retry (×1–2), at most an hour, never past the window', () => {
    const config = { ...t.app.ctx.config.webhooks, retryDelaySeconds: 30 };
    expect(retryWait(config, 1, 86_400, 0)).toBe(30);
    expect(retryWait(config, 2, 86_400, 0.5)).toBe(90);
    expect(retryWait(config, 8, 86_400, 0)).toBe(3600);
    expect(retryWait(config, 3, 10, 0)).toBe(10);
    // A day of them from 30 s: about 30 tries, the last at the window's end.
    let left = 86_400;
    let tries = 1;
    while (left > 0) {
      left -= retryWait(config, tries, left, 0.5);
      tries += 1;
    }
    expect(tries).toBeGreaterThan(20);
    expect(tries).toBeLessThan(40);
  });

  it('stores reward.claimed in the paying transaction: kept if the instance dies after the commit, gone if it rolls back', async () => {
    const { quest, webhook } = await brandWithWebhook(['reward.claimed']);
    const person = await buildUser(t.app);
    // What a claim records in its transaction.
    const events = webhookBus();
    const paid = (participationId: string) => [
      {
        userId: person.user.id,
        participationId,
        questId: quest.id,
        questTitle: quest.title,
        questSlug: quest.slug,
        amount: parseTokens('5'),
        referralBonus: 0n,
      },
    ];
    const stored = () =>
      t.app.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id));

    const rolledBack = new Error('the payment failed after the event was recorded');
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await events.record(tx, 'rewards.paid', paid(randomUUID()));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await stored()).toHaveLength(0);

    // Committed, then the instance dies before anything after the commit runs (what `record` answered is never called).
    await t.app.ctx.db.transaction((tx) => events.record(tx, 'rewards.paid', paid(randomUUID())));
    const [delivery] = await stored();
    expect(delivery).toMatchObject({ eventType: 'reward.claimed', status: 'PENDING' });
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      type: 'reward.claimed',
      data: { quest: { id: quest.id }, participant: { id: person.user.id }, amount: '5' },
    });
    // The sweep sends what was stored and never queued.
    await t.app.ctx.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(webhookDeliveries.endpointId, webhook.id));
    await sweepOrphanDeliveries(t.app.ctx.db, new WebhookOutbox(t.app.ctx.db, t.app.services.jobs));
    await waitFor(() => expect(ofQuest(quest.id, 'reward.claimed')).toHaveLength(1));
  });

  it('stores submission.pending in the transaction that stores the submission', async () => {
    const { owner, quest, webhook } = await brandWithWebhook(['submission.pending']);
    const events = webhookBus();
    const waiting = { questId: quest.id, ownerId: owner.user.id, what: { task: 'Share a link' } };
    // Committed, and nothing after the commit ran.
    await t.app.ctx.db.transaction((tx) => events.record(tx, 'submission.waiting', waiting));
    const stored = await t.app.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]?.body ?? '{}')).toMatchObject({
      type: 'submission.pending',
      data: { quest: { id: quest.id }, submission: { kind: 'TASK', task: 'Share a link' } },
    });
  });

  type WithWebhook = Awaited<ReturnType<typeof brandWithWebhook>>;
  /** The five events whose publisher changes something through the API: what it takes, the change, its event id. */
  const publishedChanges: Array<{
    type: WebhookEvent & DomainEventName;
    /** Everything the change needs; answers who makes it. */
    before(w: WithWebhook): Promise<BuiltUser>;
    change(w: WithWebhook, who: BuiltUser): Promise<{ statusCode: number; body: string }>;
    /** The event's id: derived from what happens once, so a retried change never tells it twice. */
    eventId(w: WithWebhook, who: BuiltUser): Promise<string>;
  }> = [
    {
      type: 'quest.published',
      before: async (w) => w.owner,
      change: (w, owner) =>
        api(questFundsApi.publish, { params: { id: w.quest.id }, headers: owner.headers, body: { amount: '50' } }),
      eventId: async (w) => eventIdOf('quest.published', w.quest.id),
    },
    {
      type: 'quest.ended',
      before: async (w) => {
        await w.publish();
        return w.owner;
      },
      change: (w, owner) => api(questFundsApi.end, { params: { id: w.quest.id }, headers: owner.headers }),
      eventId: async (w) => eventIdOf('quest.ended', w.quest.id),
    },
    {
      type: 'participant.started',
      before: async (w) => {
        await w.publish();
        return buildUser(t.app);
      },
      change: (w, person) => api(participationApi.start, { params: { id: w.quest.id }, headers: person.headers }),
      eventId: async (w, person) => eventIdOf('participant.started', await participationOf(w.quest.id, person)),
    },
    {
      type: 'participant.completed',
      before: async (w) => {
        await w.publish();
        const person = await buildUser(t.app);
        const started = await api(participationApi.start, { params: { id: w.quest.id }, headers: person.headers });
        expect(started.statusCode, started.body).toBe(200);
        await verifyConditionOf(w.quest.id, person.user.id);
        return person;
      },
      change: (w, person) => api(participationApi.complete, { params: { id: w.quest.id }, headers: person.headers }),
      eventId: async (w, person) => eventIdOf('participant.completed', await participationOf(w.quest.id, person)),
    },
    {
      type: 'invite.accepted',
      before: async (w) => {
        await w.publish();
        const influencer = await buildUser(t.app, { type: 'INFLUENCER' });
        const invited = await api(invitesApi.invite, {
          params: { id: w.quest.id },
          headers: w.owner.headers,
          body: { userId: influencer.user.id, message: 'Join us' },
        });
        expect(invited.statusCode, invited.body).toBe(200);
        return influencer;
      },
      change: (w, influencer) => api(invitesApi.accept, { params: { id: w.quest.id }, headers: influencer.headers }),
      eventId: async (w, influencer) => eventIdOf('invite.accepted', w.quest.id, influencer.user.id),
    },
  ];

  it.each(publishedChanges)(
    'stores $type in the transaction that makes the change: gone if it rolls back, kept and swept if the instance dies after the commit',
    async ({ type, before, change, eventId }) => {
      const w = await brandWithWebhook([type]);
      const who = await before(w);
      const deliveries = async () => {
        const log = await api(webhooksApi.deliveries, {
          params: { id: w.brand.id, webhookId: w.webhook.id },
          headers: w.owner.headers,
        });
        expect(log.statusCode, log.body).toBe(200);
        return log.json().items;
      };

      const failed = await whileRecording(type, 'rolls back', () => change(w, who));
      expect(failed.statusCode, failed.body).toBe(500);
      expect(await deliveries()).toEqual([]);

      // The same change again commits; the instance dies before anything after the commit runs.
      const changed = await whileRecording(type, 'dies after the commit', () => change(w, who));
      expect(changed.statusCode, changed.body).toBe(200);
      const id = await eventId(w, who);
      expect(await deliveries()).toEqual([
        expect.objectContaining({ eventId: id, eventType: type, status: 'PENDING', attempts: 0 }),
      ]);
      // The sweep sends what was stored and never queued, once the delivery is old enough to count as lost.
      await t.app.ctx.db
        .update(webhookDeliveries)
        .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(webhookDeliveries.endpointId, w.webhook.id));
      await sweepOrphanDeliveries(t.app.ctx.db, new WebhookOutbox(t.app.ctx.db, t.app.services.jobs));
      await waitFor(async () => expect((await deliveries())[0]?.status).toBe('DELIVERED'));
      const hits = receiver.received.filter((r) => r.json.id === id);
      expect(hits).toHaveLength(1);
      expect(hits[0]?.json).toMatchObject({ type, brandId: w.brand.id, data: { quest: { id: w.quest.id } } });
      if (who !== w.owner) {
        expect(hits[0]?.json.data).toMatchObject({
          participant: { id: who.user.id, username: who.user.username },
        });
      }
    },
  );

  it('sends a stored delivery whose job was lost (a crash between the two writes) when the sweep runs', async () => {
    const { brand, webhook } = await brandWithWebhook(['quest.published']);
    const eventId = randomUUID();
    const body = JSON.stringify({ id: eventId, type: 'quest.published', createdAt: '', brandId: brand.id, data: {} });
    await t.app.ctx.db.insert(webhookDeliveries).values({
      endpointId: webhook.id,
      eventId,
      eventType: 'quest.published',
      body,
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    const outbox = new WebhookOutbox(t.app.ctx.db, t.app.services.jobs);
    expect(await sweepOrphanDeliveries(t.app.ctx.db, outbox)).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(receiver.received.filter((r) => r.json.id === eventId)).toHaveLength(1));
  });

  it('delivers an event published twice (at once, and again later) once, with one id', async () => {
    const { brand, owner, webhook } = await brandWithWebhook(['quest.published']);
    const outbox = new WebhookOutbox(t.app.ctx.db, t.app.services.jobs);
    const eventId = randomUUID();
    const publishIt = () => outbox.queue([webhook.id], brand.id, 'quest.published', { n: 1 }, eventId);
    const made = await Promise.all([publishIt(), publishIt()]);
    expect(made.flat()).toHaveLength(1);
    const delivery = made.flat()[0];
    await waitFor(() => expect(receiver.received.filter((r) => r.json.id === eventId)).toHaveLength(1));
    expect(await publishIt()).toEqual([]);
    // Its job sent again at once from two places (the sweep, another instance) after it was delivered.
    await Promise.all([outbox.send(delivery?.id ?? ''), outbox.send(delivery?.id ?? '')]);
    // What is sent after it arrives after it: had a second delivery been made, it would be here by now.
    const later = randomUUID();
    await outbox.queue([webhook.id], brand.id, 'quest.published', {}, later);
    await waitFor(() => expect(receiver.received.filter((r) => r.json.id === later)).toHaveLength(1));
    const hits = receiver.received.filter((r) => r.json.id === eventId);
    expect(hits).toHaveLength(1);
    expect(hits[0]?.headers['questboard-delivery']).toBe(delivery?.id);
    const log = await api(webhooksApi.deliveries, {
      params: { id: brand.id, webhookId: webhook.id },
      headers: owner.headers,
    });
    expect(log.json().items.find((d) => d.eventId === eventId)).toMatchObject({ status: 'DELIVERED', attempts: 1 });
  });

  it('sends a delivery once when two runs of its job try it at the same moment (the claim)', async () => {
    const { brand } = await brandWithWebhook(['quest.published']);
    const eventId = randomUUID();
    const [row] = await t.app.ctx.db
      .insert(webhookDeliveries)
      .values({
        endpointId: (
          await t.app.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.brandId, brand.id))
        )[0]?.id as string,
        eventId,
        eventType: 'quest.published',
        body: JSON.stringify({ id: eventId, type: 'quest.published', createdAt: '', brandId: brand.id, data: {} }),
      })
      .returning();
    const deliverer = new WebhookDeliverer(
      t.app.ctx.db,
      new TokenCipher(t.app.ctx.config.social.tokenKey),
      t.app.ctx.config.webhooks,
      async () => undefined,
    );
    const runs = await Promise.allSettled([1, 2, 3].map(() => deliverer.deliver(row?.id ?? '')));
    expect(receiver.received.filter((r) => r.json.id === eventId)).toHaveLength(1);
    // The others found it taken: their jobs would try again later, and find it delivered.
    expect(runs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(runs.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual([
      expect.any(DeliveryBusy),
      expect.any(DeliveryBusy),
    ]);
    expect(await deliverer.deliver(row?.id ?? '')).toBeUndefined();
    const [after] = await t.app.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, row?.id ?? ''));
    expect(after).toMatchObject({ status: 'DELIVERED', attempts: 1, claimedBy: null });
  });

  it("lets only the brand's owner manage its webhooks and refuses bad input with 400", async () => {
    const { brand, owner, webhook } = await brandWithWebhook(['quest.published']);
    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    const listed = await api(webhooksApi.list, { params: { id: brand.id }, headers: stranger.headers });
    expect(listed.statusCode).toBe(403);
    const log = await api(webhooksApi.deliveries, {
      params: { id: brand.id, webhookId: webhook.id },
      headers: stranger.headers,
    });
    expect(log.statusCode).toBe(403);
    const noEvents = await api(webhooksApi.create, {
      params: { id: brand.id },
      headers: owner.headers,
      body: { url: receiver.url, events: [] },
    });
    expect(noEvents.statusCode).toBe(400);
    const ftp = await api(webhooksApi.create, {
      params: { id: brand.id },
      headers: owner.headers,
      body: { url: 'ftp://example.com/x', events: ['quest.published'] },
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json<ErrorBody>().code).toBe('WEBHOOK_URL_REFUSED');
  });
});

describe('webhook URLs without the development flag (SSRF guard)', () => {
  it('refuses loopback, private, link-local and local-name URLs with 400', async () => {
    const strict = await createTestApp();
    try {
      const { owner, brand } = await buildBrand(strict.app);
      for (const url of [
        'http://127.0.0.1:8080/hooks',
        'http://10.1.2.3/hooks',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/hooks',
        'http://[::ffff:127.0.0.1]/hooks',
        'http://localhost:3000/hooks',
      ]) {
        const made = await apiOf(strict.app)(webhooksApi.create, {
          params: { id: brand.id },
          headers: owner.headers,
          body: { url, events: ['quest.published'] },
        });
        expect(made.statusCode, url).toBe(400);
        expect(made.json<ErrorBody>().code).toBe('WEBHOOK_URL_REFUSED');
      }
      const fine = await apiOf(strict.app)(webhooksApi.create, {
        params: { id: brand.id },
        headers: owner.headers,
        body: { url: 'https://hooks.example.com/questboard', events: ['quest.published'] },
      });
      expect(fine.statusCode, fine.body).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
