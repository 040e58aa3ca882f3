import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam, pageQuery } from './lists';
import { tokenAmount } from './quests';

/**
 * The code a newcomer brings to sign-up. An unknown or ill-shaped code is ignored (no error to the newcomer), only
 * an oversized one is refused.
 */
export const referralCodeInput = z
  .string()
  .trim()
  .max(64, 'A referral code is at most 64 characters')
  .optional()
  .describe('The referral code of the link that brought this person (unknown codes are ignored)');

/** How deep the brand's referral tree goes below each root (root = depth 0), and how many people one page holds. */
export const REFERRAL_TREE = { maxDepth: 3, maxNodes: 500 } as const;

/** The signed-in person's referral link and what it brought. */
export const MyReferrals = z.object({
  code: z.string(),
  /** The link's path (`/r/<code>`); the app puts its origin in front. */
  path: z.string(),
  /** People who signed up through the link. */
  invited: z.number().int(),
  /** Those who activated and had a first quest paid: each earned the referrer XP once. */
  counted: z.number().int(),
  xpEarned: z.number().int(),
  xpPerReferral: z.number().int(),
});
export type MyReferrals = z.infer<typeof MyReferrals>;

/** One person in a quest's referral tree, in tree order (a root, then who it brought, depth first). */
export const ReferralNode = z.object({
  user: z.object({
    id: z.string(),
    username: z.string(),
    displayName: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  /** 0 for a root (a participant who brought others and was not brought by one); n below it. */
  depth: z.number().int(),
  /** Who brought this person (null for a root). */
  referrerId: z.string().nullable(),
  /** Their referral counted (activated and a first quest paid); null for a root. */
  counted: z.boolean().nullable(),
  /** Participants of this quest this person brought (all of them, shown or not). */
  brought: z.number().int(),
});
export type ReferralNode = z.infer<typeof ReferralNode>;

export const QuestReferralsQuery = pageQuery(20).extend({
  depth: z.coerce
    .number()
    .int()
    .min(1, 'depth is at least 1')
    .max(REFERRAL_TREE.maxDepth, `depth is at most ${REFERRAL_TREE.maxDepth}`)
    .default(REFERRAL_TREE.maxDepth),
});

export const QuestReferrals = z.object({
  /** The page's roots and those below them, in tree order. */
  items: z.array(ReferralNode),
  /** Roots in all (offset and limit page through roots). */
  total: z.number().int(),
  /** Participants of this quest brought by another of its participants. */
  referred: z.number().int(),
  /** The page hit REFERRAL_TREE.maxNodes: deeper people were left off. */
  truncated: z.boolean(),
});
export type QuestReferrals = z.infer<typeof QuestReferrals>;

/** What the owner sets on a draft, first come only: tokens paid to whoever brought a participant ("0": no bonus). */
export const ReferralBonusBody = z.object({ amount: tokenAmount });
export type ReferralBonusBody = z.infer<typeof ReferralBonusBody>;

/** A quest's referral bonus, in tokens ("0" when it offers none): public, so its page can tell people. */
export const ReferralBonus = z.object({ questId: z.string(), amount: z.string() });
export type ReferralBonus = z.infer<typeof ReferralBonus>;

export const referralsApi = {
  mine: endpoint({
    method: 'GET',
    path: '/referrals/me',
    auth: true,
    summary: 'My referral link, how many people it brought and counted, and the XP it earned',
    response: MyReferrals,
  }),
  ofQuest: endpoint({
    method: 'GET',
    path: '/quests/:id/referrals',
    auth: true,
    params: idParam,
    query: QuestReferralsQuery,
    summary: "Who brought whom among a quest's participants, as trees paged by root, depth-limited (owner only)",
    response: QuestReferrals,
  }),
  bonus: endpoint({
    method: 'GET',
    path: '/quests/:id/referral-bonus',
    auth: false,
    params: idParam,
    summary: 'What the quest pays from its escrow to whoever brought a participant, when their reward is paid',
    response: ReferralBonus,
  }),
  setBonus: endpoint({
    method: 'PUT',
    path: '/quests/:id/referral-bonus',
    auth: true,
    params: idParam,
    body: ReferralBonusBody,
    summary: 'Set a draft first-come quest’s referral bonus in tokens, "0" for none (brand owner only)',
    response: ReferralBonus,
  }),
};
