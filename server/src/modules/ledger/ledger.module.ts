/*
 * The ledger module's one door: every movement of money is a double-entry transfer in one transaction
 * (docs/domain.md, Money). Other modules move money and read balances only through what this file exports.
 */
export { creditUser } from './credits';
export { InsufficientFunds, inTransaction, transfer } from './ledger';
export {
  type AccountRef,
  balanceOf,
  findAccount,
  lockedBalanceOf,
  questEscrow,
  questEscrowBalances,
  seasonEscrow,
  stakingPoolAccount,
  stakingRewardsAccount,
  treasury,
  userAccount,
} from './ledger-accounts';
export { userHistory } from './ledger-history';
export { lockAccountsOf, type PayEachInput, payEach } from './pay-each';
export { type PayManyInput, payMany } from './pay-many';
export { type PayPerKeyInput, payPerKey } from './pay-per-key';
export { fundQuestEscrow, reclaimQuestEscrow } from './quest-funds';
export { lockUserAccounts } from './reward-payouts';
export { fundSeasonEscrow, paySeasonPrizes, returnSeasonEscrow } from './season-funds';
export { fundStakingRewards, recordEmission, recordStakingMoves } from './staking-funds';
