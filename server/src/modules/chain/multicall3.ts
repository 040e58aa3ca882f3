import type { Address, Hex } from 'viem';
import { multicall3Bytecode } from './multicall3.bytecode';

/** Where Multicall3 lives on most chains (deployed there by the same keyless transaction everywhere). */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** A chain's Multicall3: its address, and the first block it can be called at when known. */
export interface Multicall3 {
  address: Address;
  blockCreated?: number;
}

type Request = (args: { method: string; params?: unknown[] }) => Promise<unknown>;

/**
 * Places Multicall3 at its usual address on a ganache node (the embedded development chain, the cluster's node):
 * its runtime code is what the creation bytecode returns, set with `evm_setAccountCode`, then a block is mined so
 * that it is there from `blockCreated` on. No transaction: the faucet's nonces are untouched. Answers the block.
 */
export async function installMulticall3(request: Request): Promise<number> {
  const runtime = (await request({ method: 'eth_call', params: [{ data: multicall3Bytecode }, 'latest'] })) as Hex;
  if (!runtime || runtime === '0x') throw new Error('Multicall3 could not be built on the development chain');
  await request({ method: 'evm_setAccountCode', params: [MULTICALL3_ADDRESS, runtime] });
  await request({ method: 'evm_mine', params: [] });
  return Number(await request({ method: 'eth_blockNumber', params: [] }));
}

/** Whether `address` has code on the node now (Multicall3 where a chain says nothing about it). */
export async function hasCode(request: Request, address: Address = MULTICALL3_ADDRESS): Promise<boolean> {
  const code = (await request({ method: 'eth_getCode', params: [address, 'latest'] })) as Hex | undefined;
  return Boolean(code && code !== '0x');
}
