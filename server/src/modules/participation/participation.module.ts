import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { SubmissionWaiting } from '../../events/domain-events';
import type { SocialChecks } from '../social/social.module';
import { ClaimWriter, type OnRewardsPaid } from './claim-writer';
import { ParticipantsService } from './participants.service';
import { participationRoutes } from './participation.routes';
import { ParticipationService } from './participation.service';
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
    onRewardsPaid: OnRewardsPaid;
    onDecided: ReviewHooks['onDecided'];
    onSubmitted: (submitted: SubmissionWaiting) => Promise<void>;
  },
) {
  const visitLinks = new VisitLinks(ctx.db, `visit:${ctx.config.jwtSecret}`, ctx.config.publicUrl);
  const participants = new ParticipantsService(ctx.db);
  const claims = new ClaimWriter(ctx.database.writer, uses.onRewardsPaid);
  const reviews = new ReviewsService(ctx.db, {
    onDecided: uses.onDecided,
    pay: (userId, questId) => claims.claim(userId, questId),
  });
  const participation = new ParticipationService(ctx.db, claims, uses.socialChecks, uses.onSubmitted);
  const taskResults = new TaskResultsService(ctx.db, ctx.storage, uses.onSubmitted);
  return {
    participation,
    participants,
    reviews,
    taskResults,
    visitLinks,
    routes: (app: FastifyInstance) =>
      participationRoutes(app, { participation, participants, reviews, taskResults, visitLinks }),
  };
}
