import type { Asset } from '@questboard/contract/wallet';
import type { AccountRef } from '../ledger/ledger.module';

/** Money that left a user's balance for the chain and has not been confirmed there yet. */
export const inFlight = (asset: Asset): AccountRef => ({ kind: 'WITHDRAWALS_IN_FLIGHT', currency: asset });

/** Withdrawal fees, in the asset withdrawn. */
export const withdrawalFeeAccount = (asset: Asset): AccountRef => ({ kind: 'PLATFORM_FEE', currency: asset });
