import type { ConditionAction } from '@questboard/contract/conditions';
import type { ChainInfo, ConditionInput } from '@questboard/contract/quests';
import type { Address } from 'viem';
import type { z } from 'zod';
import type { ConditionParamsValue } from '../../db/schema/quests';
import type { ChainHandle } from './chain-handle';
import { ConditionChains } from './condition-chains';
import { type ChainCheck, ConditionChecks } from './condition-checks';
import { ConditionInspector } from './condition-inspector';
import { WalletHistory } from './wallet-history';

/** On-chain conditions as other modules use them: the chains offered, the builder's checks, participants' checks. */
export class ChainConditions {
  private readonly list: ConditionChains;
  private readonly inspector: ConditionInspector;
  private readonly checks: ConditionChecks;
  /** Proven addresses' first transaction, transactions sent and balances (the eligibility module's wallet rules). */
  readonly walletHistory: WalletHistory;

  constructor(main: ChainHandle) {
    const config = main.config.conditions;
    this.list = new ConditionChains(main, config.chains);
    this.inspector = new ConditionInspector(this.list);
    this.checks = new ConditionChecks(this.list, config);
    this.walletHistory = new WalletHistory(this.list, config.cacheMs);
  }

  async chains(): Promise<ChainInfo[]> {
    return (await this.list.list()).map(({ client: _client, reader: _reader, ...info }) => info);
  }

  inspect(input: z.output<typeof ConditionInput>, index: number): Promise<ConditionParamsValue> {
    return this.inspector.inspect(input, index);
  }

  check(action: ConditionAction, params: ConditionParamsValue, address: Address, since: Date): Promise<ChainCheck> {
    return this.checks.check(action, params, address, since);
  }
}
