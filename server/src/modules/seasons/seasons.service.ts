import { ERROR_CODES } from '@questboard/contract/errors';
import { defineAbilityFor, owned } from '@questboard/contract/permissions';
import {
  type BrandBoardPeriod,
  type Season,
  type SeasonBody,
  type SeasonPrize,
  seasonPool,
} from '@questboard/contract/seasons';
import type { Leaderboard } from '@questboard/contract/xp';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Executor, Tx } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { quests } from '../../db/schema/quests';
import { seasonQuests, seasons } from '../../db/schema/seasons';
import type { UserRow } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { assertCan, assertDashboard } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import { assertOwnsBrand } from '../brands/brands.module';
import { fundSeasonEscrow, InsufficientFunds, inTransaction } from '../ledger/ledger.module';
import { LargeBoards, storedBoardPage } from '../xp/xp.module';
import { brandBoard, seasonBoard } from './season-boards';
import { toSeason } from './seasons.presenter';
import { type LoadedSeason, listSeasons, loadSeason, payoutsOf, questsOf, seasonForBoard } from './seasons.repository';

/** A published season is anyone's to read; a draft only its brand owner's. */
const mayRead = (season: { status: string; ownerId: string }, user: UserRow | null) =>
  season.status === 'PUBLISHED' || season.ownerId === user?.id;
const seasonNotFound = () => notFound('This season does not exist.', ERROR_CODES.SEASON_NOT_FOUND);
const brandNotFound = () => notFound('This brand does not exist.', ERROR_CODES.BRAND_NOT_FOUND);

/** A brand's seasons as its owner writes them (create, publish = fund) and as anyone reads them and their boards. */
export class SeasonsService {
  constructor(
    private readonly db: Database,
    /** Hears each published season: its payout is due at `endAt`. */
    private readonly onPublished: (season: { id: string; endAt: Date }) => Promise<void> = async () => undefined,
    private readonly clock: () => Date = () => new Date(),
    /** What large boards' ranks, sizes and pages are answered from (see LargeBoards). */
    private readonly boards = new LargeBoards(),
  ) {}

  /** A draft season of the owner's brand, holding its quests (each quest in one season at most); no money moves. */
  async create(viewer: SignedInViewer, brandId: string, input: z.output<typeof SeasonBody>): Promise<Season> {
    assertDashboard(viewer.ability);
    const startAt = new Date(input.startAt);
    const endAt = new Date(input.endAt);
    if (endAt <= this.clock()) throw badRequest(ERROR_CODES.SEASON_ENDED, 'The season must end in the future.');
    const id = await inTransaction(this.db, async (tx) => {
      await assertOwnsBrand(tx, viewer.user, brandId);
      const found = await tx
        .select({ id: quests.id, brandId: quests.brandId })
        .from(quests)
        .where(inArray(quests.id, input.questIds));
      const foreign = input.questIds.filter((q) => !found.some((f) => f.id === q && f.brandId === brandId));
      if (foreign.length) {
        throw badRequest(ERROR_CODES.QUEST_NOT_FOUND, `These quests are not your brand’s: ${foreign.join(', ')}.`);
      }
      // Awards wait (awardXp's `for key share` of season_quests) until the totals below hold what was committed.
      await tx.execute(sql`lock table season_quests in exclusive mode`);
      const [season] = await tx
        .insert(seasons)
        .values({ brandId, name: input.name, startAt, endAt, ...prizeColumns(input.prize) })
        .returning({ id: seasons.id });
      if (!season) throw new Error('season not created');
      const held = await tx
        .insert(seasonQuests)
        .values(input.questIds.map((questId) => ({ questId, seasonId: season.id })))
        .onConflictDoNothing()
        .returning({ questId: seasonQuests.questId });
      if (held.length < input.questIds.length) {
        const taken = input.questIds.filter((q) => !held.some((h) => h.questId === q));
        throw conflict(ERROR_CODES.QUEST_IN_SEASON, `These quests are already in a season: ${taken.join(', ')}.`);
      }
      await fillSeasonTotals(tx, season.id);
      return season.id;
    });
    return this.present(this.db, await this.mustLoad(id));
  }

  /**
   * Publishes a draft: its pool moves from the owner's balance into the season's escrow under one key (a retry, or a
   * second click, moves nothing more and answers the season); an owner who cannot cover it gets 400 and nothing moves.
   */
  async publish(viewer: SignedInViewer, seasonId: string): Promise<Season> {
    assertDashboard(viewer.ability);
    let published: LoadedSeason | null = null;
    try {
      published = await inTransaction(this.db, async (tx) => {
        const season = await loadSeason(tx, seasonId, true);
        if (!season) throw seasonNotFound();
        assertCan(defineAbilityFor(viewer.user), 'update', owned('Brand', season.ownerId));
        if (season.status === 'PUBLISHED') return null;
        if (season.endAt <= this.clock()) throw conflict(ERROR_CODES.SEASON_ENDED, 'This season has already ended.');
        if (season.pool > 0n) {
          await fundSeasonEscrow(tx, {
            seasonId,
            ownerId: season.ownerId,
            amount: season.pool,
            memo: season.name,
          });
        }
        await tx.update(seasons).set({ status: 'PUBLISHED', publishedAt: new Date() }).where(eq(seasons.id, seasonId));
        return season;
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) {
        throw badRequest(ERROR_CODES.INSUFFICIENT_BALANCE, 'Your balance does not cover this season’s pool.');
      }
      throw error;
    }
    if (published) await this.onPublished({ id: published.id, endAt: published.endAt });
    return this.present(this.db, await this.mustLoad(seasonId));
  }

  /** A brand's seasons, newest first; its owner also sees drafts. */
  async list(user: UserRow | null, brandId: string, page: { offset: number; limit: number }) {
    const [brand] = await this.db
      .select({ ownerId: brands.ownerId, status: brands.status })
      .from(brands)
      .where(eq(brands.id, brandId));
    const mine = !!user && brand?.ownerId === user.id;
    if (!brand || (!mine && brand.status !== 'ACTIVE')) throw brandNotFound();
    const { rows, total } = await listSeasons(this.db, brandId, mine, page);
    const questIds = await questsOf(
      this.db,
      rows.map((s) => s.id),
    );
    const now = this.clock();
    return { items: rows.map((s) => toSeason(s, questIds.get(s.id) ?? [], [], now)), total };
  }

  /** One season: a published one for anyone, a draft only for its owner (404 otherwise). */
  async get(user: UserRow | null, seasonId: string): Promise<Season> {
    return this.present(this.db, await this.readable(user, seasonId));
  }

  /** A season's board: XP from its quests within its window. */
  async leaderboard(
    user: UserRow | null,
    seasonId: string,
    page: { offset: number; limit: number },
  ): Promise<Leaderboard> {
    const season = await seasonForBoard(this.db, seasonId);
    if (!season || !mayRead(season, user)) throw seasonNotFound();
    return storedBoardPage(this.db, seasonBoard(season), user?.id ?? null, page, this.boards);
  }

  /** A brand's board: XP from its quests, all time, this week, or within its current (or latest) season. */
  async brandLeaderboard(
    user: UserRow | null,
    brandId: string,
    query: { period: BrandBoardPeriod; offset: number; limit: number },
  ): Promise<Leaderboard> {
    const [brand] = await this.db
      .select({ ownerId: brands.ownerId, status: brands.status })
      .from(brands)
      .where(eq(brands.id, brandId));
    if (!brand || (brand.status !== 'ACTIVE' && brand.ownerId !== user?.id)) throw brandNotFound();
    const board = await brandBoard(this.db, brandId, query.period, this.clock());
    if (!board) return { items: [], total: 0, me: null, since: null };
    return storedBoardPage(this.db, board, user?.id ?? null, query, this.boards);
  }

  private async readable(user: UserRow | null, seasonId: string): Promise<LoadedSeason> {
    const season = await loadSeason(this.db, seasonId);
    if (!season || !mayRead(season, user)) throw seasonNotFound();
    return season;
  }

  private async mustLoad(seasonId: string): Promise<LoadedSeason> {
    const season = await loadSeason(this.db, seasonId);
    if (!season) throw seasonNotFound();
    return season;
  }

  private async present(db: Executor, season: LoadedSeason): Promise<Season> {
    const [questIds, payouts] = await Promise.all([
      questsOf(db, [season.id]),
      season.settledAt ? payoutsOf(db, season.id) : [],
    ]);
    return toSeason(season, questIds.get(season.id) ?? [], payouts, this.clock());
  }
}

function prizeColumns(prize: SeasonPrize) {
  return {
    prizeMode: prize.mode,
    pool: seasonPool(prize),
    prizes: prize.mode === 'TOP_N' ? prize.prizes : [],
  };
}

/**
 * A new season's stored totals from the entries already committed (a season may start in the past): each person's
 * XP from its quests within its window and when they reached it. Runs after the create's lock on season_quests, so
 * entries committed later are counted by awardXp instead, never twice.
 */
async function fillSeasonTotals(tx: Tx, seasonId: string): Promise<void> {
  await tx.execute(sql`
    insert into xp_season_totals (season_id, user_id, xp, reached_at)
    select s.id, e.user_id, sum(e.amount)::bigint, max(e.created_at)
    from seasons s
    join season_quests sq on sq.season_id = s.id
    join xp_entries e on e.quest_id = sq.quest_id and e.created_at >= s.start_at and e.created_at < s.end_at
    where s.id = ${seasonId}
    group by s.id, e.user_id
  `);
}
