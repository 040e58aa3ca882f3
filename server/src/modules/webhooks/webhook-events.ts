import { formatTokens } from '@questboard/contract/money';
import type { WebhookEvent } from '@questboard/contract/webhooks';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { quests } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { webhookEndpoints } from '../../db/schema/webhooks';
import type { DomainEvents } from '../../events/domain-event-bus';
import { eventIdOf, type WebhookOutbox, wantsEvent } from './webhook-outbox';

interface QuestRef {
  id: string;
  slug: string;
  title: string | null;
  brandId: string;
}

/** A quest with the endpoints of its brand that asked for one event type. */
interface QuestWithEndpoints extends QuestRef {
  endpointIds: string[];
}

/**
 * The brand-facing events, from the modules' domain events, each stored inside the transaction that makes the change:
 * quest.published and quest.ended (a quest published or ended by its owner), participant.started and
 * participant.completed (a participation started or completed by its complete call), invite.accepted, reward.claimed
 * (rewards.paid), submission.pending (submission.waiting), submission.decided (reviews.decided) and deposit.credited
 * (a chain deposit credited to a brand's owner: told to each of the owner's brands that asked). A delivery is
 * stored if and only if the change stood, even if the instance dies right after the commit (the sweep sends a stored
 * delivery whose job never was); its job is sent once the change committed, and a failure to send it is logged and
 * never undoes the change.
 */
export function publishWebhookEvents(
  events: DomainEvents,
  outbox: WebhookOutbox,
  log: { error(obj: object, message: string): void },
): void {
  /** The quests whose brand has an endpoint that asked for `type`, with those endpoints: one query, often empty. */
  const questsWanting = async (executor: Executor, ids: string[], type: WebhookEvent) => {
    const rows = await executor
      .select({
        id: quests.id,
        slug: quests.slug,
        title: quests.title,
        brandId: quests.brandId,
        endpointId: webhookEndpoints.id,
      })
      .from(quests)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.brandId, quests.brandId))
      .where(and(inArray(quests.id, [...new Set(ids)]), wantsEvent(type)));
    const byId = new Map<string, QuestWithEndpoints>();
    for (const { endpointId, ...quest } of rows) {
      const known = byId.get(quest.id) ?? { ...quest, endpointIds: [] };
      known.endpointIds.push(endpointId);
      byId.set(quest.id, known);
    }
    return byId;
  };
  const usernames = async (executor: Executor, ids: string[]) => {
    if (ids.length === 0) return new Map<string, string | null>();
    const rows = await executor
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((u) => [u.id, u.username]));
  };
  const questOf = (q: QuestRef) => ({ id: q.id, slug: q.slug, title: q.title });
  /** Sends the jobs of deliveries stored in a transaction that committed; one that fails waits for the sweep. */
  const sendStored = (deliveryIds: string[]) => () => {
    if (deliveryIds.length === 0) return;
    void Promise.all(deliveryIds.map((id) => outbox.send(id))).catch((err: unknown) =>
      log.error({ err }, 'webhook delivery jobs not sent; the sweep sends them'),
    );
  };

  /**
   * In the change's own transaction: stores `type` for each item (a quest published, a participant's reward, a
   * decision) whose quest's brand has an endpoint that wants it, and answers what sends their jobs once it committed.
   * An item with a `userId` names its participant. `eventId`: the id of an event that happens once (see `eventIdOf`),
   * the same however many times it is stored, so a retried change never tells it twice.
   */
  const storeInTransaction = async <T extends { questId: string; userId?: string }>(
    tx: Tx,
    items: T[],
    type: WebhookEvent,
    how: { data?: (item: T) => object; eventId?: (item: T) => string } = {},
  ) => {
    if (items.length === 0) return undefined;
    const wanting = await questsWanting(
      tx,
      items.map((item) => item.questId),
      type,
    );
    const told = items.flatMap((item) => {
      const quest = wanting.get(item.questId);
      return quest ? [{ item, quest }] : [];
    });
    if (told.length === 0) return undefined;
    const names = await usernames(
      tx,
      told.flatMap(({ item }) => (item.userId === undefined ? [] : [item.userId])),
    );
    const stored: string[] = [];
    for (const { item, quest } of told) {
      const participant =
        item.userId === undefined ? {} : { participant: { id: item.userId, username: names.get(item.userId) ?? null } };
      const data = { quest: questOf(quest), ...participant, ...how.data?.(item) };
      const rows = await outbox.store(tx, quest.endpointIds, quest.brandId, type, data, how.eventId?.(item));
      stored.push(...rows.map((row) => row.id));
    }
    return sendStored(stored);
  };

  // A quest is published once and ended once.
  for (const name of ['quest.published', 'quest.ended'] as const) {
    events.inTransaction(name, (tx, quest) =>
      storeInTransaction(tx, [quest], name, { eventId: ({ questId }) => eventIdOf(name, questId) }),
    );
  }

  // A participation is one period of a quest: a daily quest's participant starts, completes and claims each day.
  for (const name of ['participant.started', 'participant.completed'] as const) {
    events.inTransaction(name, (tx, participation) =>
      storeInTransaction(tx, [participation], name, {
        eventId: ({ participationId }) => eventIdOf(name, participationId),
      }),
    );
  }

  // An invitation is answered once (a pending one only).
  events.inTransaction('invite.accepted', (tx, accepted) =>
    storeInTransaction(tx, [accepted], 'invite.accepted', {
      eventId: ({ questId, userId }) => eventIdOf('invite.accepted', questId, userId),
    }),
  );

  events.inTransaction('rewards.paid', (tx, paid) =>
    storeInTransaction(tx, paid, 'reward.claimed', {
      data: (reward) => ({ amount: formatTokens(reward.amount) }),
      eventId: (reward) => eventIdOf('reward.claimed', reward.participationId),
    }),
  );

  events.inTransaction('submission.waiting', (tx, waiting) =>
    storeInTransaction(tx, [{ questId: waiting.questId }], 'submission.pending', {
      data: () => ({
        submission:
          'task' in waiting.what
            ? { kind: 'TASK', task: waiting.what.task }
            : { kind: 'CONDITION', condition: waiting.what.condition },
      }),
    }),
  );

  events.inTransaction('reviews.decided', (tx, decided) =>
    storeInTransaction(tx, decided, 'submission.decided', {
      data: (decision) => ({ kind: decision.kind, approved: decision.approved }),
    }),
  );

  // A deposit is its owner's, not a quest's: each brand of the owner with an endpoint that asked hears it, once.
  events.inTransaction('deposit.credited', async (tx, deposit) => {
    const rows = await tx
      .select({ brandId: brands.id, endpointId: webhookEndpoints.id })
      .from(brands)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.brandId, brands.id))
      .where(and(eq(brands.ownerId, deposit.userId), wantsEvent('deposit.credited')));
    const byBrand = new Map<string, string[]>();
    for (const { brandId, endpointId } of rows) byBrand.set(brandId, [...(byBrand.get(brandId) ?? []), endpointId]);
    const data = {
      deposit: {
        id: deposit.depositId,
        chainId: deposit.chainId,
        txHash: deposit.txHash,
        logIndex: deposit.logIndex,
        asset: deposit.asset,
        amount: formatTokens(deposit.amount),
      },
      owner: { id: deposit.userId },
    };
    const stored: string[] = [];
    for (const [brandId, endpointIds] of byBrand) {
      const made = await outbox.store(
        tx,
        endpointIds,
        brandId,
        'deposit.credited',
        data,
        eventIdOf('deposit.credited', deposit.depositId),
      );
      stored.push(...made.map((row) => row.id));
    }
    return sendStored(stored);
  });
}
