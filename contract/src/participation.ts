import { z } from 'zod';
import { endpoint } from './endpoint';
import { botToken } from './fields';
import { idParam, Ok, pageOf, pageQuery } from './lists';
import { ReviewBatchDecisionBody, ReviewBatchResult, ReviewDecisionBody, ReviewItem, TaskResultItem } from './reviews';
import { SOCIAL_ACCOUNT_NETWORKS } from './socials';
import { PublicUser } from './users';

export const USER_QUEST_STATUSES = ['NOT_STARTED', 'STARTED', 'COMPLETED', 'CLAIMED'] as const;
export type UserQuestStatus = (typeof USER_QUEST_STATUSES)[number];
export const CHECK_STATUSES = ['NOT_DONE', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
/** Why someone may not take part (GET /quests/:id/rules/check). */
export const INELIGIBLE_REASONS = [
  'SIGN_IN',
  'ROLE',
  'NOT_LIVE',
  'NO_REWARDS_LEFT',
  'ALREADY_CLAIMED',
  'NOT_FUNDED',
] as const;

/** The file field of `POST /tasks/:id/image`. */
export const TASK_RESULT_FILES = ['image'] as const;

const LIMITS = {
  proofMax: 500,
  resultMax: 2_000,
  leaderboardLimit: 10,
  /** Failed automatic checks of a social condition after which the participant may ask a person to review it. */
  reviewAfterFailedChecks: 2,
  /** Wrong quiz answers a participant may give; the last one closes the condition. */
  quizWrongAnswersMax: 2,
} as const;
export const PARTICIPATION_LIMITS = LIMITS;

export const ConditionProgress = z.object({
  questConditionId: z.string(),
  status: z.enum(CHECK_STATUSES),
  /** Why a check was refused (the owner's note, what a social check found and what to do). */
  note: z.string().nullable(),
  /** A quiz after a wrong answer: the answers still allowed (0 once none is left); null otherwise. */
  quizTriesLeft: z.number().int().nullable(),
  /** A social check the provider held back (rate limit, outage): when the platform checks again by itself. */
  recheckAt: z.string().nullable(),
  /** The automatic check has failed often enough that the participant may ask a person to review it. */
  canAskReview: z.boolean(),
  /** The network whose account the participant must connect (or connect again) before the check can pass. */
  connect: z.enum(SOCIAL_ACCOUNT_NETWORKS).nullable(),
});
export type ConditionProgress = z.infer<typeof ConditionProgress>;
export const TaskProgress = z.object({
  taskId: z.string(),
  status: z.enum(CHECK_STATUSES),
  result: z.string().nullable(),
  note: z.string().nullable(),
});
export type TaskProgress = z.infer<typeof TaskProgress>;

export const UserQuest = z.object({
  questId: z.string(),
  status: z.enum(USER_QUEST_STATUSES),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  claimedAmount: z.string().nullable(),
  /**
   * A recurring quest's current period (its first day, YYYY-MM-DD, UTC) and when the next one starts; null for a
   * quest that happens once. `status` is this period's participation (NOT_STARTED when a new period began).
   */
  period: z.string().nullable(),
  nextPeriodAt: z.string().nullable(),
  conditions: z.array(ConditionProgress),
  tasks: z.array(TaskProgress),
});
export type UserQuest = z.infer<typeof UserQuest>;

export const RulesCheck = z.object({
  eligible: z.boolean(),
  reasons: z.array(z.object({ code: z.enum(INELIGIBLE_REASONS), message: z.string() })),
});
export type RulesCheck = z.infer<typeof RulesCheck>;

export const VerifyBody = z.object({
  questConditionId: z.uuid({ error: 'questConditionId must be a UUID' }),
  /** QUIZ: the chosen option. */
  answerIndex: z.number().int().min(0).max(5).optional(),
  /** Social conditions: a link or handle showing it was done, for the owner's review. */
  proof: z.string().trim().max(LIMITS.proofMax).optional(),
});
export const AskReviewBody = z.object({
  /** A link or handle showing it was done, for the owner's review. */
  proof: z.string().trim().max(LIMITS.proofMax).optional(),
});
/** The signed ticket of a tracked VISIT_LINK redirect: who opens it, until when. */
export const VisitRedirectQuery = z.object({ t: z.string().trim().min(1).max(300) });
export const VerifyListBody = z.object({
  questId: z.uuid(),
  questConditionIds: z.array(z.uuid()).min(1).max(20),
});
export const TaskVerifyBody = z.object({
  taskId: z.uuid({ error: 'taskId must be a UUID' }),
  result: z.string().trim().min(1, 'Enter your result').max(LIMITS.resultMax),
});

/**
 * A claim's body, needed only when the server asks for the bot check (403 BOT_CHECK_REQUIRED: many claims from one
 * address in a short time, or a high risk score): the solved `claim` challenge.
 */
export const ClaimBody = z.object({ recaptcha: botToken }).nullish();

export const ClaimResult = z.object({ amount: z.string(), balance: z.string(), userQuest: UserQuest });

export const Participant = z.object({
  user: PublicUser,
  status: z.enum(USER_QUEST_STATUSES),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  user: PublicUser,
  completedAt: z.string(),
  claimed: z.boolean(),
});
export const CompletedQuest = z.object({
  questId: z.string(),
  title: z.string().nullable(),
  slug: z.string(),
  rewardAmount: z.string(),
  completedAt: z.string(),
  claimed: z.boolean(),
  /**
   * A quest whose pool is paid at its end (nobody claims it): the pool (what it held when settled, else its escrow
   * now), whether it was settled, and what it paid this person then ("0" when nothing; null before). Null for a
   * first-come quest.
   */
  pool: z.object({ amount: z.string(), settled: z.boolean(), won: z.string().nullable() }).nullable(),
});
export type CompletedQuest = z.infer<typeof CompletedQuest>;

export const leaderboardQuery = pageQuery(LIMITS.leaderboardLimit);

/** Spec §7 Quests and Tasks: taking part, verifying, claiming; and the owner's review queue. */
export const participationApi = {
  rulesCheck: endpoint({
    method: 'GET',
    path: '/quests/:id/rules/check',
    auth: false,
    params: idParam,
    summary: 'May the viewer take part in this quest now? With the reasons why not',
    response: RulesCheck,
  }),
  start: endpoint({
    method: 'POST',
    path: '/quests/:id/start',
    auth: true,
    params: idParam,
    summary: 'Take part in a live quest (again answers the same participation)',
    response: UserQuest,
  }),
  userQuest: endpoint({
    method: 'GET',
    path: '/quests/:id/user-quest',
    auth: true,
    params: idParam,
    summary: "The viewer's participation: status and each condition's and task's state",
    response: UserQuest,
  }),
  visit: endpoint({
    method: 'POST',
    path: '/quests/conditions/:id/visit',
    auth: true,
    params: idParam,
    summary:
      'The tracked link a participant opens for a VISIT_LINK condition: opening it records the visit, then redirects',
    response: z.object({ url: z.string() }),
  }),
  visitRedirect: endpoint({
    method: 'GET',
    path: '/quests/conditions/:id/go',
    auth: false,
    params: idParam,
    query: VisitRedirectQuery,
    summary:
      'Tracked redirect of a VISIT_LINK condition: records the visit of the participant named by the ticket, then 302 to the condition’s own link (never any other)',
    response: z.object({}),
  }),
  askReview: endpoint({
    method: 'POST',
    path: '/quests/conditions/:id/ask-review',
    auth: true,
    params: idParam,
    body: AskReviewBody,
    summary:
      'Hand a social condition whose automatic check keeps failing to the brand owner’s review (after two failed checks)',
    response: ConditionProgress,
  }),
  verify: endpoint({
    method: 'POST',
    path: '/quests/verify',
    auth: true,
    body: VerifyBody,
    summary: 'Check one condition: the platform verifies it, or it waits for the brand owner’s review',
    response: ConditionProgress,
  }),
  verifyList: endpoint({
    method: 'POST',
    path: '/quests/verify/list',
    auth: true,
    body: VerifyListBody,
    summary: 'Check several conditions of one quest at once (conditions that need an answer are skipped)',
    response: z.array(ConditionProgress),
  }),
  taskVerify: endpoint({
    method: 'POST',
    path: '/tasks/verify',
    auth: true,
    body: TaskVerifyBody,
    summary: 'Submit a task’s result: accepted at once when the task says AUTO, else it waits for the owner’s review',
    response: TaskProgress,
  }),
  taskImage: endpoint({
    method: 'POST',
    path: '/tasks/:id/image',
    auth: true,
    multipart: true,
    params: idParam,
    form: z.object({}),
    files: TASK_RESULT_FILES,
    summary:
      'Send an image task’s result as an uploaded file (jpeg, png or gif, judged by its bytes, at most 5,000,000 bytes); reviewed as the task says',
    response: TaskProgress,
  }),
  taskResults: endpoint({
    method: 'GET',
    path: '/tasks/quests/:id/result',
    auth: true,
    params: idParam,
    summary: "The viewer's task results in this quest",
    response: z.array(TaskProgress),
  }),
  questResult: endpoint({
    method: 'GET',
    path: '/quests/detail/:id/result',
    auth: true,
    params: idParam,
    summary: "The viewer's result in this quest (same as user-quest)",
    response: UserQuest,
  }),
  complete: endpoint({
    method: 'POST',
    path: '/quests/:id/complete',
    auth: true,
    params: idParam,
    summary: 'Mark the quest complete once every condition and task is verified',
    response: UserQuest,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/quests/:id/claim-reward',
    auth: true,
    params: idParam,
    body: ClaimBody,
    summary: 'Claim the reward of a completed quest from its escrow, first come first served',
    response: ClaimResult,
  }),
  participants: endpoint({
    method: 'GET',
    path: '/quests/:id/participants',
    apiKey: { quest: 'id' },
    auth: false,
    params: idParam,
    query: pageQuery(),
    summary: 'People taking part, newest first',
    response: pageOf(Participant),
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/quests/:id/leaderboard',
    apiKey: { quest: 'id' },
    auth: false,
    params: idParam,
    query: leaderboardQuery,
    summary: 'Participants who completed, earliest first',
    response: pageOf(LeaderboardEntry),
  }),
  completedBy: endpoint({
    method: 'GET',
    path: '/quests/:username/completed',
    auth: false,
    params: z.object({ username: z.string().trim().min(1).max(60) }),
    query: pageQuery(),
    summary: 'Quests a user has completed, newest first',
    response: pageOf(CompletedQuest),
  }),
  reviews: endpoint({
    method: 'GET',
    path: '/quests/:id/reviews',
    apiKey: { quest: 'id' },
    auth: true,
    params: idParam,
    query: pageQuery(),
    summary: 'Condition checks and task results waiting for the owner’s review (owner only)',
    response: pageOf(ReviewItem),
  }),
  allTaskResults: endpoint({
    method: 'GET',
    path: '/quests/:id/task-results',
    apiKey: { quest: 'id' },
    auth: true,
    params: idParam,
    query: pageQuery(),
    summary: 'Every task result of a quest, newest first, whatever its state (owner only)',
    response: pageOf(TaskResultItem),
  }),
  decide: endpoint({
    method: 'POST',
    path: '/quests/reviews/decide',
    auth: true,
    body: ReviewDecisionBody,
    summary:
      'Approve or reject one waiting condition check or task result (owner only); an approval that leaves every step verified completes the quest and pays the reward',
    response: Ok,
  }),
  decideMany: endpoint({
    method: 'POST',
    path: '/quests/:id/reviews/decide',
    apiKey: { quest: 'id' },
    auth: true,
    params: idParam,
    body: ReviewBatchDecisionBody,
    summary:
      'Approve or reject up to 500 waiting submissions of one quest at once (owner only); participants left with every step verified are completed and paid',
    response: ReviewBatchResult,
  }),
};
