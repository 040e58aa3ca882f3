import { createHmac, timingSafeEqual } from 'node:crypto';
import { fillPath } from '@questboard/contract/endpoint';
import { ERROR_CODES } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conditionChecks } from '../../db/schema/participation';
import { questConditions } from '../../db/schema/quests';
import type { UserRow } from '../../db/schema/users';
import { badRequest, notFound } from '../../lib/app-error';
import { loadQuest, phaseOf } from '../quests/quests.module';
import { activeCondition } from './active-condition';
import { findUserQuest } from './progress';

const TICKET_SECONDS = 24 * 3600;

/**
 * VISIT_LINK counts a real visit: the participant opens our tracked link (`GET /quests/conditions/:id/go?t=…`, a
 * ticket signed for them), which records the visit and redirects to the condition's own link — only that link, so
 * it is no open redirect. A ticket that is wrong or old still redirects, without recording anything.
 */
export class VisitLinks {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly publicUrl: string,
    /** What time it is: a recurring quest's period is the one holding it. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The tracked link of one VISIT_LINK condition for this participant. */
  async link(user: UserRow, conditionId: string): Promise<{ url: string }> {
    const { condition } = await activeCondition(this.db, user, conditionId, this.now());
    if (condition.action !== 'VISIT_LINK' || !condition.params.url) {
      throw badRequest(ERROR_CODES.VALIDATION_ERROR, 'This condition has no link to visit.');
    }
    const expires = Math.floor(Date.now() / 1000) + TICKET_SECONDS;
    const ticket = `${user.id}.${expires}.${this.sign(conditionId, user.id, expires)}`;
    const path = fillPath(participationApi.visitRedirect.path, { id: conditionId });
    return { url: `${this.publicUrl}/api/v1${path}?t=${encodeURIComponent(ticket)}` };
  }

  /** Records the visit the ticket vouches for (if it does) and answers where to redirect. */
  async open(conditionId: string, ticket: string): Promise<string> {
    const [condition] = await this.db.select().from(questConditions).where(eq(questConditions.id, conditionId));
    const url = condition?.action === 'VISIT_LINK' ? condition.params.url : undefined;
    if (!condition || !url) throw notFound('This link does not exist.', ERROR_CODES.CONDITION_NOT_FOUND);
    const userId = this.verifiedUser(conditionId, ticket);
    if (userId && (await this.takesPart(condition.questId, userId))) {
      await this.db
        .insert(conditionChecks)
        .values({ questConditionId: conditionId, questId: condition.questId, userId, visitedAt: new Date() })
        .onConflictDoUpdate({
          target: [conditionChecks.questConditionId, conditionChecks.userId],
          set: { visitedAt: sql`coalesce(${conditionChecks.visitedAt}, now())` },
        });
    }
    return url;
  }

  private async takesPart(questId: string, userId: string): Promise<boolean> {
    const quest = await loadQuest(this.db, questId).catch(() => null);
    const now = this.now();
    return !!quest && phaseOf(quest, now) === 'LIVE' && !!(await findUserQuest(this.db, quest, userId, now));
  }

  private verifiedUser(conditionId: string, ticket: string): string | null {
    const [userId, expiresText, signature] = ticket.split('.');
    const expires = Number(expiresText);
    if (!userId || !signature || !Number.isInteger(expires) || expires < Date.now() / 1000) return null;
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const expected = Buffer.from(this.sign(conditionId, userId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
  }

  private sign(conditionId: string, userId: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${conditionId}:${userId}:${expires}`).digest('base64url');
  }
}
