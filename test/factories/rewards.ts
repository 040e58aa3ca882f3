import { randomUUID } from 'node:crypto';
import { parseTokens } from '@questboard/contract/money';
import { questFundsApi } from '@questboard/contract/quest-funds';
import type { FastifyInstance } from 'fastify';
import type { BrandRow } from '../../server/src/db/schema/brands';
import { userQuests } from '../../server/src/db/schema/participation';
import type { QuestRow } from '../../server/src/db/schema/quests';
import { SessionsService } from '../../server/src/modules/auth/sessions.service';
import { creditUser } from '../../server/src/modules/ledger/credits';
import { insertUser } from '../../server/src/modules/users/users.repository';
import { callEndpoint } from '../helpers/api';
import { buildBrand, buildCondition, buildQuest, type QuestOptions } from './brands';
import type { BuiltUser } from './users';

export interface FundedQuest {
  owner: BuiltUser;
  brand: BrandRow;
  quest: QuestRow;
}

/** A brand owner credited with `balance`, and a quest of theirs published through the API with `amount` in escrow. */
export async function buildFundedQuest(
  app: FastifyInstance,
  opts: QuestOptions & { balance?: string; amount?: string } = {},
): Promise<FundedQuest> {
  const { owner, brand } = await buildBrand(app);
  await creditUser(app.ctx.db, { userId: owner.user.id, amount: parseTokens(opts.balance ?? '1000'), reason: 'test' });
  const quest = await buildQuest(app, brand, { ...opts, status: 'DRAFT' });
  await buildCondition(app, quest);
  const response = await callEndpoint(app, questFundsApi.publish, {
    params: { id: quest.id },
    headers: owner.headers,
    body: { amount: opts.amount ?? '100' },
  });
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.body}`);
  return { owner, brand, quest: { ...quest, status: 'PUBLISHED' } };
}

/** `count` participants (cheap: no password) with sessions; with `questId`, each has completed (or only started) it. */
export async function buildParticipants(
  app: FastifyInstance,
  count: number,
  opts: { questId?: string; status?: 'STARTED' | 'COMPLETED' } = {},
): Promise<Array<{ id: string; headers: { authorization: string } }>> {
  const sessions = new SessionsService(app.ctx.db, app.ctx.accessTokens);
  const people = [];
  for (let i = 0; i < count; i++) {
    const user = await insertUser(app.ctx.db, {
      email: `p-${randomUUID().slice(0, 12)}@example.test`,
      username: `p_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      passwordHash: null,
      type: 'INFLUENCER',
      activatedAt: new Date(),
    });
    const tokens = await sessions.open(user.id);
    if (opts.questId) {
      await app.ctx.db
        .insert(userQuests)
        .values(
          opts.status === 'STARTED'
            ? { questId: opts.questId, userId: user.id, status: 'STARTED' }
            : { questId: opts.questId, userId: user.id, status: 'COMPLETED', completedAt: new Date() },
        );
    }
    people.push({ id: user.id, headers: { authorization: `Bearer ${tokens.accessToken}` } });
  }
  return people;
}
