import { formatTokens } from '@questboard/contract/money';
import type { WebhookEvent } from '@questboard/contract/webhooks';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quests } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import type { DomainEvents } from '../../events/domain-event-bus';
import { eventIdOf, type WebhookOutbox } from './webhook-outbox';

interface QuestRef {
  id: string;
  slug: string;
  title: string | null;
  brandId: string;
}

/**
 * The brand-facing events, from the modules' domain events after their commit: quest.published, quest.ended,
 * participant.started, participant.completed, invite.accepted, reward.claimed (rewards.paid), submission.pending (submission.waiting)
 * and submission.decided (reviews.decided). A failure here
 * is logged by the bus and never undoes the change.
 */
export function publishWebhookEvents(events: DomainEvents, db: Database, outbox: WebhookOutbox): void {
  const questsById = async (ids: string[]) => {
    const rows = await db
      .select({ id: quests.id, slug: quests.slug, title: quests.title, brandId: quests.brandId })
      .from(quests)
      .where(inArray(quests.id, [...new Set(ids)]));
    return new Map<string, QuestRef>(rows.map((q) => [q.id, q]));
  };
  const usernames = async (ids: string[]) => {
    const rows = await db
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

  events.afterCommit('quest.published', async ({ questId }) => {
    await publish((await questsById([questId])).get(questId), 'quest.published', {}, [questId]);
  });

  events.afterCommit('quest.ended', async ({ questId }) => {
    await publish((await questsById([questId])).get(questId), 'quest.ended', {}, [questId]);
  });

  const participantEvent = async (type: WebhookEvent, questId: string, userId: string, once: string[]) => {
    const [byId, names] = await Promise.all([questsById([questId]), usernames([userId])]);
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

  events.afterCommit('rewards.paid', async (paid) => {
    if (paid.length === 0) return;
    const [byId, names] = await Promise.all([
      questsById(paid.map((p) => p.questId)),
      usernames(paid.map((p) => p.userId)),
    ]);
    for (const reward of paid) {
      await publish(
        byId.get(reward.questId),
        'reward.claimed',
        {
          participant: { id: reward.userId, username: names.get(reward.userId) ?? null },
          amount: formatTokens(reward.amount),
        },
        [reward.participationId],
      );
    }
  });

  events.afterCommit('submission.waiting', async (waiting) => {
    const submission =
      'task' in waiting.what
        ? { kind: 'TASK', task: waiting.what.task }
        : { kind: 'CONDITION', condition: waiting.what.condition };
    await publish((await questsById([waiting.questId])).get(waiting.questId), 'submission.pending', { submission });
  });

  events.afterCommit('reviews.decided', async (decided) => {
    if (decided.length === 0) return;
    const [byId, names] = await Promise.all([
      questsById(decided.map((d) => d.questId)),
      usernames(decided.map((d) => d.userId)),
    ]);
    for (const decision of decided) {
      await publish(byId.get(decision.questId), 'submission.decided', {
        participant: { id: decision.userId, username: names.get(decision.userId) ?? null },
        kind: decision.kind,
        approved: decision.approved,
      });
    }
  });
}
