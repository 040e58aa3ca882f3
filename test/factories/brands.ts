import { randomUUID } from 'node:crypto';
import { parseTokens } from '@questboard/contract/money';
import type { FastifyInstance } from 'fastify';
import { type BrandRow, brands } from '../../server/src/db/schema/brands';
import { type QuestRow, questConditions, quests, type TaskRow, tasks } from '../../server/src/db/schema/quests';
import { creditUser } from '../../server/src/modules/ledger/credits';
import { inTransaction } from '../../server/src/modules/ledger/ledger';
import { fundQuestEscrow } from '../../server/src/modules/ledger/quest-funds';
import { type BuiltUser, buildUser } from './users';

const unique = () => randomUUID().replaceAll('-', '').slice(0, 10);

export interface BuiltBrand {
  owner: BuiltUser;
  brand: BrandRow;
}

/** A brand written straight to the database, ACTIVE unless told, owned by a new BUSINESS user unless given. */
export async function buildBrand(
  app: FastifyInstance,
  opts: { owner?: BuiltUser; status?: BrandRow['status']; name?: string; categoryIds?: string[] } = {},
): Promise<BuiltBrand> {
  const owner = opts.owner ?? (await buildUser(app, { type: 'BUSINESS' }));
  const name = opts.name ?? `Brand ${unique()}`;
  const [brand] = await app.ctx.db
    .insert(brands)
    .values({
      ownerId: owner.user.id,
      name,
      slug: `brand-${unique()}`,
      description: `${name} makes things.`,
      categoryIds: opts.categoryIds ?? ['defi'],
      feeBps: app.ctx.config.fees.feeBps,
      status: opts.status ?? 'ACTIVE',
    })
    .returning();
  return { owner, brand: brand as BrandRow };
}

export interface QuestOptions {
  title?: string;
  description?: string;
  status?: QuestRow['status'];
  reward?: string;
  categoryIds?: string[];
  startAt?: Date;
  endAt?: Date | null;
  createdAt?: Date;
  /** Published quests get this many rewards in escrow (default 10; 0 for an unfunded quest). */
  escrowRewards?: number;
}

/** A quest of `brand` written straight to the database: PUBLISHED and live for a week unless told. */
export async function buildQuest(app: FastifyInstance, brand: BrandRow, opts: QuestOptions = {}): Promise<QuestRow> {
  const now = Date.now();
  const [quest] = await app.ctx.db
    .insert(quests)
    .values({
      brandId: brand.id,
      title: opts.title ?? `Quest ${unique()}`,
      slug: `quest-${unique()}`,
      description: opts.description ?? 'Do the thing.',
      categoryIds: opts.categoryIds ?? brand.categoryIds,
      rewardAmount: parseTokens(opts.reward ?? '10'),
      startAt: opts.startAt ?? new Date(now - 3_600_000),
      endAt: opts.endAt === undefined ? new Date(now + 7 * 86_400_000) : opts.endAt,
      status: opts.status ?? 'PUBLISHED',
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  const row = quest as QuestRow;
  if (row.status !== 'DRAFT' && (opts.escrowRewards ?? 10) > 0)
    await fundEscrow(app, brand.ownerId, row, opts.escrowRewards ?? 10);
  return row;
}

/** Credits the owner and moves `rewards` rewards into the quest's escrow, as publishing would. */
async function fundEscrow(app: FastifyInstance, ownerId: string, quest: QuestRow, rewards: number) {
  const amount = quest.rewardAmount * BigInt(rewards);
  if (amount === 0n) return;
  await creditUser(app.ctx.db, { userId: ownerId, amount, reason: 'test escrow' });
  await inTransaction(app.ctx.db, (tx) =>
    fundQuestEscrow(tx, { questId: quest.id, ownerId, amount, fee: 0n, key: `test-fund:${quest.id}` }, 'PUBLISH'),
  );
}

/** `count` text tasks appended to a quest, titled "Task 0", "Task 1"…, accepted when sent unless `review` says MANUAL. */
export async function buildTasks(
  app: FastifyInstance,
  quest: QuestRow,
  ownerId: string,
  count: number,
  review: 'AUTO' | 'MANUAL' = 'AUTO',
): Promise<TaskRow[]> {
  return app.ctx.db
    .insert(tasks)
    .values(
      Array.from({ length: count }, (_, i) => ({
        questId: quest.id,
        ownerId,
        title: `Task ${i}`,
        resultType: 'TEXT' as const,
        review,
        position: i,
      })),
    )
    .returning();
}

/** A VISIT_LINK condition on a quest. */
export async function buildCondition(app: FastifyInstance, quest: QuestRow, position = 0) {
  const [row] = await app.ctx.db
    .insert(questConditions)
    .values({
      questId: quest.id,
      network: 'WEB',
      action: 'VISIT_LINK',
      params: { url: 'https://example.com' },
      position,
    })
    .returning();
  return row;
}
