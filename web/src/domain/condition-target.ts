import type { QuestCondition } from '@questboard/contract/conditions';
import { displayHandle } from './social-handle';

const shortAddress = (address: string | undefined) => (address ? `${address.slice(0, 6)}…${address.slice(-4)}` : '');

/** What an on-chain condition reads: the token id, the contract and the chain. */
function chainTarget({ params }: QuestCondition): string {
  return [params.tokenId ? `#${params.tokenId}` : '', shortAddress(params.contract), `chain ${params.chainId}`]
    .filter(Boolean)
    .join(' · ');
}

/** What a condition points at, as shown under its title: the account's handle, else its link ('' if neither). */
export function conditionTarget(condition: QuestCondition): string {
  if (condition.network === 'CHAIN') return chainTarget(condition);
  // The brand's endpoint is not for participants to open.
  if (condition.network === 'API') return '';
  return condition.params.handle ? displayHandle(condition.params.handle) : (condition.params.url ?? '');
}

/** The values a condition's title names: the brand's, and an on-chain condition's amount, token and event. */
export function conditionTitleValues(condition: QuestCondition) {
  const { params } = condition;
  return {
    amount: params.minAmount ?? '',
    symbol: params.symbol || 'tokens',
    name: params.symbol || shortAddress(params.contract),
    event: (params.event ?? '').split('(')[0] ?? '',
  };
}
