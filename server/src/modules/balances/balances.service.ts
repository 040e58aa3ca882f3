import type { Balance, BalanceHistoryItem } from '@questboard/contract/balances';
import { formatTokens } from '@questboard/contract/money';
import type { Database } from '../../db/client';
import { balanceOf, userAccount, userHistory } from '../ledger/ledger.module';
import { questNames } from './quest-names';

const asValue = (units: bigint) => {
  const amount = formatTokens(units);
  return { value: Number(amount), amount };
};

/** What a user sees of their money: balances and the movements behind them. */
export class BalancesService {
  constructor(private readonly db: Database) {}

  async balance(userId: string): Promise<Balance> {
    const [token, native] = await Promise.all([
      balanceOf(this.db, userAccount(userId, 'TOKEN')),
      balanceOf(this.db, userAccount(userId, 'NATIVE')),
    ]);
    return { ntwrxToken: asValue(token), native: asValue(native) };
  }

  async history(userId: string, page: { offset: number; limit: number }) {
    const { rows, total } = await userHistory(this.db, userId, page);
    const names = await questNames(this.db, rows);
    const items: BalanceHistoryItem[] = rows.map((row) => ({
      id: row.id,
      currency: row.currency === 'NATIVE' ? 'NATIVE' : 'TOKEN',
      direction: row.direction,
      amount: formatTokens(row.amount),
      reason: row.reason,
      memo: row.memo,
      questId: row.questId,
      questTitle: names.get(row.questId ?? '')?.title ?? null,
      questSlug: names.get(row.questId ?? '')?.slug ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
    return { items, total };
  }

  /** Rewards received, each naming its quest. */
  async claims(userId: string, page: { offset: number; limit: number }) {
    const { rows, total } = await userHistory(this.db, userId, page, 'CLAIM');
    const names = await questNames(this.db, rows);
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        questId: row.questId,
        questTitle: names.get(row.questId ?? '')?.title ?? null,
        questSlug: names.get(row.questId ?? '')?.slug ?? null,
        amount: formatTokens(row.amount),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }
}
