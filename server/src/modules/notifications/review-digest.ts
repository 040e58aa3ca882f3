import { count, eq, lt, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { reviewDigests } from '../../db/schema/notifications';
import { conditionChecks, taskResults } from '../../db/schema/participation';
import { quests } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { say } from '../../i18n/i18n';
import type { Mailer } from '../../lib/mail';
import { defineJob } from '../jobs/jobs.module';
import { languageOfUser } from '../users/users.module';
import type { NotificationPreferences } from './notification-preferences';
import { reviewLink } from './submission-notifications';

interface QuestWaiting {
  questId: string;
  /** Null for a quest without a title yet (named in the owner's language). */
  title: string | null;
  ownerId: string;
  email: string;
  language: string;
  waiting: number;
  newest: Date;
}

/** The newest past moment of the day's digest hour (UTC): a digest sent since then is today's. */
export function lastDigestHour(now: Date, hourUtc: number): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  return today <= now ? today : new Date(today.getTime() - 86_400_000);
}

/**
 * The daily e-mail to each brand owner listing the quests with submissions waiting for review. An owner gets at
 * most one per day (from the digest hour on), only when something was submitted since their last one, and never
 * after switching REVIEW_DIGEST off. `run` is the whole job for one moment; `reviewDigestJob` runs it every ten minutes.
 */
export class ReviewDigest {
  constructor(
    private readonly deps: {
      db: Database;
      mailer: Mailer;
      preferences: NotificationPreferences;
      publicUrl: string;
      hourUtc: number;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Sends the digests due at `now`; answers how many were sent. */
  async run(now: Date = new Date()): Promise<number> {
    const since = lastDigestHour(now, this.deps.hourUtc);
    const byOwner = new Map<string, QuestWaiting[]>();
    for (const quest of await this.waiting())
      byOwner.set(quest.ownerId, [...(byOwner.get(quest.ownerId) ?? []), quest]);
    const receivers = await this.deps.preferences.receivers([...byOwner.keys()], 'REVIEW_DIGEST');
    let sent = 0;
    for (const ownerId of receivers) {
      const waiting = byOwner.get(ownerId) ?? [];
      if (await this.sendIfDue(ownerId, waiting, now, since)) sent++;
    }
    return sent;
  }

  /** Claims the owner's digest for today (one instance wins), then mails it; a failed mail is retried next tick. */
  private async sendIfDue(ownerId: string, waiting: QuestWaiting[], now: Date, since: Date): Promise<boolean> {
    const { db } = this.deps;
    const [previous] = await db.select().from(reviewDigests).where(eq(reviewDigests.userId, ownerId));
    const newest = Math.max(...waiting.map((q) => q.newest.getTime()));
    if (previous && (previous.lastSentAt >= since || newest <= previous.lastSentAt.getTime())) return false;
    const claimed = await db
      .insert(reviewDigests)
      .values({ userId: ownerId, lastSentAt: now })
      .onConflictDoUpdate({
        target: reviewDigests.userId,
        set: { lastSentAt: now },
        setWhere: lt(reviewDigests.lastSentAt, since),
      })
      .returning();
    if (claimed.length === 0) return false;
    try {
      await this.deps.mailer.send(this.mail(waiting));
      return true;
    } catch (err) {
      this.deps.log.error({ err }, 'review digest mail failed');
      if (previous)
        await db
          .update(reviewDigests)
          .set({ lastSentAt: previous.lastSentAt })
          .where(eq(reviewDigests.userId, ownerId));
      else await db.delete(reviewDigests).where(eq(reviewDigests.userId, ownerId));
      return false;
    }
  }

  private mail(waiting: QuestWaiting[]) {
    const { publicUrl } = this.deps;
    const total = waiting.reduce((sum, q) => sum + q.waiting, 0);
    const first = waiting[0];
    const language = languageOfUser({ language: first?.language ?? 'en' });
    const lines = waiting
      .sort((a, b) => b.waiting - a.waiting)
      .map((q) =>
        say(language, 'emails', 'digest_line', {
          quest: q.title ?? say(language, 'emails', 'digest_untitled'),
          count: q.waiting,
          link: `${publicUrl}${reviewLink(q.questId)}`,
        }),
      );
    return {
      to: first?.email ?? '',
      subject: say(language, 'emails', 'digest_subject', { count: total }),
      text: [
        say(language, 'emails', 'digest_intro'),
        '',
        ...lines,
        '',
        say(language, 'emails', 'digest_footer', { url: `${publicUrl}/settings` }),
      ].join('\n'),
    };
  }

  /** Every quest with pending condition checks or task results: how many, and when the newest came. */
  private async waiting(): Promise<QuestWaiting[]> {
    const { db } = this.deps;
    const pendingOf = (table: typeof conditionChecks | typeof taskResults) =>
      db
        .select({
          questId: quests.id,
          title: quests.title,
          ownerId: brands.ownerId,
          email: users.email,
          language: users.language,
          waiting: count(),
          newest: max(table.updatedAt),
        })
        .from(table)
        .innerJoin(quests, eq(quests.id, table.questId))
        .innerJoin(brands, eq(brands.id, quests.brandId))
        .innerJoin(users, eq(users.id, brands.ownerId))
        .where(eq(table.status, 'PENDING'))
        .groupBy(quests.id, quests.title, brands.ownerId, users.email, users.language);
    const rows = [...(await pendingOf(conditionChecks)), ...(await pendingOf(taskResults))];
    const byQuest = new Map<string, QuestWaiting>();
    for (const row of rows) {
      // An owner who signed up with a social account only has no e-mail address to send a digest to.
      if (!row.email) continue;
      const email = row.email;
      const newest = row.newest ? new Date(row.newest) : new Date(0);
      const seen = byQuest.get(row.questId);
      if (seen) {
        seen.waiting += row.waiting;
        if (newest > seen.newest) seen.newest = newest;
      } else byQuest.set(row.questId, { ...row, email, title: row.title || null, newest });
    }
    return [...byQuest.values()];
  }
}

/** The digest as a durable job: sent every ten minutes (UTC) once across all instances. */
export const reviewDigestJob = (digest: ReviewDigest) =>
  defineJob({
    name: 'notifications.review-digest',
    cron: '*/10 * * * *',
    retry: { limit: 2, delaySeconds: 60 },
    expireInSeconds: 600,
    run: async () => {
      await digest.run();
    },
  });
