import { parseTokens } from '@questboard/contract/money';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPooledQuest } from '../../../../test/factories/distribution';
import { buildUser } from '../../../../test/factories/users';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { statementsWaitingOnLock } from '../../../../test/helpers/lock-waits';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { rowsOf } from '../../db/executor';
import { ledgerAccounts } from '../../db/schema/ledger';
import { uuidList } from '../../db/uuid-list';
import { creditUser } from './credits';
import { inTransaction } from './ledger';
import { balanceOf, lockedBalanceOf, questEscrow, userAccount } from './ledger-accounts';
import { lockAccountsOf, payEach } from './pay-each';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usersQuery = (ids: string[]): SQL => sql`select unnest(${uuidList(ids)}) as user_id`;

/** Locks the payees' accounts, then the escrow, and pays each `amount` under `split:<questId>`. */
const pay = (questId: string, ids: string[], amount: bigint) =>
  inTransaction(t.app.ctx.db, async (tx) => {
    await lockAccountsOf(tx, usersQuery(ids));
    await lockedBalanceOf(tx, questEscrow(questId));
    return payEach(tx, { questId, amount, reason: 'CLAIM', keyPrefix: `split:${questId}`, payees: usersQuery(ids) });
  });

const transfersTo = async (userId: string) =>
  rowsOf<{ n: number }>(
    await t.app.ctx.db.execute(sql`
      select count(*)::int as n from ledger_transfers x join ledger_accounts a on a.id = x.credit_account_id
      where a.user_id = ${userId} and a.kind = 'USER'`),
  )[0]?.n;

describe('payEach', () => {
  it('pays every payee once, into the account they had or one it opens, and again pays nothing', async () => {
    const { quest } = await buildPooledQuest(t.app, { mode: 'EQUAL_SPLIT' }, { amount: '10' });
    const { user: known } = await buildUser(t.app);
    const { user: fresh } = await buildUser(t.app);
    await creditUser(t.app.ctx.db, { userId: known.id, amount: parseTokens('5'), reason: 'welcome' });

    expect(await pay(quest.id, [known.id, fresh.id], parseTokens('3'))).toBe(2);
    expect(await pay(quest.id, [known.id, fresh.id], parseTokens('3'))).toBe(0);

    expect(await balanceOf(t.app.ctx.db, userAccount(known.id))).toBe(parseTokens('8'));
    expect(await balanceOf(t.app.ctx.db, userAccount(fresh.id))).toBe(parseTokens('3'));
    expect(await balanceOf(t.app.ctx.db, questEscrow(quest.id))).toBe(parseTokens('4'));
    expect([await transfersTo(known.id), await transfersTo(fresh.id)]).toEqual([2, 1]);
    expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  });

  it('moves nothing when the escrow cannot cover every payee', async () => {
    const { quest } = await buildPooledQuest(t.app, { mode: 'EQUAL_SPLIT' }, { amount: '5' });
    const { user: first } = await buildUser(t.app);
    const { user: second } = await buildUser(t.app);

    await expect(pay(quest.id, [first.id, second.id], parseTokens('3'))).rejects.toThrow();

    expect(await balanceOf(t.app.ctx.db, questEscrow(quest.id))).toBe(parseTokens('5'));
    expect(await balanceOf(t.app.ctx.db, userAccount(first.id))).toBe(0n);
    expect([await transfersTo(first.id), await transfersTo(second.id)]).toEqual([0, 0]);
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite has one).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'pays into the account another transaction opened at the same moment, once',
    async () => {
      const { quest } = await buildPooledQuest(t.app, { mode: 'EQUAL_SPLIT' }, { amount: '10' });
      const { user } = await buildUser(t.app);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let openedByOther = false;
      const other = t.app.ctx.db.transaction(async (tx) => {
        await tx.insert(ledgerAccounts).values({ kind: 'USER', currency: 'TOKEN', userId: user.id });
        openedByOther = true;
        await held;
      });
      await expect.poll(() => openedByOther).toBe(true);

      const paying = pay(quest.id, [user.id], parseTokens('3'));
      // Its account opening waits on the other transaction's new account before that one commits.
      await expect.poll(() => statementsWaitingOnLock(t.app.ctx.db, 'opened as')).toBeGreaterThan(0);
      release();
      await other;

      expect(await paying).toBe(1);
      expect(await balanceOf(t.app.ctx.db, userAccount(user.id))).toBe(parseTokens('3'));
      expect(await transfersTo(user.id)).toBe(1);
      expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
    },
  );
});
