import { ERROR_CODES } from '@questboard/contract/errors';
import { formatTokens } from '@questboard/contract/money';
import type { Wallet } from '@questboard/contract/wallet';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Address } from 'viem';
import type { WithdrawRulesConfig } from '../../config-chain';
import type { Database } from '../../db/client';
import { chainDeposits } from '../../db/schema/chain';
import type { UserRow } from '../../db/schema/users';
import { conflict } from '../../lib/app-error';
import type { ChainHandle } from './chain-handle';
import { readState, withdrawalsPaused } from './chain-state';
import { toDeposit } from './wallet.presenter';

/** What the wallet pages read: the chain, the rules, the user's address and deposits; the dev faucet. */
export class WalletService {
  constructor(
    private readonly db: Database,
    private readonly chain: ChainHandle,
    private readonly rules: WithdrawRulesConfig,
  ) {}

  /** The chain (opened on first use), the withdrawal rules and the user's proven address. */
  async wallet(user: UserRow): Promise<Wallet> {
    const chain = await this.chain.get();
    return {
      chain: {
        chainId: chain.chainId,
        development: chain.development,
        tokenAddress: chain.token.address,
        tokenSymbol: chain.token.symbol,
        tokenDecimals: chain.token.decimals,
        nativeSymbol: chain.nativeSymbol,
        depositAddress: chain.depositAddress,
        confirmations: this.chain.config.confirmations,
        explorerUrl: chain.explorerUrl,
      },
      rules: {
        feeFixed: formatTokens(this.rules.feeFixed),
        feeBps: this.rules.feeBps,
        minimum: formatTokens(this.rules.minimum),
        dailyLimit: formatTokens(this.rules.dailyLimit),
        codeThreshold: formatTokens(this.rules.codeThreshold),
        paused: await withdrawalsPaused(this.db),
      },
      address: user.cryptoAddressProvenAt ? user.cryptoAddress : null,
      provenAt: user.cryptoAddressProvenAt?.toISOString() ?? null,
    };
  }

  /** Deposits sent from the user's proven address (pending ones included), newest first. */
  async deposits(user: UserRow, page: { offset: number; limit: number }) {
    if (!user.cryptoAddress || !user.cryptoAddressProvenAt) return { items: [], total: 0 };
    const chain = await this.chain.get();
    const where = and(
      eq(chainDeposits.chainId, chain.chainId),
      sql`lower(${chainDeposits.fromAddress}) = ${user.cryptoAddress.toLowerCase()}`,
    );
    const [rows, [total], head] = await Promise.all([
      this.db
        .select()
        .from(chainDeposits)
        .where(where)
        .orderBy(desc(chainDeposits.createdAt), desc(chainDeposits.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db.select({ n: count() }).from(chainDeposits).where(where),
      readState(this.db, `head:${chain.chainId}`),
    ]);
    const needed = this.chain.config.confirmations;
    return { items: rows.map((row) => toDeposit(row, Number(head ?? '0'), needed)), total: total?.n ?? 0 };
  }

  /** Development chain only: test tokens and coins to the user's proven address. */
  async faucet(user: UserRow): Promise<{ txHashes: string[] }> {
    const chain = await this.chain.get();
    if (!chain.dev) throw conflict(ERROR_CODES.DEV_CHAIN_ONLY, 'The faucet exists on the development chain only.');
    if (!user.cryptoAddress || !user.cryptoAddressProvenAt) {
      throw conflict(ERROR_CODES.ADDRESS_NOT_PROVEN, 'Prove your wallet address first; the faucet sends to it.');
    }
    return { txHashes: await chain.dev.faucet(user.cryptoAddress as Address) };
  }
}
