import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam, keyword, pageOf, pageQuery } from './lists';
import { UserSummary } from './people';
import { QUEST_PHASES } from './quests';

/** Spec §9: at most 20 influencer suggestions per search. */
export const INFLUENCER_SUGGESTION_LIMIT = 20;
export const INVITE_LIMITS = { titleMax: 120, messageMax: 2000 } as const;

export const INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** Spec §3 invitation: {questId, userId, title, message}, with its answer and whether it was read. */
export const Invite = z.object({
  id: z.string(),
  questId: z.string(),
  userId: z.string(),
  /** Null when the brand kept the usual title: each reader sees "Join <quest>" in their own language. */
  title: z.string().nullable(),
  message: z.string(),
  status: z.enum(INVITE_STATUSES),
  read: z.boolean(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type Invite = z.infer<typeof Invite>;

/** What the brand sees of one invitation: the person and their answer. */
export const InvitedInfluencer = Invite.extend({ user: UserSummary });
export type InvitedInfluencer = z.infer<typeof InvitedInfluencer>;

/** What the invited person sees: the quest and its brand. */
export const ReceivedInvite = Invite.extend({
  quest: z.object({
    id: z.string(),
    title: z.string().nullable(),
    slug: z.string(),
    image: z.string().nullable(),
    rewardAmount: z.string(),
    /** What its pool holds when it pays at its end (QuestSummary.pool); null for a first-come quest. */
    pool: z.string().nullable(),
    phase: z.enum(QUEST_PHASES),
  }),
  brand: z.object({ id: z.string(), name: z.string().nullable(), slug: z.string(), logo: z.string().nullable() }),
});
export type ReceivedInvite = z.infer<typeof ReceivedInvite>;

/** An influencer a brand may invite, and whether they already are. */
export const InfluencerSuggestion = UserSummary.extend({
  followersCount: z.number().int(),
  completedCount: z.number().int(),
  inviteStatus: z.enum(INVITE_STATUSES).nullable(),
});
export type InfluencerSuggestion = z.infer<typeof InfluencerSuggestion>;

export const InviteBody = z.object({
  userId: z.uuid({ error: 'userId must be a user id' }),
  /** Left out (or blank): the usual title, "Join <quest>", worded in each reader's language. */
  title: z
    .string()
    .trim()
    .max(INVITE_LIMITS.titleMax, `The title is at most ${INVITE_LIMITS.titleMax} characters`)
    .optional(),
  message: z
    .string()
    .trim()
    .min(1, 'Write a message')
    .max(INVITE_LIMITS.messageMax, `The message is at most ${INVITE_LIMITS.messageMax} characters`),
});

export const ReceivedInvitesQuery = pageQuery().extend({ status: z.enum(INVITE_STATUSES).optional() });

/** Spec §7 Quests: inviting influencers to a quest, and the invited person's side. */
export const invitesApi = {
  suggest: endpoint({
    method: 'GET',
    path: '/quests/:id/suggest-search-influencer',
    auth: true,
    params: idParam,
    query: z.object({
      keyword,
      limit: z.coerce.number().int().min(1).max(INFLUENCER_SUGGESTION_LIMIT).default(INFLUENCER_SUGGESTION_LIMIT),
    }),
    summary: 'Influencers to invite to your quest, by username or name (at most 20)',
    response: z.object({ items: z.array(InfluencerSuggestion) }),
  }),
  invite: endpoint({
    method: 'POST',
    path: '/quests/:id/invite-influencer',
    auth: true,
    params: idParam,
    body: InviteBody,
    summary: 'Invite an influencer to your live or upcoming quest (once per person; daily limit per brand)',
    response: InvitedInfluencer,
  }),
  influences: endpoint({
    method: 'GET',
    path: '/quests/:id/influences',
    auth: true,
    params: idParam,
    query: pageQuery(),
    summary: 'Whom you invited to your quest and their answers, newest first',
    response: pageOf(InvitedInfluencer),
  }),
  received: endpoint({
    method: 'GET',
    path: '/quests/invites',
    auth: true,
    query: ReceivedInvitesQuery,
    summary: 'Your invitations, newest first, with how many are unread',
    response: pageOf(ReceivedInvite).extend({ unreadCount: z.number().int() }),
  }),
  read: endpoint({
    method: 'POST',
    path: '/quests/:id/read-invite',
    auth: true,
    params: idParam,
    summary: 'Mark your invitation to this quest read',
    response: ReceivedInvite,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/quests/:id/accept-invite',
    auth: true,
    params: idParam,
    summary: 'Accept your invitation to this quest (the brand is told)',
    response: ReceivedInvite,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/quests/:id/decline-invite',
    auth: true,
    params: idParam,
    summary: 'Decline your invitation to this quest',
    response: ReceivedInvite,
  }),
};
