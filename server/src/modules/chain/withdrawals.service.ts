import { ERROR_CODES } from '@questboard/contract/errors';
import { basisPoints, formatTokens, parseTokens } from '@questboard/contract/money';
import type { Asset, Withdrawal, WithdrawFee } from '@questboard/contract/wallet';
import { count, desc, eq } from 'drizzle-orm';
import type { WithdrawRulesConfig } from '../../config-chain';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/executor';
import { type WithdrawalRow, withdrawals } from '../../db/schema/chain';
import type { UserRow } from '../../db/schema/users';
import { emailIn } from '../../i18n/email-messages';
import { badRequest, conflict } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { sixDigitCode } from '../../lib/secrets';
import { InsufficientFunds, inTransaction, lockedBalanceOf, transfer, userAccount } from '../ledger/ledger.module';
import type { EmailCodes } from '../users/users.module';
import { languageOfUser } from '../users/users.module';
import type { ChainHandle } from './chain-handle';
import { withdrawalsPaused } from './chain-state';
import { toChainUnits } from './chain-units';
import { inFlight, withdrawalFeeAccount } from './money-accounts';
import { toWithdrawal } from './wallet.presenter';
import { earlierWithdrawal } from './withdrawal-retries';
import { withdrawnToday } from './withdrawn-today';

/** What the transaction decided: a new withdrawal, the one a retried key made, or that a code is needed after all. */
type Outcome = { created: WithdrawalRow } | { earlier: WithdrawalRow } | { needsCode: true };

interface Deps {
  db: Database;
  chain: ChainHandle;
  rules: WithdrawRulesConfig;
  codes: EmailCodes;
  mailer: Mailer;
  /** Called after a request commits: wakes the sender and tells the user's tabs. */
  onRequested(row: WithdrawalRow): void;
}

/** Withdrawal requests: the fee quote, the checks, and the one transaction that holds the money in flight. */
export class WithdrawalsService {
  constructor(private readonly deps: Deps) {}

  /**
   * The fee of withdrawing `amount`: fixed + basis points, paid on top; what arrives is the amount itself. A code is
   * needed once the user's withdrawals of the last 24 hours plus this one reach the threshold.
   */
  async quote(userId: string, amountText: string, asset: Asset): Promise<WithdrawFee> {
    const amount = parseTokens(amountText);
    const { db, rules } = this.deps;
    const used = await withdrawnToday(db, userId, asset);
    const fee = rules.feeFixed + basisPoints(amount, rules.feeBps);
    return {
      asset,
      amount: formatTokens(amount),
      fee: formatTokens(fee),
      total: formatTokens(amount + fee),
      receive: formatTokens(amount),
      minimum: formatTokens(rules.minimum),
      needsCode: used + amount >= rules.codeThreshold,
    };
  }

  /**
   * Moves amount + fee out of the user's balance (into "withdrawals in flight" and the fee account) in one
   * transaction and queues the transfer to the user's proven address. A repeated `requestKey` answers the first.
   * Once the last 24 hours' withdrawals plus this one reach the code threshold, an e-mailed code must confirm it;
   * the transaction that sums the day decides, so requests sent at once cannot each stay under the threshold.
   */
  async request(
    user: UserRow,
    input: { amount: string; asset: Asset; code?: string; requestKey?: string },
  ): Promise<Withdrawal> {
    const { db, rules } = this.deps;
    const amount = parseTokens(input.amount);
    const wanted = { amount, asset: input.asset };
    const done = await earlierWithdrawal(db, user.id, input.requestKey, wanted);
    if (done) return toWithdrawal(done);
    if (await withdrawalsPaused(db)) {
      throw conflict(ERROR_CODES.WITHDRAWALS_PAUSED, 'Withdrawals are paused for maintenance. Try again later.');
    }
    if (!user.cryptoAddress || !user.cryptoAddressProvenAt) {
      throw conflict(ERROR_CODES.ADDRESS_NOT_PROVEN, 'Prove your wallet address by signing with it first.');
    }
    if (amount < rules.minimum) {
      throw badRequest(ERROR_CODES.AMOUNT_TOO_SMALL, `The smallest withdrawal is ${formatTokens(rules.minimum)}.`);
    }
    const chain = await this.deps.chain.get();
    toChainUnits(amount, input.asset === 'TOKEN' ? chain.token.decimals : 18);
    // Over the daily limit, no code is asked for; a given code is checked outside the transaction, so a wrong one
    // counts even when the withdrawal fails later.
    const usedBefore = await withdrawnToday(db, user.id, input.asset);
    this.assertDailyLimit(usedBefore, amount);
    const codeChecked = usedBefore + amount >= rules.codeThreshold;
    if (codeChecked) await this.checkCode(user, input.code);
    const fee = rules.feeFixed + basisPoints(amount, rules.feeBps);
    const toAddress = user.cryptoAddress;

    const outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
      // The user's account row is the lock that makes the daily sum, the code threshold and the debit one decision.
      await lockedBalanceOf(tx, userAccount(user.id, input.asset));
      // A retry that waited for this lock behind its first request answers that request.
      const earlier = await earlierWithdrawal(tx, user.id, input.requestKey, wanted);
      if (earlier) return { earlier };
      const used = await withdrawnToday(tx, user.id, input.asset);
      this.assertDailyLimit(used, amount);
      // Another request of the user reached the threshold since the check above: this one needs a code after all.
      if (!codeChecked && used + amount >= rules.codeThreshold) return { needsCode: true };
      const [created] = await tx
        .insert(withdrawals)
        .values({
          userId: user.id,
          chainId: chain.chainId,
          asset: input.asset,
          amount,
          fee,
          toAddress,
          requestKey: input.requestKey ?? null,
        })
        .returning();
      if (!created) throw new Error('the withdrawal could not be stored');
      const from = userAccount(user.id, input.asset);
      await transfer(tx, {
        key: `withdraw:${created.id}`,
        from,
        to: inFlight(input.asset),
        amount,
        reason: 'WITHDRAW',
      });
      if (fee > 0n) {
        await transfer(tx, {
          key: `withdraw-fee:${created.id}`,
          from,
          to: withdrawalFeeAccount(input.asset),
          amount: fee,
          reason: 'FEE',
          memo: 'withdrawal fee',
        });
      }
      return { created };
    }).catch(async (error: unknown): Promise<Outcome> => {
      if (error instanceof InsufficientFunds) {
        throw badRequest(ERROR_CODES.INSUFFICIENT_BALANCE, 'Your balance does not cover the amount and its fee.');
      }
      // The same key in a request for the other asset (another lock) committed first.
      const earlier = isUniqueViolation(error) && (await earlierWithdrawal(db, user.id, input.requestKey, wanted));
      if (earlier) return { earlier };
      throw error;
    });
    if ('needsCode' in outcome) return this.askForCode(user);
    if ('earlier' in outcome) return toWithdrawal(outcome.earlier);
    this.deps.onRequested(outcome.created);
    return toWithdrawal(outcome.created);
  }

  /** The user's withdrawals on this chain, newest first. */
  async list(userId: string, page: { offset: number; limit: number }) {
    const { db } = this.deps;
    const where = eq(withdrawals.userId, userId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
        .offset(page.offset)
        .limit(page.limit),
      db.select({ n: count() }).from(withdrawals).where(where),
    ]);
    return { items: rows.map(toWithdrawal), total: total?.n ?? 0 };
  }

  private assertDailyLimit(used: bigint, amount: bigint) {
    const { dailyLimit } = this.deps.rules;
    if (used + amount <= dailyLimit) return;
    const left = dailyLimit > used ? dailyLimit - used : 0n;
    throw badRequest(
      ERROR_CODES.WITHDRAW_LIMIT_EXCEEDED,
      `Withdrawals are limited to ${formatTokens(dailyLimit)} a day; ${formatTokens(left)} left today.`,
    );
  }

  /** Spends the given code, or else e-mails one and throws WITHDRAW_CODE_REQUIRED. */
  private async checkCode(user: UserRow, code: string | undefined): Promise<void> {
    if (!code) return this.askForCode(user);
    await this.deps.codes.consume(this.deps.db, user.id, 'WITHDRAW', code);
  }

  /** E-mails the user a withdrawal code and throws WITHDRAW_CODE_REQUIRED. */
  private async askForCode(user: UserRow): Promise<never> {
    const { db, codes, mailer } = this.deps;
    if (!user.email) {
      throw badRequest(
        ERROR_CODES.EMAIL_REQUIRED,
        'Withdrawals of this size need a code sent by e-mail, and this account has no e-mail address.',
      );
    }
    const secret = sixDigitCode();
    await codes.issue(db, user.id, 'WITHDRAW', secret);
    await mailer.send({
      to: user.email,
      ...emailIn(languageOfUser(user), 'withdraw_code', { code: secret }),
      code: secret,
    });
    throw badRequest(ERROR_CODES.WITHDRAW_CODE_REQUIRED, `We sent a code to ${user.email}. Enter it to confirm.`);
  }
}
