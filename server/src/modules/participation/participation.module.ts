import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { SocialChecks } from '../social/social.module';
import { ClaimWriter } from './claim-writer';
import { ParticipantsService } from './participants.service';
import { participationRoutes } from './participation.routes';
import { ParticipationService } from './participation.service';
import { QuestExports } from './quest-exports';
import { ReviewsService } from './reviews.service';
import { TaskResultsService } from './task-results.service';
import { VisitLinks } from './visit-links';

/**
 * The participation module's one door: taking part in quests (steps, checks, task results, claims), the owner's
 * review of submissions, and participant lists.
 */
export function participationModule(ctx: AppContext, uses: { socialChecks: SocialChecks; events: DomainEvents }) {
  const visitLinks = new VisitLinks(ctx.db, `visit:${ctx.config.jwtSecret}`, ctx.config.publicUrl);
  const participants = new ParticipantsService(ctx.db);
  const claims = new ClaimWriter(ctx.database.writer, uses.events);
  uses.events.afterCommit('rewards.paid', (paid) => ctx.metrics.claimsPaid.inc(paid.length));
  const reviews = new ReviewsService(ctx.db, {
    events: uses.events,
    pay: (userId, questId) => claims.claim(userId, questId),
  });
  const participation = new ParticipationService(ctx.db, claims, uses.socialChecks, uses.events);
  const taskResults = new TaskResultsService(ctx.db, ctx.storage, uses.events);
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
