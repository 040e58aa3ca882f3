import { erc20Abi, parseAbi } from 'viem';

/** The ERC-20 calls we use, plus the development token's constructor and owner-only mint. */
export const tokenAbi = [
  ...erc20Abi,
  ...parseAbi(['constructor(string name_, string symbol_)', 'function mint(address to, uint256 amount)']),
] as const;
