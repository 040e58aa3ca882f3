import { balancesApi } from '@questboard/contract/balances';
import { parseTokens } from '@questboard/contract/money';
import type { FastifyInstance } from 'fastify';
import { creditUser } from '../../server/src/modules/ledger/ledger.module';
import { apiOf } from '../helpers/api';
import { proveAddress } from '../helpers/chain';
import { type BuiltUser, buildUser } from './users';

/** A user who may withdraw: a proven address and `tokens` in their balance. */
export async function buildWithdrawer(app: FastifyInstance, tokens = '1000'): Promise<BuiltUser> {
  const built = await buildUser(app);
  await proveAddress(app, built.headers);
  await creditUser(app.ctx.db, { userId: built.user.id, amount: parseTokens(tokens), reason: 'test' });
  return built;
}

/** The token balance the user sees (decimal tokens, as the API answers it). */
export async function balanceSeen(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  return (await apiOf(app)(balancesApi.balance, { headers })).json().ntwrxToken.amount;
}
