import { z } from 'zod';

/** The conditions a quest asks for: which network, which action, with which parameters. */
export const NETWORKS = [
  'QUESTBOARD',
  'WEB',
  'TWITTER',
  'INSTAGRAM',
  'TIKTOK',
  'FACEBOOK',
  'DISCORD',
  'TELEGRAM',
  /** On-chain conditions, read on a chain the operator configured (GET /quests/chains). */
  'CHAIN',
  /** The brand's own API says whether the participant did it (POST signed like webhooks). */
  'API',
] as const;
export type Network = (typeof NETWORKS)[number];
export const CONDITION_ACTIONS = [
  'FOLLOW_BRAND',
  'VISIT_LINK',
  'QUIZ',
  'FOLLOW',
  'LIKE',
  'REPOST',
  'COMMENT',
  'JOIN',
  'HOLD_TOKEN',
  'HOLD_NFT',
  'NATIVE_BALANCE',
  'CONTRACT_EVENT',
  'CUSTOM_API',
] as const;
export type ConditionAction = (typeof CONDITION_ACTIONS)[number];
export const CONDITION_PARAMS = [
  'url',
  'handle',
  'question',
  'options',
  'answerIndex',
  'chainId',
  'contract',
  'minAmount',
  'tokenId',
  'atBlock',
  'event',
  'personArg',
] as const;
export type ConditionParam = (typeof CONDITION_PARAMS)[number];

/** Which actions each network offers and which params each needs (docs/domain.md, Condition). */
export const NETWORK_ACTIONS: Record<Network, readonly ConditionAction[]> = {
  QUESTBOARD: ['FOLLOW_BRAND'],
  WEB: ['VISIT_LINK', 'QUIZ'],
  TWITTER: ['FOLLOW', 'LIKE', 'REPOST', 'COMMENT'],
  INSTAGRAM: ['FOLLOW', 'LIKE', 'REPOST', 'COMMENT'],
  TIKTOK: ['FOLLOW', 'LIKE', 'REPOST', 'COMMENT'],
  FACEBOOK: ['FOLLOW', 'LIKE', 'REPOST', 'COMMENT'],
  DISCORD: ['JOIN'],
  TELEGRAM: ['JOIN'],
  CHAIN: ['HOLD_TOKEN', 'HOLD_NFT', 'NATIVE_BALANCE', 'CONTRACT_EVENT'],
  API: ['CUSTOM_API'],
};
/**
 * The params each action uses; social FOLLOW takes `url` or `handle` (at least one); on chain, `tokenId` (HOLD_NFT)
 * and `atBlock` (a snapshot block for HOLD_TOKEN) may be left out.
 */
export const ACTION_PARAMS: Record<ConditionAction, readonly ConditionParam[]> = {
  FOLLOW_BRAND: [],
  VISIT_LINK: ['url'],
  QUIZ: ['question', 'options', 'answerIndex'],
  FOLLOW: ['url', 'handle'],
  LIKE: ['url'],
  REPOST: ['url'],
  COMMENT: ['url'],
  JOIN: ['url'],
  HOLD_TOKEN: ['chainId', 'contract', 'minAmount', 'atBlock'],
  HOLD_NFT: ['chainId', 'contract', 'tokenId'],
  NATIVE_BALANCE: ['chainId', 'minAmount'],
  CONTRACT_EVENT: ['chainId', 'contract', 'event', 'personArg'],
  CUSTOM_API: ['url'],
};
/** The actions read on a chain at the participant's proven address. */
export const CHAIN_ACTIONS: readonly ConditionAction[] = NETWORK_ACTIONS.CHAIN;
export const isChainAction = (action: ConditionAction) => CHAIN_ACTIONS.includes(action);
/** Kinds of contract an on-chain condition reads; found by the builder, not chosen. */
export const TOKEN_STANDARDS = ['ERC20', 'ERC721', 'ERC1155'] as const;
export type TokenStandard = (typeof TOKEN_STANDARDS)[number];

export const ConditionParams = z.object({
  url: z.string().optional(),
  handle: z.string().optional(),
  question: z.string().optional(),
  options: z.array(z.string()).optional(),
  /** Only the quest's owner sees it. */
  answerIndex: z.number().int().optional(),
  /** On chain: which configured chain. */
  chainId: z.number().int().optional(),
  /** On chain: the token's or the event's contract (checksummed). */
  contract: z.string().optional(),
  /** HOLD_TOKEN, NATIVE_BALANCE: the least amount, in the token's own units ("1.5"). */
  minAmount: z.string().optional(),
  /** HOLD_NFT: a given token id (any token of the contract when absent). */
  tokenId: z.string().optional(),
  /** HOLD_TOKEN: the balance counts at this block (a snapshot) instead of now. */
  atBlock: z.number().int().optional(),
  /** CONTRACT_EVENT: the event's signature, as `Played(address indexed player, uint256 score)`. */
  event: z.string().optional(),
  /** CONTRACT_EVENT: the indexed address argument that is the participant. */
  personArg: z.string().optional(),
  /** Found by the builder: the contract's kind, its symbol and decimals (amounts are shown in them). */
  standard: z.enum(TOKEN_STANDARDS).optional(),
  symbol: z.string().optional(),
  decimals: z.number().int().optional(),
});
export const QuestCondition = z.object({
  /** The `questConditionId` (docs/domain.md, Shapes). */
  id: z.string(),
  network: z.enum(NETWORKS),
  action: z.enum(CONDITION_ACTIONS),
  params: ConditionParams,
  position: z.number().int(),
});
export type QuestCondition = z.infer<typeof QuestCondition>;
