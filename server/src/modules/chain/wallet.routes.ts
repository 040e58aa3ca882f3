import { walletApi } from '@questboard/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AddressProofService } from './address-proof.service';
import type { ChainHandle } from './chain-handle';
import type { WalletService } from './wallet.service';
import type { WithdrawalsService } from './withdrawals.service';

export interface WalletRouteServices {
  wallet: WalletService;
  addressProof: AddressProofService;
  withdrawals: WithdrawalsService;
  chain: ChainHandle;
  /** Serves the embedded development chain's JSON-RPC to browser wallets (never in production). */
  devChainRpc: boolean;
  /** Offers test tokens in one click (never in production). */
  devFund: boolean;
}

const UNSAFE_RPC = /^(eth_sendTransaction|eth_sign.*|personal_.*|evm_.*|miner_.*|debug_.*|db_.*)$/;

export function walletRoutes(
  app: FastifyInstance,
  { wallet, addressProof, withdrawals, chain, devChainRpc, devFund }: WalletRouteServices,
) {
  route(app, walletApi.wallet, ({ user }) => wallet.wallet(user));
  route(app, walletApi.challenge, async ({ user, body }) => ({
    message: await addressProof.challenge(user, body.address),
  }));
  route(app, walletApi.prove, async ({ user, body }) => wallet.wallet(await addressProof.prove(user, body)));
  route(app, walletApi.addressChangeCode, ({ user }) => addressProof.sendChangeCode(user));
  route(app, walletApi.withdrawFee, ({ user, body }) => withdrawals.quote(user.id, body.amount, body.asset));
  route(app, walletApi.withdraw, ({ user, body }) => withdrawals.request(user, body));
  route(app, walletApi.withdrawals, ({ user, query }) => withdrawals.list(user.id, query));
  route(app, walletApi.deposits, ({ user, query }) => wallet.deposits(user, query));
  route(app, walletApi.faucet, ({ user }) => wallet.faucet(user));
  // Test tokens in one click: never in production (the development chain itself is refused there too).
  if (devFund) route(app, walletApi.devFund, ({ user, body }) => wallet.devFund(user, body.amount));
  // A browser wallet (or a test's injected one) reaches the embedded chain here; never in production.
  if (devChainRpc) {
    route(app, walletApi.devChainRpc, async ({ body }) => {
      const { dev } = await chain.get();
      if (!dev) throw new Error('the development chain is not running');
      // The chain's own accounts (hot wallet, faucet) are unlocked inside ganache: wallets sign themselves and
      // send raw transactions, so nothing here may sign or rewrite the chain for a caller.
      if (UNSAFE_RPC.test(body.method)) {
        return {
          jsonrpc: '2.0' as const,
          id: body.id,
          error: { code: -32601, message: `${body.method} is not served` },
        };
      }
      try {
        const result = await dev.provider.request({
          method: body.method as never,
          params: (body.params ?? []) as never,
        });
        return { jsonrpc: '2.0' as const, id: body.id, result };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { jsonrpc: '2.0' as const, id: body.id, error: { code: -32000, message } };
      }
    });
  }
}
