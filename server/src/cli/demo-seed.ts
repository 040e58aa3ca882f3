import { randomUUID } from 'node:crypto';
import { basisPoints, formatTokens, parseTokens } from '@questboard/contract/money';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { brands } from '../db/schema/brands';
import { questDistributions } from '../db/schema/distribution';
import { questEligibility } from '../db/schema/eligibility';
import { questConditions, quests, tasks } from '../db/schema/quests';
import { users } from '../db/schema/users';
import { loadSharp } from '../lib/images';
import { hashPassword } from '../lib/passwords';
import { shortId, slugify } from '../lib/slug';
import type { Storage } from '../lib/storage';
import { type SignedInViewer, viewerOf } from '../lib/viewer';
import { creditUser } from '../modules/ledger/ledger.module';
import { QuestFundsService } from '../modules/quest-funds/quest-funds.module';
import { findUserByEmail, insertUser } from '../modules/users/users.module';
import { DEMO_BRANDS, type DemoQuest } from './demo-data';
import { seedDemoStaking } from './demo-staking';

export const DEMO_EMAIL = 'demo@questboard.local';
export const DEMO_PASSWORD = 'Quest1234';
/** How many participants each demo quest's escrow pays for. */
export const DEMO_PARTICIPANTS = 50n;
const DAY = 86_400_000;

/**
 * A gradient picture with a word on it, stored as JPEG under `folder`; answers its URL. Drawn here, so it is stored
 * as it is: the upload checks (file type, re-encoding) are for pictures from outside.
 */
async function picture(
  storage: Storage,
  folder: string,
  text: string,
  [from, to]: [string, string],
  width: number,
  height: number,
): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 4)}" font-weight="700" fill="white" text-anchor="middle">${text}</text>
  </svg>`;
  const sharp = await loadSharp();
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return storage.put(`${folder}/${randomUUID()}.jpg`, jpeg);
}

/** True when nobody has signed up and no brand exists: the state in which the demo may be loaded. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [[user], [brand]] = [
    await db.select({ id: users.id }).from(users).limit(1),
    await db.select({ id: brands.id }).from(brands).limit(1),
  ];
  return !user && !brand;
}

/**
 * What a server does at start with DEMO_DATA on: loads the demo into an empty database. Instances starting together
 * take turns (`exclusively`), so the demo is loaded once and the others find the database no longer empty.
 */
export function seedIfEmpty(
  database: DatabaseHandle,
  storage: Storage,
  config: Pick<Config, 'fees' | 'staking'>,
): Promise<{ brands: number; quests: number } | null> {
  return database.exclusively(async () =>
    (await isEmptyDatabase(database.db)) ? seedDemoData(database.db, storage, config) : null,
  );
}

/**
 * Fills a database without brands with demo brands and quests owned by DEMO_EMAIL. Every quest is funded the way
 * a brand funds one: the owner is credited from the treasury, then publishes with enough for DEMO_PARTICIPANTS
 * rewards (escrow and platform fee through the ledger); the staking pool gets a funded emission and a first stake.
 * Answers null when brands already exist.
 */
export async function seedDemoData(
  db: Database,
  storage: Storage,
  config: Pick<Config, 'fees' | 'staking'>,
): Promise<{ brands: number; quests: number } | null> {
  const existing = await db.select({ id: brands.id }).from(brands).limit(1);
  if (existing.length > 0) return null;
  const owner =
    (await findUserByEmail(db, DEMO_EMAIL)) ??
    (await insertUser(db, {
      email: DEMO_EMAIL,
      username: 'demo_brands',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      type: 'BUSINESS',
      displayName: 'Questboard demo brands',
      roleChosenAt: new Date(),
      activatedAt: new Date(),
    }));
  const viewer: SignedInViewer = viewerOf(owner);
  const cost = (q: DemoQuest) => {
    const amount = escrowOf(q);
    return amount + basisPoints(amount, config.fees.feeBps);
  };
  const total = DEMO_BRANDS.flatMap((b) => b.quests).reduce((sum, q) => sum + cost(q), 0n);
  await creditUser(db, { userId: owner.id, amount: total, reason: 'Demo data funding', key: 'demo-seed:funding' });

  let questCount = 0;
  for (const demo of DEMO_BRANDS) {
    const initials = demo.name
      .split(' ')
      .map((w) => w[0])
      .join('');
    const [brand] = await db
      .insert(brands)
      .values({
        ownerId: owner.id,
        name: demo.name,
        slug: slugify(demo.name),
        description: demo.description,
        website: demo.website,
        categoryIds: demo.categories,
        backers: demo.backers.map((b) => ({ ...b, logo: null })),
        feeBps: config.fees.feeBps,
        status: 'ACTIVE',
        logo: await picture(storage, `brands/${owner.id}`, initials, demo.colors, 256, 256),
        cover: await picture(storage, `brands/${owner.id}`, demo.name, demo.colors, 1200, 400),
      })
      .returning();
    if (!brand) continue;
    for (const demoQuest of demo.quests) {
      const image = await picture(storage, `quests/${owner.id}`, demoQuest.reward, demo.colors, 800, 450);
      const created = await draftQuest(db, brand.id, demoQuest, image);
      if (!created) continue;
      await addSteps(db, created.id, owner.id, demoQuest);
      await addPayModeAndRules(db, created.id, demoQuest);
      // The seed wrote how the quest pays, so it answers publishing's question (pooled or not) itself.
      const pooled = Boolean(demoQuest.pays);
      const money = new QuestFundsService(db, config.fees, undefined, {
        checkPublish: async () => pooled,
        assertReclaimable: async () => undefined,
        statistics: async () => null,
      });
      await money.publish(viewer, created.id, formatTokens(escrowOf(demoQuest)));
      const [start, end] = demoQuest.days;
      await db
        .update(quests)
        .set({
          startAt: new Date(Date.now() + start * DAY),
          publishedAt: new Date(Date.now() + Math.min(start, 0) * DAY),
        })
        .where(eq(quests.id, created.id));
      // A past quest is published like the others (with an end in the future), then ended and dated back.
      if (end < 0) {
        await money.end(viewer, created.id);
        await db
          .update(quests)
          .set({ endAt: new Date(Date.now() + end * DAY) })
          .where(eq(quests.id, created.id));
      }
      questCount++;
    }
  }
  await seedDemoStaking(db, config, owner.id);
  return { brands: DEMO_BRANDS.length, quests: questCount };
}

async function draftQuest(db: Database, brandId: string, demoQuest: DemoQuest, image: string) {
  const [end] = demoQuest.days.slice(1);
  const [quest] = await db
    .insert(quests)
    .values({
      brandId,
      title: demoQuest.title,
      slug: `${slugify(demoQuest.title)}-${shortId()}`,
      description: demoQuest.description,
      image,
      categoryIds: demoQuest.categories,
      rewardAmount: parseTokens(demoQuest.reward),
      startAt: new Date(Date.now() - DAY),
      endAt: new Date(Date.now() + Math.max(end ?? 1, 1) * DAY),
      status: 'DRAFT',
    })
    .returning();
  return quest;
}

/** What a demo quest puts in escrow: its pool, or a reward for each of DEMO_PARTICIPANTS. */
function escrowOf(demoQuest: DemoQuest): bigint {
  return demoQuest.pays ? parseTokens(demoQuest.pays.pool) : parseTokens(demoQuest.reward) * DEMO_PARTICIPANTS;
}

async function addPayModeAndRules(db: Database, questId: string, demoQuest: DemoQuest) {
  const { pays, rules } = demoQuest;
  if (pays) {
    await db
      .insert(questDistributions)
      .values({ questId, mode: pays.mode, winners: pays.mode === 'RAFFLE' ? pays.winners : null });
  }
  if (rules) await db.insert(questEligibility).values({ questId, rules });
}

async function addSteps(db: Database, questId: string, ownerId: string, demoQuest: DemoQuest) {
  if (demoQuest.conditions.length) {
    await db.insert(questConditions).values(demoQuest.conditions.map((c, position) => ({ ...c, questId, position })));
  }
  if (demoQuest.tasks.length) {
    await db.insert(tasks).values(demoQuest.tasks.map((x, position) => ({ ...x, questId, ownerId, position })));
  }
}
