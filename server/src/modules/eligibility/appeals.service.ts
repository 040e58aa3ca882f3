import type { AppealBody, AppealDecisionBody, BrandAppeal, MyAppeal } from '@questboard/contract/appeals';
import { ERROR_CODES } from '@questboard/contract/errors';
import { defineAbilityFor, owned } from '@questboard/contract/permissions';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type QuestAppealRow, questAppeals } from '../../db/schema/eligibility';
import { type UserRow, users } from '../../db/schema/users';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import { assertOwner, assertVisible, loadQuest } from '../quests/quests.module';
import { appealsOf, findAppeal } from './appeals.repository';
import type { EligibilityService } from './eligibility.service';

const toMine = (row: QuestAppealRow): MyAppeal => ({
  id: row.id,
  status: row.status,
  message: row.message,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** Appeals (issue 41): a person the rules refuse asks the brand with a message; the brand decides with a reason. */
export class AppealsService {
  constructor(
    private readonly db: Database,
    private readonly eligibility: Pick<EligibilityService, 'unmet' | 'statusesOf'>,
    /** Whether the person's risk score is above the quest's maximum (they may appeal that too). */
    private readonly risk: { above(user: UserRow, questId: string): Promise<boolean> },
  ) {}

  /** The viewer's own appeal of the quest, with the decision and its reason once made; null when none. */
  async mine(user: UserRow, questId: string): Promise<MyAppeal | null> {
    const quest = await loadQuest(this.db, questId);
    assertVisible(quest, user);
    const row = await findAppeal(this.db, quest.id, user.id);
    return row ? toMine(row) : null;
  }

  /**
   * Only someone who may take part and misses a rule or scores above the quest's maximum risk today appeals (409
   * APPEAL_NOT_NEEDED otherwise), once per
   * quest (409 APPEAL_EXISTS): the decision is kept and shown, not asked for again.
   */
  async ask(user: UserRow, questId: string, body: AppealBody): Promise<MyAppeal> {
    const quest = await loadQuest(this.db, questId);
    assertVisible(quest, user);
    if (!defineAbilityFor(user).can('join', owned('Task', quest.ownerId))) {
      throw forbidden('Only influencers and ambassadors take part in quests.');
    }
    const [unmet, above] = await Promise.all([this.eligibility.unmet(user, quest.id), this.risk.above(user, quest.id)]);
    if (unmet.length === 0 && !above) {
      throw conflict(ERROR_CODES.APPEAL_NOT_NEEDED, 'You already meet every rule of this quest: nothing to appeal.');
    }
    const [row] = await this.db
      .insert(questAppeals)
      .values({ questId: quest.id, userId: user.id, message: body.message })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(ERROR_CODES.APPEAL_EXISTS, 'You have already appealed for this quest.');
    return toMine(row);
  }

  /** The brand's list: each appeal with who wrote it and the rules they miss today, with what was seen. */
  async list(viewer: SignedInViewer, questId: string): Promise<{ items: BrandAppeal[] }> {
    assertDashboard(viewer.ability);
    const quest = await loadQuest(this.db, questId);
    assertOwner(quest, viewer);
    const rows = await appealsOf(this.db, quest.id);
    return { items: await this.present(quest.id, rows) };
  }

  /** The brand accepts (the person may then start and claim) or refuses, with a reason the person reads; once. */
  async decide(
    viewer: SignedInViewer,
    questId: string,
    appealId: string,
    body: AppealDecisionBody,
  ): Promise<BrandAppeal> {
    assertDashboard(viewer.ability);
    const quest = await loadQuest(this.db, questId);
    assertOwner(quest, viewer);
    const [decided] = await this.db
      .update(questAppeals)
      .set({ status: body.accept ? 'ACCEPTED' : 'REFUSED', reason: body.reason, decidedAt: new Date() })
      .where(and(eq(questAppeals.id, appealId), eq(questAppeals.questId, quest.id), eq(questAppeals.status, 'PENDING')))
      .returning();
    if (!decided) {
      const [exists] = await this.db
        .select({ id: questAppeals.id })
        .from(questAppeals)
        .where(and(eq(questAppeals.id, appealId), eq(questAppeals.questId, quest.id)));
      if (!exists) throw notFound('No such appeal on this quest.');
      throw conflict(ERROR_CODES.APPEAL_DECIDED, 'This appeal has already been decided.');
    }
    const [presented] = await this.present(quest.id, [decided]);
    if (!presented) throw notFound('No such appeal on this quest.');
    return presented;
  }

  private async present(questId: string, rows: QuestAppealRow[]): Promise<BrandAppeal[]> {
    if (rows.length === 0) return [];
    const people = await this.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.userId),
        ),
      );
    const byId = new Map(people.map((p) => [p.id, p]));
    return Promise.all(
      rows.map(async (row) => {
        const person = byId.get(row.userId);
        return {
          ...toMine(row),
          user: { id: row.userId, username: person?.username ?? '' },
          rules: person ? await this.eligibility.statusesOf(person, questId) : [],
        };
      }),
    );
  }
}
