import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { SocialChecks } from '../social/social.module';
import { ClaimWriter } from './claim-writer';
import { ParticipantsService } from './participants.service';
import { participationRoutes } from './participation.routes';
import {
  type BrandApiAsker,
  type ChainConditionChecker,
  type EligibilityGate,
  ParticipationService,
} from './participation.service';
import { QuestExports } from './quest-exports';
import { type ReviewHooks, ReviewsService } from './reviews.service';
import { TaskResultsService } from './task-results.service';
import { VisitLinks } from './visit-links';

/**
 * The participation module's one door: taking part in quests (steps, checks, task results, claims), the owner's
 * review of submissions, and participant lists.
 */
export function participationModule(
  ctx: AppContext,
  uses: {
    socialChecks: SocialChecks;
    chainChecks: ChainConditionChecker;
    brandApi: BrandApiAsker;
    eligibility: EligibilityGate;
    events: DomainEvents;
    paysAtEnd: (questId: string) => Promise<boolean>;
    /** The risk scores the review queue shows beside each submission (the eligibility module's). */
    riskScores: ReviewHooks['risk'];
  },
) {
  const now = () => ctx.clock.now();
  const visitLinks = new VisitLinks(ctx.db, `visit:${ctx.config.jwtSecret}`, ctx.config.publicUrl, now);
  const participants = new ParticipantsService(ctx.db);
  const claims = new ClaimWriter(ctx.database.writer, uses.events, 2, now);
  uses.events.afterCommit('rewards.paid', (paid) => ctx.metrics.claimsPaid.inc(paid.length));
  const reviews = new ReviewsService(ctx.db, {
    events: uses.events,
    // A pooled quest's approval completes the quest; its payout comes at the end.
    pay: async (userId, questId) => ((await uses.paysAtEnd(questId)) ? null : claims.claim(userId, questId)),
    risk: uses.riskScores,
  });
  const participation = new ParticipationService(
    ctx.db,
    claims,
    uses.socialChecks,
    uses.chainChecks,
    uses.brandApi,
    uses.eligibility,
    uses.events,
    now,
  );
  const taskResults = new TaskResultsService(ctx.db, ctx.storage, uses.events, now);
  const exports = new QuestExports(ctx.db);
  return {
    participation,
    participants,
    reviews,
    taskResults,
    visitLinks,
    routes: (app: FastifyInstance) =>
      participationRoutes(app, { participation, participants, reviews, taskResults, visitLinks, exports }),
  };
}
