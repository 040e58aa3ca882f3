import { parseTokens } from '@questboard/contract/money';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { webhooksApi } from '@questboard/contract/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { apiOf } from '../../../../test/helpers/api';
import { crashHarness, exited } from '../../../../test/helpers/crash-harness';
import { startWebhookReceiver } from '../../../../test/helpers/webhook-receiver';
import { creditUser } from '../ledger/credits';

// kill -9 of the instance sending a webhook while the receiver holds its request, then a restart (embedded PGlite:
// the same data folder) or another instance (PostgreSQL): the delivery is made again, once, with the same ids.
// On PostgreSQL, a database of its own: in the shared test database any other job worker alive (one whose settings
// refuse private addresses) may take the delivery's job, and its refusals counted as tries.
const harness = crashHarness('webhooks-crash', {
  ownDatabase: true,
  settings: {
    WEBHOOK_ALLOW_PRIVATE_URLS: 'on',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
    WEBHOOK_RETRY_LIMIT: '8',
    // Long enough that the first instance never gives up on the held request before it is killed, on a busy machine;
    // its claim on the delivery (the timeout and 5 s) runs out before the restarted instance's job gives up.
    WEBHOOK_TIMEOUT_SECONDS: '10',
  },
});
const { withApp } = harness;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(() => harness.setUp());
afterAll(async () => {
  await receiver?.close();
  await harness.tearDown();
});

describe('a webhook delivery through a crash', () => {
  it('is sent again once, same event and delivery ids, after the sender is killed mid-delivery', async () => {
    receiver = await startWebhookReceiver();
    // The event is committed and its delivery queued by an instance that does not work jobs.
    const { owner, brand, webhook } = await withApp(async (app) => {
      const api = apiOf(app);
      const { owner, brand } = await buildBrand(app);
      await creditUser(app.ctx.db, { userId: owner.user.id, amount: parseTokens('1000'), reason: 'test' });
      const quest = await buildQuest(app, brand, { status: 'DRAFT', reward: '5' });
      await buildCondition(app, quest);
      const made = await api(webhooksApi.create, {
        params: { id: brand.id },
        headers: owner.headers,
        body: { url: receiver.url, events: ['quest.published'] },
      });
      expect(made.statusCode, made.body).toBe(200);
      const published = await api(questFundsApi.publish, {
        params: { id: quest.id },
        headers: owner.headers,
        body: { amount: '50' },
      });
      expect(published.statusCode, published.body).toBe(200);
      return { owner, brand, webhook: made.json().webhook };
    });
    expect(receiver.received).toHaveLength(0);

    const arrived = receiver.holdNext();
    const first = harness.start({ workJobs: true });
    await arrived;
    // On PostgreSQL another instance is already up when the sender dies; embedded, the same folder is restarted.
    const other = process.env.TEST_DATABASE_URL ? harness.start({ workJobs: true }) : undefined;
    await other?.url;
    first.child.kill('SIGKILL');
    await exited(first.child);
    const second = other ?? harness.start({ workJobs: true });
    const secondUrl = await second.url;
    try {
      const deliveries = async () => {
        const log = await fetch(`${secondUrl}/api/v1/brands/${brand.id}/webhooks/${webhook.id}/deliveries`, {
          headers: owner.headers,
        });
        expect(log.status).toBe(200);
        return ((await log.json()) as { items: Array<{ status: string; attempts: number }> }).items;
      };
      await expect
        .poll(async () => (await deliveries())[0]?.status, { timeout: 90_000, interval: 250 })
        .toBe('DELIVERED');
      // The cut-off request and the one answered: the same event and delivery; exactly one answered after the crash.
      expect(receiver.received).toHaveLength(2);
      const [cut, answered] = receiver.received;
      expect(answered?.json.id).toBe(cut?.json.id);
      expect(answered?.headers['questboard-delivery']).toBe(cut?.headers['questboard-delivery']);
      expect(answered?.json.type).toBe('quest.published');
      expect((await deliveries())[0]).toMatchObject({ status: 'DELIVERED', attempts: 1 });
    } finally {
      await second.stop();
    }
  }, 240_000);
});
