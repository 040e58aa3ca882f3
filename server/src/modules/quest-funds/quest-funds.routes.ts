import { exportsApi } from '@questboard/contract/exports';
import { questFundsApi } from '@questboard/contract/quest-funds';
import type { FastifyInstance } from 'fastify';
import { csvFile } from '../../http/csv-file';
import { route } from '../../http/route';
import type { QuestFundsService } from './quest-funds.service';
import type { StatisticsExports } from './statistics-exports';

/** An `Idempotency-Key` header, when a client sends one (trimmed, at most 200 characters). */
function idempotencyKey(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;
}

/** A quest's money as its owner moves it: publish (fund), top up, end, reclaim, and its statistics. */
export function questFundsRoutes(
  app: FastifyInstance,
  { questFunds, statisticsExports }: { questFunds: QuestFundsService; statisticsExports: StatisticsExports },
): void {
  route(app, questFundsApi.rewardSetting, async () => questFunds.rewardSetting());
  route(app, questFundsApi.publish, (input) => questFunds.publish(input.viewer, input.params.id, input.body.amount));
  route(app, questFundsApi.deposit, (input) =>
    questFunds.deposit(input.viewer, input.params.id, input.body.amount, idempotencyKey(input.request.headers)),
  );
  route(app, questFundsApi.end, (input) => questFunds.end(input.viewer, input.params.id));
  route(app, questFundsApi.reclaim, (input) => questFunds.reclaim(input.viewer, input.params.id));
  route(app, questFundsApi.statistics, (input) => questFunds.statistics(input.viewer, input.params.id));
  route(app, exportsApi.statistics, async (input) =>
    csvFile(
      input.reply,
      `quest-${input.params.id}-statistics.csv`,
      await statisticsExports.questCsv(input.viewer, input.params.id),
    ),
  );
  route(app, exportsApi.brandStatistics, async (input) =>
    csvFile(
      input.reply,
      `brand-${input.params.id}-statistics.csv`,
      await statisticsExports.brandCsv(input.viewer, input.params.id),
    ),
  );
}
