import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { statementsWaitingOnLock } from '../../../../test/helpers/lock-waits';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { ledgerAccounts } from '../../db/schema/ledger';
import { creditUser } from './credits';
import { inTransaction } from './ledger';
import { lockUserAccounts } from './reward-payouts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenAccountsOf = (userId: string) =>
  t.app.ctx.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'USER'), eq(ledgerAccounts.currency, 'TOKEN')),
    );

describe('lockUserAccounts', () => {
  it('answers the accounts that exist and creates the missing ones, one per user', async () => {
    const { user: paid } = await buildUser(t.app);
    const { user: fresh } = await buildUser(t.app);
    await creditUser(t.app.ctx.db, { userId: paid.id, amount: 5n, reason: 'welcome' });
    const [existing] = await tokenAccountsOf(paid.id);

    const locked = await inTransaction(t.app.ctx.db, (tx) => lockUserAccounts(tx, [paid.id, fresh.id]));

    const [created] = await tokenAccountsOf(fresh.id);
    expect(new Map(locked.map((a) => [a.userId, a.id]))).toEqual(
      new Map([
        [paid.id, existing?.id],
        [fresh.id, created?.id],
      ]),
    );
    expect(await tokenAccountsOf(fresh.id)).toHaveLength(1);
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite has one).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'still locks an account that another transaction created at the same moment',
    async () => {
      const { user } = await buildUser(t.app);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let createdByOther = '';
      const other = t.app.ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerAccounts)
          .values({ kind: 'USER', currency: 'TOKEN', userId: user.id })
          .returning({ id: ledgerAccounts.id });
        createdByOther = row?.id ?? '';
        await held;
      });
      await expect.poll(() => createdByOther).not.toBe('');

      const locking = inTransaction(t.app.ctx.db, (tx) => lockUserAccounts(tx, [user.id]));
      // Its insert waits on the other transaction's new account before that one commits.
      await expect.poll(() => statementsWaitingOnLock(t.app.ctx.db, 'with created as')).toBeGreaterThan(0);
      release();
      await other;

      expect(await locking).toEqual([{ id: createdByOther, userId: user.id }]);
    },
  );
});
