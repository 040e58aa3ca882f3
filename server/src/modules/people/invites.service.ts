import { ERROR_CODES } from '@questboard/contract/errors';
import type {
  InfluencerSuggestion,
  InvitedInfluencer,
  InviteStatus,
  ReceivedInvite,
} from '@questboard/contract/invites';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { questInvites } from '../../db/schema/people';
import { users } from '../../db/schema/users';
import { DomainEvents } from '../../events/domain-event-bus';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { SignedInViewer } from '../../lib/viewer';

import type { NotificationPreferences } from '../notifications/notifications.module';
import { assertOwner, type LoadedQuest, loadQuest, phaseOf } from '../quests/quests.module';
import { influencerWhere } from './influencers.service';
import { toInvitedInfluencer, toReceivedInvite } from './invites.presenter';
import { countInvites, invitedPeople, receivedInvites, sentToday, unreadOf } from './invites.repository';
import { toUserSummary } from './people.presenter';
import { completedCountSql, findActiveUser, followersCountSql, userSummaryColumns } from './people.repository';

type Page = { offset: number; limit: number };
const inviteNotFound = () => notFound('You have no invitation to this quest.', ERROR_CODES.INVITE_NOT_FOUND);

/** Brand owners invite influencers to their live or upcoming quests; the invited read, accept or decline. */
export class InvitesService {
  constructor(
    private readonly db: Database,
    private readonly preferences: NotificationPreferences,
    private readonly perBrandPerDay: number,
    /** Hears 'invite.accepted', recorded in the transaction that accepts the invitation. */
    private readonly events: Pick<DomainEvents, 'record'> = DomainEvents.none(),
  ) {}

  /** Influencers matching the keyword, most followed first, with whether each is already invited (owner only). */
  async suggest(viewer: SignedInViewer, questId: string, keyword: string | undefined, limit: number) {
    await this.ownedQuest(viewer, questId);
    const rows = await this.db
      .select({
        ...userSummaryColumns,
        followersCount: followersCountSql,
        completedCount: completedCountSql,
        inviteStatus: questInvites.status,
      })
      .from(users)
      .leftJoin(questInvites, and(eq(questInvites.userId, users.id), eq(questInvites.questId, questId)))
      .where(influencerWhere(keyword))
      .orderBy(desc(followersCountSql), desc(completedCountSql), desc(users.createdAt))
      .limit(limit);
    const items: InfluencerSuggestion[] = rows.map((row) => ({
      ...toUserSummary(row),
      followersCount: row.followersCount,
      completedCount: row.completedCount,
      inviteStatus: row.inviteStatus ?? null,
    }));
    return { items };
  }

  /**
   * Invites an influencer once to the owner's LIVE or UPCOMING quest. The brand row is locked while counting
   * today's invitations, so concurrent invites cannot pass the daily limit together.
   */
  async invite(
    viewer: SignedInViewer,
    questId: string,
    input: { userId: string; title?: string; message: string },
  ): Promise<InvitedInfluencer> {
    const quest = await this.ownedQuest(viewer, questId);
    const phase = phaseOf(quest);
    if ((phase !== 'LIVE' && phase !== 'UPCOMING') || quest.brandStatus !== 'ACTIVE')
      throw conflict(ERROR_CODES.QUEST_NOT_INVITABLE, 'Invitations go only to live or upcoming quests.');
    const invitee = await findActiveUser(this.db, input.userId);
    if (!invitee) throw notFound('No such user.', ERROR_CODES.USER_NOT_FOUND);
    if (invitee.type !== 'INFLUENCER')
      throw badRequest(ERROR_CODES.NOT_AN_INFLUENCER, 'Only influencers can be invited to quests.');

    const row = await this.db.transaction(async (tx) => {
      await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, quest.brandId)).for('update');
      if ((await sentToday(tx, quest.brandId)) >= this.perBrandPerDay)
        throw new AppError(
          429,
          ERROR_CODES.INVITE_LIMIT_REACHED,
          `A brand can send ${this.perBrandPerDay} invitations a day. Try again tomorrow.`,
        );
      const [inserted] = await tx
        .insert(questInvites)
        .values({
          questId,
          brandId: quest.brandId,
          userId: invitee.id,
          senderId: viewer.user.id,
          // '' is the usual title, worded for each reader (Invite.title null).
          title: input.title ?? '',
          message: input.message,
        })
        .onConflictDoNothing()
        .returning();
      return inserted;
    });
    if (!row) throw conflict(ERROR_CODES.ALREADY_INVITED, 'This person is already invited to this quest.');

    const [brand] = await this.db.select({ name: brands.name }).from(brands).where(eq(brands.id, quest.brandId));
    await this.preferences.send(invitee.id, {
      type: 'INVITE_RECEIVED',
      message: {
        key: 'invite_received',
        params: {
          brand: brand?.name ?? null,
          title: input.title || null,
          quest: quest.title || null,
          message: input.message,
        },
      },
      link: `/dashboard?invite=${row.id}`,
    });
    return toInvitedInfluencer({ invite: row, user: invitee });
  }

  /** Whom the owner invited to the quest, newest first. */
  async influences(viewer: SignedInViewer, questId: string, page: Page) {
    await this.ownedQuest(viewer, questId);
    const [rows, total] = await Promise.all([
      invitedPeople(this.db, questId, page),
      countInvites(this.db, eq(questInvites.questId, questId)),
    ]);
    return { items: rows.map(toInvitedInfluencer), total };
  }

  /** The invitations this person received, newest first, with how many are unread. */
  async received(userId: string, query: Page & { status?: InviteStatus }) {
    const where = and(
      eq(questInvites.userId, userId),
      query.status ? eq(questInvites.status, query.status) : undefined,
    );
    const [rows, total, unreadCount] = await Promise.all([
      receivedInvites(this.db, where, query),
      countInvites(this.db, where),
      countInvites(this.db, unreadOf(userId)),
    ]);
    return { items: rows.map((row) => toReceivedInvite(row)), total, unreadCount };
  }

  /** Marks the invitation read (again changes nothing). */
  async read(userId: string, questId: string): Promise<ReceivedInvite> {
    await this.db
      .update(questInvites)
      .set({ readAt: sql`coalesce(${questInvites.readAt}, now())` })
      .where(and(eq(questInvites.questId, questId), eq(questInvites.userId, userId)));
    return this.one(userId, questId);
  }

  /** Accepts or declines once; the same answer again returns it, the other answer is a 409. */
  async answer(userId: string, questId: string, status: 'ACCEPTED' | 'DECLINED'): Promise<ReceivedInvite> {
    const current = await this.one(userId, questId);
    if (current.status === status) return current;
    if (current.status !== 'PENDING')
      throw conflict(ERROR_CODES.INVITE_ANSWERED, 'You have already answered this invitation.');
    if (status === 'ACCEPTED' && current.quest.phase === 'ENDED')
      throw conflict(ERROR_CODES.QUEST_NOT_LIVE, 'This quest has ended.');
    const [changed, accepted] = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(questInvites)
        .set({ status, respondedAt: new Date(), readAt: sql`coalesce(${questInvites.readAt}, now())` })
        .where(
          and(eq(questInvites.questId, questId), eq(questInvites.userId, userId), eq(questInvites.status, 'PENDING')),
        )
        .returning({ senderId: questInvites.senderId });
      if (!row || status !== 'ACCEPTED') return [row, null] as const;
      return [row, await this.events.record(tx, 'invite.accepted', { questId, userId })] as const;
    });
    const answered = await this.one(userId, questId);
    if (!changed) {
      if (answered.status === status) return answered;
      throw conflict(ERROR_CODES.INVITE_ANSWERED, 'You have already answered this invitation.');
    }
    if (status === 'ACCEPTED') {
      const [who] = await this.db
        .select({ username: users.username, displayName: users.displayName })
        .from(users)
        .where(eq(users.id, userId));
      await this.preferences.send(changed.senderId, {
        type: 'INVITE_ACCEPTED',
        message: {
          key: 'invite_accepted',
          params: {
            name: who?.displayName || who?.username || null,
            username: who?.username ?? '',
            quest: answered.quest.title || null,
          },
        },
        link: `/brands-dashboard/quests/${questId}`,
      });
      await accepted?.();
    }
    return answered;
  }

  private async one(userId: string, questId: string): Promise<ReceivedInvite> {
    const [row] = await receivedInvites(
      this.db,
      and(eq(questInvites.questId, questId), eq(questInvites.userId, userId)),
      { offset: 0, limit: 1 },
    );
    if (!row) throw inviteNotFound();
    return toReceivedInvite(row);
  }

  /** The quest, when the user owns its brand: 404 for unknown (and others' drafts), 403 for others' quests. */
  private async ownedQuest(viewer: SignedInViewer, questId: string): Promise<LoadedQuest> {
    const quest = await loadQuest(this.db, questId);
    assertOwner(quest, viewer);
    return quest;
  }
}
