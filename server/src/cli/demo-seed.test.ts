import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distributionApi } from '@questboard/contract/distribution';
import { eligibilityApi } from '@questboard/contract/eligibility';
import { participationApi } from '@questboard/contract/participation';
import { type QuestSummary, questsApi } from '@questboard/contract/quests';
import { stakingApi } from '@questboard/contract/staking';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/helpers/api';
import { testEnv } from '../../../test/helpers/test-env';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { quests } from '../db/schema/quests';
import { DiskStorage } from '../lib/storage';
import { DEMO_BRANDS } from './demo-data';
import { isEmptyDatabase, seedDemoData } from './demo-seed';

// The demo needs a database of its own: it loads only where no brand exists yet.
let database: DatabaseHandle;
let app: FastifyInstance;
const uploads = mkdtempSync(join(tmpdir(), 'questboard-demo-'));
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  app = await buildApp(loadConfig(testEnv({ DATABASE_URL: undefined, REDIS_URL: undefined })), database);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(uploads, { recursive: true, force: true });
});

const api = apiOf(() => app);
const list = async (
  endpoint: typeof questsApi.featured | typeof questsApi.banners | typeof questsApi.guests,
  limit: number,
) => {
  const response = await api(endpoint, { query: { limit } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: QuestSummary[]; total: number }>();
};

describe('demo data', () => {
  it('funds every quest it publishes through the ledger, so the featured quests can pay and guests may start', async () => {
    expect(await isEmptyDatabase(database.db)).toBe(true);
    const seeded = await seedDemoData(database.db, new DiskStorage(uploads), app.ctx.config);
    const expected = DEMO_BRANDS.flatMap((b) => b.quests).length;
    expect(seeded).toEqual({ brands: DEMO_BRANDS.length, quests: expected });
    expect(await isEmptyDatabase(database.db)).toBe(false);
    expect(await seedDemoData(database.db, new DiskStorage(uploads), app.ctx.config)).toBeNull();

    const featured = await list(questsApi.featured, 5);
    expect(featured.items).toHaveLength(5);
    for (const quest of featured.items) {
      expect(quest).toMatchObject({ isAvailableClaim: true, funding: 'FUNDED', phase: 'LIVE' });
      const rules = await api(participationApi.rulesCheck, { params: { id: quest.id } });
      expect(rules.json().reasons.map((r: { code: string }) => r.code)).toEqual(['SIGN_IN']);
    }
    const banners = await list(questsApi.banners, 20);
    expect(banners.items.every((q) => q.funding === 'FUNDED' && q.status === 'PUBLISHED')).toBe(true);

    const all = await list(questsApi.guests, 100);
    expect(all.total).toBe(expected);
    expect(all.items.every((q) => q.funding === 'FUNDED' || q.phase === 'ENDED')).toBe(true);
    // Recommended (the default order): live quests first, ended ones last.
    const phases = all.items.map((q) => q.phase);
    expect(phases.indexOf('ENDED')).toBeGreaterThan(phases.lastIndexOf('LIVE'));
    expect(phases.at(-1)).toBe('ENDED');
  });

  it('shows a raffle, an equal split and a quest for people who already finished one, each live and funded', async () => {
    const all = (await list(questsApi.guests, 100)).items;
    const titled = (title: string) => {
      const quest = all.find((q) => q.title === title);
      if (!quest) throw new Error(`no demo quest "${title}"`);
      expect(quest).toMatchObject({ funding: 'FUNDED', phase: 'LIVE' });
      return quest;
    };
    const raffle = await api(distributionApi.get, { params: { id: titled('Echo listening party raffle').id } });
    expect(raffle.json()).toMatchObject({ mode: 'RAFFLE', winners: 5, state: 'OPEN' });
    const split = await api(distributionApi.get, { params: { id: titled('Stride monthly distance pot').id } });
    expect(split.json()).toMatchObject({ mode: 'EQUAL_SPLIT', state: 'OPEN' });
    const gated = await api(eligibilityApi.get, { params: { id: titled('Lumen graduates: teach a friend').id } });
    expect(gated.json().rules.map((r: { rule: { kind: string } }) => r.rule.kind)).toEqual(['COMPLETED_QUESTS']);
  });

  it('starts a funded staking emission with a first stake, so the public pool pays from the first visit', async () => {
    const response = await api(stakingApi.configInformation);
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info.masterChef.emissionActive).toBe(true);
    expect(Number(info.masterChef.rewardsRemaining)).toBeGreaterThan(0);
    expect(Number(info.pool.balance)).toBeGreaterThanOrEqual(20_000);
    // A yearly rate people can read: above zero, and the longest lock pays more than flexible.
    const flexible = Number(info.apy.flexible.apy);
    expect(flexible).toBeGreaterThan(5);
    expect(flexible).toBeLessThan(100);
    expect(Number(info.apy.locked.at(-1)?.apy)).toBeGreaterThan(flexible);
  });

  it('keeps a published quest without escrow out of featured and banners and says it is not funded', async () => {
    const [live] = await database.db.select().from(quests).limit(1);
    if (!live) throw new Error('no demo quest');
    const [unfunded] = await database.db
      .insert(quests)
      .values({
        brandId: live.brandId,
        title: 'Never funded',
        slug: `never-funded-${Date.now()}`,
        rewardAmount: 10n ** 18n,
        startAt: new Date(Date.now() - 60_000),
        endAt: new Date(Date.now() + 86_400_000),
        status: 'PUBLISHED',
        publishedAt: new Date(),
      })
      .returning();
    if (!unfunded) throw new Error('insert failed');
    const detail = await api(questsApi.detail, { params: { id: unfunded.id } });
    expect(detail.json()).toMatchObject({ funding: 'NOT_FUNDED', isAvailableClaim: false });
    const rules = await api(participationApi.rulesCheck, { params: { id: unfunded.id } });
    expect(rules.json().reasons.map((r: { code: string }) => r.code)).toEqual(['SIGN_IN', 'NOT_FUNDED']);
    const ids = [...(await list(questsApi.featured, 100)).items, ...(await list(questsApi.banners, 100)).items].map(
      (q) => q.id,
    );
    expect(ids).not.toContain(unfunded.id);
    const card = (await list(questsApi.guests, 100)).items.find((q) => q.id === unfunded.id);
    expect(card).toMatchObject({ funding: 'NOT_FUNDED', isAvailableClaim: false });
  });
});
