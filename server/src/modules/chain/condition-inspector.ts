import type { ConditionAction } from '@questboard/contract/conditions';
import type { ConditionInput } from '@questboard/contract/quests';
import type { AbiEvent, Address, Chain, PublicClient, Transport } from 'viem';
import type { z } from 'zod';
import type { ConditionParamsValue } from '../../db/schema/quests';
import { type FieldMessageKey, invalidField } from '../../lib/field-error';
import type { ConditionChains, ReadableChain } from './condition-chains';

type Input = z.output<typeof ConditionInput>;
type Client = PublicClient<Transport, Chain>;

/** ERC-165 interface ids. */
export const ERC721_INTERFACE = '0x80ac58cd';
export const ERC1155_INTERFACE = '0xd9b67a26';

/** `Name(address indexed who, …)` (with or without the word `event`) as viem's ABI item, or null. */
export async function parseEvent(signature: string): Promise<AbiEvent | null> {
  const { parseAbiItem } = await import('viem');
  const text = signature.trim().replace(/^event\s+/, '');
  try {
    const item = parseAbiItem(`event ${text}`);
    return item.type === 'event' ? item : null;
  } catch {
    return null;
  }
}

/** Digits after the decimal point of an amount such as "1.50" (trailing zeros do not count). */
const decimalsOf = (amount: string) => (amount.split('.')[1] ?? '').replace(/0+$/, '').length;

/**
 * Checks an on-chain condition as the builder saves it: the chain is one the operator configured, the contract is a
 * contract of the right kind (decimals() for an ERC-20, supportsInterface for ERC-721 / ERC-1155), amounts fit the
 * token's decimals, the event names an indexed address argument. Answers the params to keep (with the kind, symbol
 * and decimals found), or a 400 on the field at fault that says what was read.
 */
export class ConditionInspector {
  constructor(private readonly chains: ConditionChains) {}

  async inspect(input: Input, index: number): Promise<ConditionParamsValue> {
    const fail = (field: string, key: FieldMessageKey, params: Record<string, string> = {}) =>
      invalidField(`conditions.${index}.${field}`, key, params);
    if (input.chainId === undefined) throw fail('chainId', 'chain_required');
    const chain = await this.chains.find(input.chainId);
    if (!chain) throw fail('chainId', 'chain_unknown', { chainId: String(input.chainId) });
    const client = await chain.client().catch(() => {
      throw fail('chainId', 'chain_unreachable', { chain: chain.name });
    });
    const action = input.action as ConditionAction;
    const base = { chainId: chain.chainId };
    if (action === 'NATIVE_BALANCE') {
      const minAmount = this.amount(input, 18, chain.nativeSymbol, fail);
      return { ...base, minAmount, symbol: chain.nativeSymbol, decimals: 18 };
    }
    if (!input.contract) throw fail('contract', 'contract_required');
    const { getAddress } = await import('viem');
    const contract = getAddress(input.contract.toLowerCase());
    const code = await client.getCode({ address: contract }).catch(() => {
      throw fail('chainId', 'chain_unreachable', { chain: chain.name });
    });
    if (!code || code === '0x') throw fail('contract', 'not_a_contract', { address: contract, chain: chain.name });
    const here = { ...base, contract };
    switch (action) {
      case 'HOLD_TOKEN':
        return { ...here, ...(await this.token(client, chain, input, fail, contract)) };
      case 'HOLD_NFT':
        return { ...here, ...(await this.nft(client, input, fail, contract)) };
      case 'CONTRACT_EVENT':
        return { ...here, ...(await this.event(input, fail)) };
      default:
        throw fail('action', 'network_action', { network: 'CHAIN' });
    }
  }

  private amount(
    input: Input,
    decimals: number,
    symbol: string,
    fail: (field: string, key: FieldMessageKey, params?: Record<string, string>) => Error,
  ): string {
    if (!input.minAmount) throw fail('minAmount', 'min_amount_required');
    if (decimalsOf(input.minAmount) > decimals) {
      throw fail('minAmount', 'amount_decimals', { symbol: symbol || 'This token', decimals: String(decimals) });
    }
    return input.minAmount;
  }

  private async token(
    client: Client,
    chain: ReadableChain,
    input: Input,
    fail: (field: string, key: FieldMessageKey, params?: Record<string, string>) => Error,
    contract: Address,
  ) {
    const { erc20Abi } = await import('viem');
    const decimals = await client
      .readContract({ address: contract, abi: erc20Abi, functionName: 'decimals' })
      .catch(() => {
        throw fail('contract', 'not_erc20', { address: contract });
      });
    const symbol = await client
      .readContract({ address: contract, abi: erc20Abi, functionName: 'symbol' })
      .catch(() => '');
    const minAmount = this.amount(input, decimals, symbol, fail);
    if (input.atBlock !== undefined) {
      const latest = await client.getBlockNumber();
      if (BigInt(input.atBlock) > latest) {
        throw fail('atBlock', 'at_block_future', {
          block: String(input.atBlock),
          chain: chain.name,
          latest: latest.toString(),
        });
      }
    }
    return {
      standard: 'ERC20' as const,
      symbol,
      decimals,
      minAmount,
      ...(input.atBlock !== undefined ? { atBlock: input.atBlock } : {}),
    };
  }

  private async nft(
    client: Client,
    input: Input,
    fail: (field: string, key: FieldMessageKey, params?: Record<string, string>) => Error,
    contract: Address,
  ) {
    const { erc721Abi, parseAbi } = await import('viem');
    const erc165 = parseAbi(['function supportsInterface(bytes4 interfaceId) view returns (bool)']);
    const supports = (interfaceId: `0x${string}`) =>
      client
        .readContract({ address: contract, abi: erc165, functionName: 'supportsInterface', args: [interfaceId] })
        .catch(() => false);
    const [is721, is1155] = await Promise.all([supports(ERC721_INTERFACE), supports(ERC1155_INTERFACE)]);
    if (!is721 && !is1155) throw fail('contract', 'not_nft', { address: contract });
    if (is1155 && !is721 && !input.tokenId) throw fail('tokenId', 'nft_token_id');
    const symbol = is721
      ? await client.readContract({ address: contract, abi: erc721Abi, functionName: 'symbol' }).catch(() => '')
      : '';
    return {
      standard: is721 ? ('ERC721' as const) : ('ERC1155' as const),
      symbol,
      ...(input.tokenId ? { tokenId: BigInt(input.tokenId).toString() } : {}),
    };
  }

  private async event(
    input: Input,
    fail: (field: string, key: FieldMessageKey, params?: Record<string, string>) => Error,
  ) {
    if (!input.event) throw fail('event', 'event_signature');
    const event = await parseEvent(input.event);
    if (!event) throw fail('event', 'event_signature');
    const people = event.inputs.filter((arg) => arg.indexed && arg.type === 'address' && arg.name);
    const choices = people.map((arg) => arg.name).join(', ');
    if (people.length === 0) throw fail('event', 'event_no_person');
    const person = people.find((arg) => arg.name === input.personArg?.trim());
    if (!person?.name) throw fail('personArg', 'person_arg', { choices });
    return { event: input.event.trim().replace(/^event\s+/, ''), personArg: person.name };
  }
}
