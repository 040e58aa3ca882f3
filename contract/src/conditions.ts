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
] as const;
export type ConditionAction = (typeof CONDITION_ACTIONS)[number];
export const CONDITION_PARAMS = ['url', 'handle', 'question', 'options', 'answerIndex'] as const;
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
};
/** Required params per action; social FOLLOW takes `url` or `handle` (at least one). */
export const ACTION_PARAMS: Record<ConditionAction, readonly ConditionParam[]> = {
  FOLLOW_BRAND: [],
  VISIT_LINK: ['url'],
  QUIZ: ['question', 'options', 'answerIndex'],
  FOLLOW: ['url', 'handle'],
  LIKE: ['url'],
  REPOST: ['url'],
  COMMENT: ['url'],
  JOIN: ['url'],
};

export const ConditionParams = z.object({
  url: z.string().optional(),
  handle: z.string().optional(),
  question: z.string().optional(),
  options: z.array(z.string()).optional(),
  /** Only the quest's owner sees it. */
  answerIndex: z.number().int().optional(),
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
