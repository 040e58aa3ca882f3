import { ERROR_CODES } from '@questboard/contract/errors';
import { TOKEN_DECIMALS } from '@questboard/contract/money';
import { badRequest } from '../../lib/app-error';

/** Ledger base units (18 decimals) → the asset's on-chain units; a 400 when the amount has more digits than the asset. */
export function toChainUnits(amount: bigint, decimals: number): bigint {
  if (decimals >= TOKEN_DECIMALS) return amount * 10n ** BigInt(decimals - TOKEN_DECIMALS);
  const step = 10n ** BigInt(TOKEN_DECIMALS - decimals);
  if (amount % step !== 0n) {
    throw badRequest(ERROR_CODES.AMOUNT_PRECISION, `This asset has ${decimals} decimals; round the amount.`);
  }
  return amount / step;
}

/** On-chain units → ledger base units, rounded down when the asset has more than 18 decimals. */
export function fromChainUnits(value: bigint, decimals: number): bigint {
  if (decimals >= TOKEN_DECIMALS) return value / 10n ** BigInt(decimals - TOKEN_DECIMALS);
  return value * 10n ** BigInt(TOKEN_DECIMALS - decimals);
}
