import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { notifications } from '../../db/schema/notifications';
import { brandFollows } from '../../db/schema/participation';
import { notificationMutes } from '../../db/schema/people';
import { quests } from '../../db/schema/quests';
import { type NotificationMessage, renderNotification } from '../../i18n/notification-messages';
import type { RealtimePort } from '../../lib/realtime-port';
import { defineJob } from '../jobs/jobs.module';
import { toNotification } from '../notifications/notifications.module';
import { languagesOf } from '../users/users.module';

/** The durable job that tells a brand's followers of its new quest (sent once the publish committed). */
export const NOTIFY_FOLLOWERS_JOB = 'people.notify-followers';

/**
 * Tells everyone who follows a brand (and has not switched it off) that it published a quest: one INSERT for all
 * of them, then a push to each one's sockets. Safe to run again (a job whose instance died is): a follower already
 * told of this quest is not told twice.
 */
export function notifyFollowersOfNewQuest(db: Database, hub: RealtimePort) {
  return async (questId: string): Promise<void> => {
    const [quest] = await db
      .select({ title: quests.title, slug: quests.slug, brandId: quests.brandId, brandName: brands.name })
      .from(quests)
      .innerJoin(brands, eq(brands.id, quests.brandId))
      .where(eq(quests.id, questId));
    if (!quest) return;
    const message: NotificationMessage = {
      key: 'followed_brand_quest',
      params: { brand: quest.brandName || null, quest: quest.title || null },
    };
    const english = renderNotification(message, 'en');
    const link = `/quests/${quest.slug}`;
    const rows = await db
      .insert(notifications)
      .select(
        db
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            userId: brandFollows.userId,
            type: sql`'FOLLOWED_BRAND_QUEST'`.as('type'),
            title: sql`${english.title}`.as('title'),
            body: sql`${english.body}`.as('body'),
            // In the table's column order: INSERT … SELECT pairs them by position.
            messageKey: sql`${message.key}`.as('message_key'),
            messageParams: sql`${JSON.stringify(message.params)}::jsonb`.as('message_params'),
            link: sql`${link}`.as('link'),
            readAt: sql`null::timestamptz`.as('read_at'),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(brandFollows)
          .where(
            and(
              eq(brandFollows.brandId, quest.brandId),
              notExists(
                db
                  .select({ x: sql`1` })
                  .from(notificationMutes)
                  .where(
                    and(
                      eq(notificationMutes.userId, brandFollows.userId),
                      eq(notificationMutes.type, 'FOLLOWED_BRAND_QUEST'),
                    ),
                  ),
              ),
              notExists(
                db
                  .select({ x: sql`1` })
                  .from(notifications)
                  .where(
                    and(
                      eq(notifications.userId, brandFollows.userId),
                      eq(notifications.type, 'FOLLOWED_BRAND_QUEST'),
                      eq(notifications.link, link),
                    ),
                  ),
              ),
            ),
          ),
      )
      .returning();
    const languages = await languagesOf(
      db,
      rows.map((row) => row.userId),
    );
    for (const row of rows) {
      hub.toUsers([row.userId], 'notification', toNotification(row, languages.get(row.userId) ?? 'en'));
    }
  };
}

/** The job: runs the fan-out for one quest; one waiting job per quest. */
export const notifyFollowersJob = (notify: (questId: string) => Promise<void>) =>
  defineJob<{ questId: string }>({
    name: NOTIFY_FOLLOWERS_JOB,
    policy: 'short',
    run: ({ questId }) => notify(questId),
  });
