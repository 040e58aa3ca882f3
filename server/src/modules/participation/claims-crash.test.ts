import { parseTokens } from '@questboard/contract/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { crashHarness, exited } from '../../../../test/helpers/crash-harness';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { ledgerTransfers } from '../../db/schema/ledger';
import { balanceOf, questEscrow, userAccount } from '../ledger/ledger-accounts';

// kill -9 while batches of claims are being paid, then a restart and everyone's retry: a batch commits whole or
// not at all, so each participant is paid exactly once and the ledger stays whole.
const harness = crashHarness('claims-crash');
afterAll(() => harness.tearDown());
const { withApp } = harness;

describe('claims through a crash', () => {
  it('pays everyone exactly once when the server is killed mid-batch and the claims are retried', async () => {
    const { quest, people } = await withApp(async (app) => {
      const { quest } = await buildFundedQuest(app, { reward: '1', amount: '100' });
      return { quest, people: await buildParticipants(app, 40, { questId: quest.id }) };
    });
    const claim = (url: string, person: { headers: Record<string, string> }) =>
      fetch(`${url}/api/v1/quests/${quest.id}/claim-reward`, { method: 'POST', headers: person.headers });

    const first = harness.start();
    const firstUrl = await first.url;
    let killed!: () => void;
    const killedNow = new Promise<void>((done) => {
      killed = done;
    });
    const beforeCrash = people.map(
      (person) =>
        claim(firstUrl, person).then(
          async (response) => {
            if (response.status === 200) {
              first.child.kill('SIGKILL');
              killed();
            }
            return response.status;
          },
          () => 0,
        ), // cut off by the crash: never answered
    );
    await killedNow;
    await exited(first.child);
    const paidBefore = (await Promise.all(beforeCrash)).filter((status) => status === 200).length;
    expect(paidBefore).toBeGreaterThan(0);

    const second = harness.start();
    const secondUrl = await second.url;
    const retries = await Promise.all(people.map((person) => claim(secondUrl, person)));
    const codes = await Promise.all(
      retries.map(async (r) => (r.status === 200 ? 'PAID' : ((await r.json()) as { code: string }).code)),
    );
    expect(codes.every((c) => c === 'PAID' || c === 'ALREADY_CLAIMED')).toBe(true);
    expect(codes.filter((c) => c === 'ALREADY_CLAIMED').length).toBeGreaterThanOrEqual(paidBefore);
    await second.stop();

    await withApp(async (app) => {
      const db = app.ctx.db;
      const transfers = await db
        .select()
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.questId, quest.id), eq(ledgerTransfers.reason, 'CLAIM')));
      expect(transfers).toHaveLength(40);
      for (const person of people) expect(await balanceOf(db, userAccount(person.id))).toBe(parseTokens('1'));
      expect(await balanceOf(db, questEscrow(quest.id))).toBe(parseTokens('60'));
      expect(await checkLedger(db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
    });
  }, 240_000);
});
