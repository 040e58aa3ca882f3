import { ERROR_CODES } from '@questboard/contract/errors';
import { formatTokens, parseTokens } from '@questboard/contract/money';
import type { DevFund, Wallet } from '@questboard/contract/wallet';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Address } from 'viem';
import type { WithdrawRulesConfig } from '../../config-chain';
import type { Database } from '../../db/client';
import { chainDeposits, devWallets } from '../../db/schema/chain';
import type { UserRow } from '../../db/schema/users';
import { conflict } from '../../lib/app-error';
import type { ChainHandle } from './chain-handle';
import { readState, withdrawalsPaused } from './chain-state';
import { depositSendersOf } from './deposit-senders';
import { toDeposit } from './wallet.presenter';

/** What the wallet pages read: the chain, the rules, the user's address and deposits; the dev faucet. */
export class WalletService {
  constructor(
    private readonly db: Database,
    private readonly chain: ChainHandle,
    private readonly rules: WithdrawRulesConfig,
    /** Told after a development deposit is mined (wakes the deposit watcher). */
    private readonly onDevDeposit: () => void = () => undefined,
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

  /** Deposits sent from the user's proven address or development wallet (pending ones included), newest first. */
  async deposits(user: UserRow, page: { offset: number; limit: number }) {
    const chain = await this.chain.get();
    const senders = await depositSendersOf(this.db, user, chain.chainId);
    if (senders.length === 0) return { items: [], total: 0 };
    const where = and(
      eq(chainDeposits.chainId, chain.chainId),
      sql`lower(${chainDeposits.fromAddress}) in (${sql.join(
        senders.map((a) => sql`${a}`),
        sql`, `,
      )})`,
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

  /**
   * Development chain only: `amount` test tokens to the user's balance through a real deposit, sent from the
   * development wallet the product holds for them; the deposit watcher credits it after its confirmations.
   */
  async devFund(user: UserRow, amount: string): Promise<DevFund> {
    const chain = await this.chain.get();
    if (!chain.dev) throw conflict(ERROR_CODES.DEV_CHAIN_ONLY, 'Test tokens exist on the development chain only.');
    const fromAddress = chain.dev.devWalletOf(user.id);
    await this.db
      .insert(devWallets)
      .values({ userId: user.id, chainId: chain.chainId, address: fromAddress })
      .onConflictDoNothing();
    const txHash = await chain.dev.depositFromDevWallet(user.id, chain.depositAddress, parseTokens(amount));
    this.onDevDeposit();
    return { fromAddress, txHash, amount, confirmations: this.chain.config.confirmations };
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
