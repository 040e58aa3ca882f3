import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from './constants';
import { endpoint } from './endpoint';

/** One currency's balance: `value` is the numeric amount (docs/domain.md, Shapes), `amount` the exact decimal string. */
export const BalanceValue = z.object({ value: z.number(), amount: z.string() });
export const Balance = z.object({ ntwrxToken: BalanceValue, native: BalanceValue });
export type Balance = z.infer<typeof Balance>;

export const Page = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
});

export const BalanceHistoryItem = z.object({
  id: z.string(),
  currency: z.enum(['TOKEN', 'NATIVE']),
  direction: z.enum(['IN', 'OUT']),
  amount: z.string(),
  reason: z.string(),
  memo: z.string().nullable(),
  questId: z.string().nullable(),
  /** The quest a movement belongs to (publish, top-up, fee, claim, reclaim), to name and link it. */
  questTitle: z.string().nullable(),
  questSlug: z.string().nullable(),
  createdAt: z.string(),
});
export type BalanceHistoryItem = z.infer<typeof BalanceHistoryItem>;

export const ClaimHistoryItem = z.object({
  id: z.string(),
  questId: z.string().nullable(),
  questTitle: z.string().nullable(),
  questSlug: z.string().nullable(),
  amount: z.string(),
  createdAt: z.string(),
});

/** Spec §7 Users: balance and its history. */
export const balancesApi = {
  balance: endpoint({
    method: 'GET',
    path: '/users/balance',
    auth: true,
    summary: "The signed-in user's token and native balances",
    response: Balance,
  }),
  balanceHistories: endpoint({
    method: 'GET',
    path: '/users/balance-histories',
    auth: true,
    summary: 'Every movement of the signed-in user’s balances, newest first',
    query: Page,
    response: z.object({ items: z.array(BalanceHistoryItem), total: z.number().int() }),
  }),
  claimHistories: endpoint({
    method: 'GET',
    path: '/users/claim-histories',
    auth: true,
    summary: 'Rewards the signed-in user has claimed, newest first',
    query: Page,
    response: z.object({ items: z.array(ClaimHistoryItem), total: z.number().int() }),
  }),
};
