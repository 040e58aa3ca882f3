import { participationApi, TASK_RESULT_FILES } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { readMultipartForm } from '../../http/multipart';
import { route } from '../../http/route';
import type { Services } from '../../services';

/** An `Idempotency-Key` header, when a client sends one (trimmed, at most 200 characters). */
function idempotencyKey(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;
}

export function rewardsRoutes(app: FastifyInstance, ctx: AppContext, services: Services): void {
  const { questMoney, participation, participants, reviews, taskResults, visitLinks } = services;
  route(app, ctx, questFundsApi.rewardSetting, async () => questMoney.rewardSetting());
  route(app, ctx, questFundsApi.publish, (input) => questMoney.publish(input, input.params.id, input.body.amount));
  route(app, ctx, questFundsApi.deposit, (input) =>
    questMoney.deposit(input, input.params.id, input.body.amount, idempotencyKey(input.request.headers)),
  );
  route(app, ctx, questFundsApi.end, (input) => questMoney.end(input, input.params.id));
  route(app, ctx, questFundsApi.reclaim, (input) => questMoney.reclaim(input, input.params.id));
  route(app, ctx, questFundsApi.statistics, (input) => questMoney.statistics(input, input.params.id));

  route(app, ctx, participationApi.rulesCheck, ({ user, params }) => participation.rulesCheck(user, params.id));
  route(app, ctx, participationApi.start, ({ currentUser, params }) => participation.start(currentUser(), params.id));
  route(app, ctx, participationApi.userQuest, ({ currentUser, params }) =>
    participation.userQuest(currentUser(), params.id),
  );
  route(app, ctx, participationApi.questResult, ({ currentUser, params }) =>
    participation.userQuest(currentUser(), params.id),
  );
  route(app, ctx, participationApi.visit, ({ currentUser, params }) => visitLinks.link(currentUser(), params.id));
  route(app, ctx, participationApi.visitRedirect, async ({ params, query, reply }) => {
    const url = await visitLinks.open(params.id, query.t);
    // The visitor's browser goes on to the condition's own link; nothing here is worth caching.
    return reply.header('cache-control', 'no-store').redirect(url, 302) as never;
  });
  route(app, ctx, participationApi.askReview, ({ currentUser, params, body }) =>
    participation.askReview(currentUser(), params.id, body.proof),
  );
  route(app, ctx, participationApi.verify, ({ currentUser, body }) => participation.verify(currentUser(), body));
  route(app, ctx, participationApi.verifyList, ({ currentUser, body }) =>
    participation.verifyList(currentUser(), body),
  );
  route(app, ctx, participationApi.taskVerify, ({ currentUser, body }) => taskResults.submitTask(currentUser(), body));
  route(app, ctx, participationApi.taskImage, async (input) => {
    const form = await readMultipartForm(input.request, z.object({}), TASK_RESULT_FILES);
    return taskResults.submitTaskImage(input.currentUser(), input.params.id, form.files.image);
  });
  route(app, ctx, participationApi.taskResults, ({ currentUser, params }) =>
    participation.taskResults(currentUser(), params.id),
  );
  route(app, ctx, participationApi.complete, ({ currentUser, params }) =>
    participation.complete(currentUser(), params.id),
  );
  route(app, ctx, participationApi.claim, ({ currentUser, params }) => participation.claim(currentUser(), params.id));
  route(app, ctx, participationApi.participants, ({ user, params, query }) =>
    participants.participants(user?.id, params.id, query),
  );
  route(app, ctx, participationApi.leaderboard, ({ user, params, query }) =>
    participants.leaderboard(user?.id, params.id, query),
  );
  route(app, ctx, participationApi.completedBy, ({ params, query }) =>
    participants.completedBy(params.username, query),
  );
  route(app, ctx, participationApi.reviews, (input) => reviews.pending(input, input.params.id, input.query));
  route(app, ctx, participationApi.decide, (input) => reviews.decide(input, input.body));
}
