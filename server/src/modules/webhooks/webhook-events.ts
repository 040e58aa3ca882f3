import { formatTokens } from '@questboard/contract/money';
import type { WebhookEvent } from '@questboard/contract/webhooks';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor, Tx } from '../../db/executor';
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
 * The brand-facing events, from the modules' domain events: quest.published, quest.ended, participant.started,
 * participant.completed and invite.accepted after their commit; reward.claimed (rewards.paid), submission.pending
 * (submission.waiting) and submission.decided (reviews.decided) inside the transaction that pays, submits or
 * decides, so a delivery is stored if and only if the change stood, even if the instance dies right after the
 * commit (the sweep sends a stored delivery whose job never was). A failure after the commit is logged and never
 * undoes the change.
 */
export function publishWebhookEvents(
  events: DomainEvents,
  db: Database,
  outbox: WebhookOutbox,
  log: { error(obj: object, message: string): void },
): void {
  const questsById = async (ids: string[]) => {
    const rows = await db
      .select({ id: quests.id, slug: quests.slug, title: quests.title, brandId: quests.brandId })
      .from(quests)
      .where(inArray(quests.id, [...new Set(ids)]));
    return new Map<string, QuestRef>(rows.map((q) => [q.id, q]));
  };
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
    const rows = await executor
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((u) => [u.id, u.username]));
  };
  const questOf = (q: QuestRef) => ({ id: q.id, slug: q.slug, title: q.title });
  // `once`: what makes an event that happens once unique, for an event id that is the same if it is published again.
  // A participation is one period of a quest: a daily quest's participant starts, completes and claims each day.
  const publish = (quest: QuestRef | undefined, type: WebhookEvent, data: object, once?: string[]) =>
    quest
      ? outbox.publish(quest.brandId, type, { quest: questOf(quest), ...data }, once && eventIdOf(type, ...once))
      : undefined;
  /** Sends the jobs of deliveries stored in a transaction that committed; one that fails waits for the sweep. */
  const sendStored = (deliveryIds: string[]) => () => {
    if (deliveryIds.length === 0) return;
    void Promise.all(deliveryIds.map((id) => outbox.send(id))).catch((err: unknown) =>
      log.error({ err }, 'webhook delivery jobs not sent; the sweep sends them'),
    );
  };

  /**
   * In the change's own transaction: stores `type` for each item (a participant's reward, a decision) whose quest's
   * brand has an endpoint that wants it, and answers what sends their jobs once it committed.
   */
  const storeInTransaction = async <T extends { questId: string; userId: string }>(
    tx: Tx,
    items: T[],
    type: WebhookEvent,
    dataOf: (item: T) => object,
    idOf?: (item: T) => string,
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
      told.map(({ item }) => item.userId),
    );
    const stored: string[] = [];
    for (const { item, quest } of told) {
      const participant = { id: item.userId, username: names.get(item.userId) ?? null };
      const data = { quest: questOf(quest), participant, ...dataOf(item) };
      const rows = await outbox.store(tx, quest.endpointIds, quest.brandId, type, data, idOf?.(item));
      stored.push(...rows.map((row) => row.id));
    }
    return sendStored(stored);
  };

  events.afterCommit('quest.published', async ({ questId }) => {
    await publish((await questsById([questId])).get(questId), 'quest.published', {}, [questId]);
  });

  events.afterCommit('quest.ended', async ({ questId }) => {
    await publish((await questsById([questId])).get(questId), 'quest.ended', {}, [questId]);
  });

  const participantEvent = async (type: WebhookEvent, questId: string, userId: string, once: string[]) => {
    const [byId, names] = await Promise.all([questsById([questId]), usernames(db, [userId])]);
    await publish(byId.get(questId), type, { participant: { id: userId, username: names.get(userId) ?? null } }, once);
  };
  for (const name of ['participant.started', 'participant.completed'] as const) {
    events.afterCommit(name, ({ questId, userId, participationId }) =>
      participantEvent(name, questId, userId, [participationId]),
    );
  }
  // An invitation is answered once (a pending one only).
  events.afterCommit('invite.accepted', ({ questId, userId }) =>
    participantEvent('invite.accepted', questId, userId, [questId, userId]),
  );

  events.inTransaction('rewards.paid', (tx, paid) =>
    storeInTransaction(
      tx,
      paid,
      'reward.claimed',
      (reward) => ({ amount: formatTokens(reward.amount) }),
      (reward) => eventIdOf('reward.claimed', reward.participationId),
    ),
  );

  events.inTransaction('submission.waiting', async (tx, waiting) => {
    const quest = (await questsWanting(tx, [waiting.questId], 'submission.pending')).get(waiting.questId);
    if (!quest) return undefined;
    const submission =
      'task' in waiting.what
        ? { kind: 'TASK', task: waiting.what.task }
        : { kind: 'CONDITION', condition: waiting.what.condition };
    const data = { quest: questOf(quest), submission };
    const rows = await outbox.store(tx, quest.endpointIds, quest.brandId, 'submission.pending', data);
    return sendStored(rows.map((row) => row.id));
  });

  events.inTransaction('reviews.decided', (tx, decided) =>
    storeInTransaction(tx, decided, 'submission.decided', (decision) => ({
      kind: decision.kind,
      approved: decision.approved,
    })),
  );
}
