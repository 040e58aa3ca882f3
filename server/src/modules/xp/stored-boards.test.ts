import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBrand } from '../../../../test/factories/brands';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { rowsOf } from '../../db/executor';
import { LargeBoards, placeOn, type StoredBoard, storedBoardPage } from './stored-boards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.ctx.db;

/** `n` new people. */
async function newPeople(n: number): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  return rowsOf<{ id: string }>(
    await db().execute(sql`
      insert into users (email, username, type, activated_at)
      select 'board-' || ${tag} || '-' || g || '@example.test', 'board_' || ${tag} || '_' || g, 'INFLUENCER', now()
      from generate_series(1, ${n}) g
      returning id`),
  ).map((r) => r.id);
}

/** A brand board of `xp.length` new people: person i holds xp[i], reached at reachedAt(i) (seconds). */
async function brandBoardOf(
  xp: number[],
  reachedAt: (i: number) => number,
): Promise<{ board: StoredBoard; people: string[] }> {
  const { brand } = await buildBrand(t.app);
  const people = await newPeople(xp.length);
  await addRows(brand.id, people, xp, reachedAt);
  const where = sql`b.brand_id = ${brand.id}`;
  return { people, board: { key: `brand:${brand.id}`, table: sql.raw('xp_brand_totals'), where, since: null } };
}

async function addRows(brandId: string, people: string[], xp: number[], reachedAt: (i: number) => number) {
  for (const [i, userId] of people.entries()) {
    await db().execute(sql`
      insert into xp_brand_totals (brand_id, user_id, xp, reached_at)
      values (${brandId}, ${userId}, ${xp[i] ?? 0}, to_timestamp(${reachedAt(i)}))`);
  }
}

const brandIdOf = (board: StoredBoard) => board.key.slice('brand:'.length);

describe('stored boards', () => {
  it('rank everyone from a board’s shape exactly as counting does, ties and zero XP included', async () => {
    // 40 people over 5 XP values (0 is off the board), reached at 4 moments: ties on XP and on XP + time.
    const xp = Array.from({ length: 40 }, (_, i) => [0, 10, 20, 30, 40][i % 5] ?? 0);
    const { board, people } = await brandBoardOf(xp, (i) => 1_700_000_000 + (i % 4));
    const fromShape = new LargeBoards(60_000, 0);
    const counted = new LargeBoards(60_000, Number.POSITIVE_INFINITY);
    const shape = await fromShape.shapeOf(db(), board);
    expect(shape?.total).toBe(32);
    expect(await counted.shapeOf(db(), board)).toBeNull();

    const page = await storedBoardPage(db(), board, null, { offset: 0, limit: 50 }, counted);
    expect(page.total).toBe(32);
    expect((await storedBoardPage(db(), board, null, { offset: 0, limit: 50 }, fromShape)).total).toBe(32);
    const rankOnPage = new Map(page.items.map((e) => [e.user.id, e.rank]));
    for (const userId of people) {
      const exact = await placeOn(db(), board, userId, null);
      const shaped = await placeOn(db(), board, userId, shape);
      expect(shaped?.rank, userId).toBe(exact?.rank);
      expect(exact?.rank).toBe(rankOnPage.get(userId));
    }
    expect(page.items.map((e) => e.rank)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  });

  it('keep a large board’s shape for its time, then answer from it while the next one is read', async () => {
    let now = 0;
    const shapes = new LargeBoards(1_000, 0, () => now);
    const { board } = await brandBoardOf([50, 40, 30], () => 1_700_000_000);
    expect((await shapes.shapeOf(db(), board))?.total).toBe(3);

    const [late = ''] = await newPeople(1);
    await addRows(brandIdOf(board), [late], [45], () => 1_700_000_100);
    now = 999;
    const kept = await shapes.shapeOf(db(), board);
    expect(kept?.total).toBe(3);
    expect(kept?.above(45)).toBe(1);

    now = 1_000;
    expect((await shapes.shapeOf(db(), board))?.total).toBe(3); // the last one, while the next is read
    await vi.waitFor(async () => expect((await shapes.shapeOf(db(), board))?.total).toBe(4));
    const entry = await placeOn(db(), board, late, await shapes.shapeOf(db(), board));
    expect(entry).toMatchObject({ rank: 2, xp: 45 });
  });

  it('keep a large board’s page for a second, the viewer’s own entry always fresh', async () => {
    let now = 0;
    const boards = new LargeBoards(60_000, 0, () => now, 1_000);
    const { board, people } = await brandBoardOf([50, 40, 30], () => 1_700_000_000);
    const [first = '', , third = ''] = people;
    const read = () => storedBoardPage(db(), board, third, { offset: 0, limit: 2 }, boards);
    expect((await read()).items.map((e) => e.user.id)).toEqual([first, people[1]]);

    await db().execute(sql`update xp_brand_totals set xp = 60 where user_id = ${third}`);
    now = 999;
    const kept = await read();
    expect(kept.items.map((e) => e.user.id)).toEqual([first, people[1]]);
    expect(kept.me).toMatchObject({ xp: 60 });
    expect((await storedBoardPage(db(), board, null, { offset: 0, limit: 3 }, boards)).items[0]?.user.id).toBe(third);

    now = 1_000;
    expect((await read()).items.map((e) => e.user.id)).toEqual([third, first]);
  });

  it('count a small board exactly on every read', async () => {
    const shapes = new LargeBoards(60_000, 5);
    const { board, people } = await brandBoardOf([30, 20, 10], () => 1_700_000_000);
    expect(await shapes.shapeOf(db(), board)).toBeNull();
    expect((await storedBoardPage(db(), board, people[2] ?? null, { offset: 0, limit: 2 }, shapes)).me).toMatchObject({
      rank: 3,
    });
    await db().execute(sql`update xp_brand_totals set xp = 35 where user_id = ${people[2] ?? ''}`);
    const after = await storedBoardPage(db(), board, people[2] ?? null, { offset: 0, limit: 2 }, shapes);
    expect(after.me).toMatchObject({ rank: 1, xp: 35 });
    expect(after.items.map((e) => e.user.id)).toEqual([people[2], people[0]]);
  });
});
