import { type ExportKind, exportsApi } from '@questboard/contract/exports';
import { participationApi } from '@questboard/contract/participation';
import type { FastifyInstance } from 'fastify';
import { csvFile } from '../../http/csv-file';
import { route } from '../../http/route';
import type { ParticipantsService } from './participants.service';
import type { ParticipationService } from './participation.service';
import type { QuestExports } from './quest-exports';
import type { ReviewsService } from './reviews.service';
import type { TaskResultsService } from './task-results.service';
import type { VisitLinks } from './visit-links';

export interface ParticipationRouteServices {
  participation: ParticipationService;
  participants: ParticipantsService;
  reviews: ReviewsService;
  taskResults: TaskResultsService;
  visitLinks: VisitLinks;
  exports: QuestExports;
}

/** Taking part in quests: eligibility, steps, verification, claims, and the owner's review of submissions. */
export function participationRoutes(
  app: FastifyInstance,
  { participation, participants, reviews, taskResults, visitLinks, exports }: ParticipationRouteServices,
): void {
  for (const kind of ['participants', 'claims', 'submissions'] as const satisfies ExportKind[]) {
    route(app, exportsApi[kind], async ({ viewer, params, reply }) =>
      csvFile(reply, `quest-${params.id}-${kind}.csv`, await exports.csv(viewer, params.id, kind)),
    );
  }
  for (const [kind, api] of [
    ['participants', exportsApi.brandParticipants],
    ['claims', exportsApi.brandClaims],
    ['submissions', exportsApi.brandSubmissions],
  ] as const) {
    route(app, api, async ({ viewer, params, reply }) =>
      csvFile(reply, `brand-${params.id}-${kind}.csv`, await exports.brandCsv(viewer, params.id, kind)),
    );
  }
  route(app, participationApi.rulesCheck, ({ user, params }) => participation.rulesCheck(user, params.id));
  route(app, participationApi.start, ({ user, params }) => participation.start(user, params.id));
  route(app, participationApi.userQuest, ({ user, params }) => participation.userQuest(user, params.id));
  route(app, participationApi.questResult, ({ user, params }) => participation.userQuest(user, params.id));
  route(app, participationApi.visit, ({ user, params }) => visitLinks.link(user, params.id));
  route(app, participationApi.visitRedirect, async ({ params, query, reply }) => {
    const url = await visitLinks.open(params.id, query.t);
    // The visitor's browser goes on to the condition's own link; nothing here is worth caching.
    return reply.header('cache-control', 'no-store').redirect(url, 302) as never;
  });
  route(app, participationApi.askReview, ({ user, params, body }) =>
    participation.askReview(user, params.id, body.proof),
  );
  route(app, participationApi.verify, ({ user, body }) => participation.verify(user, body));
  route(app, participationApi.verifyList, ({ user, body }) => participation.verifyList(user, body));
  route(app, participationApi.taskVerify, ({ user, body }) => taskResults.submitTask(user, body));
  route(app, participationApi.taskImage, ({ user, params, form }) =>
    taskResults.submitTaskImage(user, params.id, form.files.image),
  );
  route(app, participationApi.taskResults, ({ user, params }) => participation.taskResults(user, params.id));
  route(app, participationApi.complete, ({ user, params }) => participation.complete(user, params.id));
  route(app, participationApi.claim, ({ user, params, body, ip }) =>
    participation.claim(user, params.id, { address: ip, botCheckToken: body?.recaptcha }),
  );
  route(app, participationApi.participants, ({ viewer, params, query }) =>
    participants.participants(viewer.ability, params.id, query),
  );
  route(app, participationApi.leaderboard, ({ viewer, params, query }) =>
    participants.leaderboard(viewer.ability, params.id, query),
  );
  route(app, participationApi.completedBy, ({ params, query }) => participants.completedBy(params.username, query));
  route(app, participationApi.reviews, (input) =>
    reviews.pending(input.viewer, input.params.id, input.query, input.language),
  );
  route(app, participationApi.allTaskResults, (input) =>
    reviews.allTaskResults(input.viewer, input.params.id, input.query),
  );
  route(app, participationApi.decide, (input) => reviews.decide(input.viewer, input.body));
  route(app, participationApi.decideMany, (input) => reviews.decideMany(input.viewer, input.params.id, input.body));
}
