import { parseTokens } from '@questboard/contract/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger';
import { creditUser } from './credits';
import { InsufficientFunds, inTransaction, transfer } from './ledger';
import { balanceOf, ensureAccount, userAccount } from './ledger-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokens = parseTokens;

describe('ledger transfers', () => {
  it('credits a user from the treasury and keeps both sides in step', async () => {
    const { user } = await buildUser(t.app);
    const result = await creditUser(t.app.ctx.db, { userId: user.id, amount: tokens('12.5'), reason: 'welcome' });
    expect(result.replayed).toBe(false);
    expect(result.balance).toBe(tokens('12.5'));
    const transfers = await t.app.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, result.transfer.id));
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.amount).toBe(tokens('12.5'));
  });

  it('changes nothing when the same idempotency key comes again', async () => {
    const { user } = await buildUser(t.app);
    const key = `test:${user.id}`;
    await creditUser(t.app.ctx.db, { userId: user.id, amount: tokens('3'), reason: 'x', key });
    const again = await creditUser(t.app.ctx.db, { userId: user.id, amount: tokens('3'), reason: 'x', key });
    expect(again.replayed).toBe(true);
    expect(await balanceOf(t.app.ctx.db, userAccount(user.id))).toBe(tokens('3'));
  });

  it('refuses an idempotency key reused for a different amount', async () => {
    const { user } = await buildUser(t.app);
    const key = `test-reuse:${user.id}`;
    await creditUser(t.app.ctx.db, { userId: user.id, amount: tokens('1'), reason: 'x', key });
    await expect(
      creditUser(t.app.ctx.db, { userId: user.id, amount: tokens('2'), reason: 'x', key }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await balanceOf(t.app.ctx.db, userAccount(user.id))).toBe(tokens('1'));
  });

  it('rolls the whole transaction back when the payer cannot cover it', async () => {
    const payer = await buildUser(t.app);
    const payee = await buildUser(t.app);
    await creditUser(t.app.ctx.db, { userId: payer.user.id, amount: tokens('5'), reason: 'x' });
    const attempt = inTransaction(t.app.ctx.db, async (tx) => {
      await transfer(tx, {
        key: `a:${payer.user.id}`,
        from: userAccount(payer.user.id),
        to: userAccount(payee.user.id),
        amount: tokens('4'),
        reason: 'CLAIM',
      });
      await transfer(tx, {
        key: `b:${payer.user.id}`,
        from: userAccount(payer.user.id),
        to: userAccount(payee.user.id),
        amount: tokens('4'),
        reason: 'CLAIM',
      });
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await balanceOf(t.app.ctx.db, userAccount(payer.user.id))).toBe(tokens('5'));
    expect(await balanceOf(t.app.ctx.db, userAccount(payee.user.id))).toBe(0n);
    const keys = await t.app.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `a:${payer.user.id}`));
    expect(keys).toHaveLength(0);
  });

  it('lets the database itself refuse a negative user balance', async () => {
    const { user } = await buildUser(t.app);
    const account = await ensureAccount(t.app.ctx.db, userAccount(user.id));
    await expect(
      t.app.ctx.db.update(ledgerAccounts).set({ balance: sql`-1` }).where(eq(ledgerAccounts.id, account.id)),
    ).rejects.toThrow();
  });

  it('pays exactly as many concurrent debits as the balance covers', async () => {
    const payer = await buildUser(t.app);
    const payee = await buildUser(t.app);
    await creditUser(t.app.ctx.db, { userId: payer.user.id, amount: tokens('10'), reason: 'x' });
    const attempts = Array.from({ length: 30 }, (_, i) =>
      inTransaction(t.app.ctx.db, (tx) =>
        transfer(tx, {
          key: `race:${payer.user.id}:${i}`,
          from: userAccount(payer.user.id),
          to: userAccount(payee.user.id),
          amount: tokens('1'),
          reason: 'CLAIM',
        }),
      ),
    );
    const settled = await Promise.allSettled(attempts);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(10);
    expect(settled.filter((s) => s.status === 'rejected').every((s) => s.reason instanceof InsufficientFunds)).toBe(
      true,
    );
    expect(await balanceOf(t.app.ctx.db, userAccount(payer.user.id))).toBe(0n);
    expect(await balanceOf(t.app.ctx.db, userAccount(payee.user.id))).toBe(tokens('10'));
  });
});
