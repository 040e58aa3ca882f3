import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { RealtimePort } from '../../lib/realtime-port';
import { EmailCodes } from '../users/users.module';
import { AddressProofService } from './address-proof.service';
import { ChainConditions } from './chain-conditions';
import { ChainHandle } from './chain-handle';
import { ChainWorkers } from './chain-workers';
import { leaseSeconds, RoundLease } from './round-lease';
import { walletRoutes } from './wallet.routes';
import { WalletService } from './wallet.service';
import { WithdrawalsService } from './withdrawals.service';

/**
 * The chain module's one door: money entering and leaving by the EVM chain (deposits, withdrawals, proven
 * addresses) and the workers that follow the chain.
 */
export function chainModule(ctx: AppContext, uses: { hub: RealtimePort; events: DomainEvents }) {
  const chain = new ChainHandle(ctx.config.chain, ctx.config.env, ctx.log);
  // Tabs of the user refetch balances, withdrawals and deposits when money moves on chain.
  const walletChanged = (userIds: string[]) => uses.hub.toUsers([...new Set(userIds)], 'walletChanged');
  // Instances sharing a PostgreSQL database take turns through a lease; the embedded database has one instance.
  const lease = ctx.database.kind === 'postgres' ? new RoundLease(ctx.db, leaseSeconds(ctx.config.chain.pollMs)) : null;
  const chainWorkers = new ChainWorkers(
    ctx.db,
    chain,
    ctx.log,
    {
      changed: (row) => walletChanged([row.userId]),
      credited: (userId) => walletChanged([userId]),
      progressed: walletChanged,
    },
    lease,
    uses.events,
  );
  const withdrawals = new WithdrawalsService({
    db: ctx.db,
    chain,
    rules: ctx.config.chain.withdraw,
    codes: new EmailCodes(`codes:${ctx.config.jwtSecret}`),
    mailer: ctx.mailer,
    onRequested: (row) => {
      walletChanged([row.userId]);
      chainWorkers.wake();
    },
  });
  const wallet = new WalletService(ctx.db, chain, ctx.config.chain.withdraw, () => chainWorkers.wake());
  const chainConditions = new ChainConditions(chain);
  const addressProof = new AddressProofService(
    ctx.db,
    chain,
    ctx.config.publicUrl,
    new EmailCodes(`codes:${ctx.config.jwtSecret}`),
    ctx.mailer,
    ctx.authLimiter,
    (address) => chainConditions.walletHistory.learn(address),
  );
  const config = ctx.config.chain;
  /** Chains a Sign-In with Ethereum message may name: the main chain (known without starting it when set), then the conditions' chains. */
  const signInChainIds = async (): Promise<number[]> => {
    const main = config.chainId ?? (await chain.get()).chainId;
    return [...new Set([main, ...config.conditions.chains.map((c) => c.chainId)])];
  };
  const devChainRpc = ctx.config.env !== 'production' && ctx.config.chain.kind === 'dev';
  return {
    chain,
    chainWorkers,
    withdrawals,
    wallet,
    addressProof,
    chainConditions,
    signInChainIds,
    routes: (app: FastifyInstance) =>
      walletRoutes(app, {
        wallet,
        addressProof,
        withdrawals,
        chain,
        devChainRpc,
        devFund: ctx.config.env !== 'production',
      }),
  };
}

export type { ChainConditions } from './chain-conditions';
export { registerChainMetrics } from './chain-metrics';
export { PAUSE_KEY, withdrawalsPaused, writeState } from './chain-state';
export type { ChainCheck } from './condition-checks';
export { assignDeposit } from './deposit-credit';
export type { WalletHistory } from './wallet-history';

/** The chain's blocks for the raffle's seed (modules/distribution): the head's number, a mined block's hash or null. */
export function chainBlocks(chain: ChainHandle) {
  return {
    head: async () => (await chain.get()).publicClient.getBlockNumber({ cacheTime: 0 }),
    hashOf: async (block: bigint): Promise<string | null> => {
      const client = (await chain.get()).publicClient;
      if ((await client.getBlockNumber({ cacheTime: 0 })) < block) return null;
      return (await client.getBlock({ blockNumber: block })).hash;
    },
  };
}
