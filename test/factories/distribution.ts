import { type DistributionBody, distributionApi } from '@questboard/contract/distribution';
import { parseTokens } from '@questboard/contract/money';
import { questFundsApi } from '@questboard/contract/quest-funds';
import type { FastifyInstance } from 'fastify';
import { creditUser } from '../../server/src/modules/ledger/credits';
import { callEndpoint } from '../helpers/api';
import { buildBrand, buildCondition, buildQuest } from './brands';
import type { FundedQuest } from './rewards';

/**
 * A quest that pays by `mode`, chosen through the API while a draft and published with `amount` in escrow; `reward`
 * (per participant, 0 by default) is what the quest said before its brand chose to pay at the end.
 */
export async function buildPooledQuest(
  app: FastifyInstance,
  mode: DistributionBody,
  opts: { amount: string; endAt?: Date; balance?: string; reward?: string },
): Promise<FundedQuest> {
  const { owner, brand } = await buildBrand(app);
  await creditUser(app.ctx.db, { userId: owner.user.id, amount: parseTokens(opts.balance ?? '1000'), reason: 'test' });
  const quest = await buildQuest(app, brand, {
    status: 'DRAFT',
    reward: opts.reward ?? '0',
    ...(opts.endAt ? { endAt: opts.endAt } : {}),
  });
  await buildCondition(app, quest);
  const set = await callEndpoint(app, distributionApi.set, {
    params: { id: quest.id },
    headers: owner.headers,
    body: mode,
  });
  if (set.statusCode !== 200) throw new Error(`distribution failed: ${set.body}`);
  const published = await callEndpoint(app, questFundsApi.publish, {
    params: { id: quest.id },
    headers: owner.headers,
    body: { amount: opts.amount },
  });
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return { owner, brand, quest: { ...quest, status: 'PUBLISHED' } };
}
