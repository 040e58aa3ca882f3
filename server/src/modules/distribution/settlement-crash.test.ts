import { distributionApi } from '@questboard/contract/distribution';
import { parseTokens } from '@questboard/contract/money';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPooledQuest } from '../../../../test/factories/distribution';
import { buildParticipants } from '../../../../test/factories/rewards';
import { apiOf } from '../../../../test/helpers/api';
import { crashHarness, exited } from '../../../../test/helpers/crash-harness';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { rowsOf } from '../../db/executor';
import { balanceOf, questEscrow, userAccount } from '../ledger/ledger-accounts';

// kill -9 of the instance paying a top N at the quest's end, inside the settlement's transaction (its payouts and the
// return to the brand written, not committed), then a restart (embedded PGlite: the same data folder; PostgreSQL: the
// same database): the restarted worker's sweep settles it again, and everyone is paid exactly once.
// On PostgreSQL, a database of its own: the restarted worker's sweep settles every ended pooled quest it finds and
// works every waiting job, and in the shared test database those are other files' (which it then waited behind).
const harness = crashHarness('settlement-crash', { ownDatabase: true });
const { withApp } = harness;
beforeAll(() => harness.setUp());
afterAll(() => harness.tearDown());

describe('a pooled quest’s settlement through a crash', () => {
  it('pays each winner exactly once when the worker is killed mid-payout and restarted', async () => {
    const prizes = [
      { places: 1, amount: '5' },
      { places: 3, amount: '2' },
    ];
    // A table of 4 places (11 tokens) and three people who complete: the fourth place goes back to the brand. The
    // owner ends the quest while no worker runs: its settlement job waits.
    const setup = await withApp(async (app) => {
      const { quest, owner } = await buildPooledQuest(app, { mode: 'TOP_N', score: 'TIME', prizes }, { amount: '11' });
      const people = [];
      for (let i = 0; i < 3; i++) people.push(...(await buildParticipants(app, 1, { questId: quest.id })));
      const ended = await apiOf(app)(questFundsApi.end, { params: { id: quest.id }, headers: owner.headers });
      expect(ended.statusCode, ended.body).toBe(200);
      return { quest, owner, people, ownerBefore: await balanceOf(app.ctx.db, userAccount(owner.user.id)) };
    });

    const first = harness.start({ workJobs: true, holdEvent: 'rewards.paid' });
    await first.holding;
    first.child.kill('SIGKILL');
    await exited(first.child);
    // Killed mid-payout: nothing of the settlement stayed (the list not frozen, nobody paid, the pool in escrow).
    await withApp(async (app) => {
      const shown = await apiOf(app)(distributionApi.get, { params: { id: setup.quest.id } });
      expect(shown.json()).toMatchObject({ state: 'OPEN', payouts: [] });
      for (const person of setup.people) expect(await balanceOf(app.ctx.db, userAccount(person.id))).toBe(0n);
      expect(await balanceOf(app.ctx.db, questEscrow(setup.quest.id))).toBe(parseTokens('11'));
    });

    const second = harness.start({ workJobs: true });
    const url = await second.url;
    try {
      await expect
        .poll(
          async () => {
            const answer = await fetch(`${url}/api/v1/quests/${setup.quest.id}/distribution`);
            return ((await answer.json()) as { state: string }).state;
          },
          { timeout: 90_000, interval: 250 },
        )
        .toBe('SETTLED');
    } finally {
      await second.stop();
    }

    await withApp(async (app) => {
      const db = app.ctx.db;
      const amounts = ['5', '2', '2'].map(parseTokens);
      for (const [i, person] of setup.people.entries()) {
        expect(await balanceOf(db, userAccount(person.id))).toBe(amounts[i]);
      }
      const moved = rowsOf<{ reason: string; n: number; total: string }>(
        await db.execute(sql`select reason, count(*)::int as n, sum(amount)::text as total from ledger_transfers
                              where quest_id = ${setup.quest.id} group by reason order by reason`),
      );
      expect(moved).toEqual([
        { reason: 'CLAIM', n: 3, total: parseTokens('9').toString() },
        { reason: 'FEE', n: 1, total: expect.any(String) },
        { reason: 'PUBLISH', n: 1, total: parseTokens('11').toString() },
        { reason: 'RECLAIM', n: 1, total: parseTokens('2').toString() },
      ]);
      expect(await balanceOf(db, questEscrow(setup.quest.id))).toBe(0n);
      expect(await balanceOf(db, userAccount(setup.owner.user.id))).toBe(setup.ownerBefore + parseTokens('2'));
      // Each winner heard of it once: the notice written by the killed transaction was rolled back with it.
      const notices = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from notifications
                              where type = 'REWARD_PAID' and user_id in (${sql.join(
                                setup.people.map((p) => sql`${p.id}`),
                                sql`, `,
                              )})`),
      );
      expect(notices[0]?.n).toBe(3);
      expect(await checkLedger(db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
    });
  }, 240_000);
});
