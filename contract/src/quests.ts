import { z } from 'zod';
import { Category, categoryId, Location } from './catalogue';
import { CONDITION_ACTIONS, CONDITION_PARAMS, NETWORKS, QuestCondition } from './conditions';
import { QUEST_RECURRENCES } from './constants';
import { endpoint } from './endpoint';
import { Available, idParam, keyword, pageOf, pageQuery, queryBoolean, queryList } from './lists';
import { isTokenAmount } from './money';
import { Task } from './tasks';

export const QUEST_STATUSES = ['DRAFT', 'PUBLISHED', 'ENDED'] as const;
export type QuestStatus = (typeof QUEST_STATUSES)[number];
/** Derived from status and clock: UPCOMING before startAt, LIVE until endAt, ENDED after or when ended. */
export const QUEST_PHASES = ['DRAFT', 'UPCOMING', 'LIVE', 'ENDED'] as const;
export type QuestPhase = (typeof QUEST_PHASES)[number];
export const QUEST_SORTS = ['newest', 'oldest', 'reward_desc', 'reward_asc', 'ending_soon', 'relevance'] as const;
export const QUEST_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 10_000,
  categoriesMax: 5,
  locationsMax: 50,
  conditionsMax: 20,
  quizOptionsMin: 2,
  quizOptionsMax: 6,
  relatedLimit: 12,
  featuredLimit: 5,
} as const;

export const QuestBrand = z.object({
  id: z.string(),
  name: z.string().nullable(),
  slug: z.string(),
  logo: z.string().nullable(),
});

export const QUEST_FUNDING_STATES = ['FUNDED', 'NOT_FUNDED', 'EXHAUSTED'] as const;

export const QuestSummary = z.object({
  id: z.string(),
  brandId: z.string(),
  brand: QuestBrand,
  title: z.string().nullable(),
  slug: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  categories: z.array(Category),
  /** Tokens per participant as a decimal string ("12.5"), see contract/src/money.ts. */
  rewardAmount: z.string(),
  /**
   * A quest whose pool is paid at its end (equal split, raffle, top N: GET /quests/{id}/distribution): the tokens its
   * pool holds now, as a decimal string; null for a first-come quest, which pays `rewardAmount` to each claimer.
   */
  pool: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  status: z.enum(QUEST_STATUSES),
  phase: z.enum(QUEST_PHASES),
  /** LIVE and (once the ledger holds escrow) able to pay one more reward. */
  isAvailableClaim: z.boolean(),
  /** FUNDED: the escrow covers one more reward; NOT_FUNDED: nothing was ever put in; EXHAUSTED: it ran out. */
  funding: z.enum(QUEST_FUNDING_STATES),
  /** ONCE, or each day / week / month (UTC) a new participation with its own claim. */
  recurrence: z.enum(QUEST_RECURRENCES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuestSummary = z.infer<typeof QuestSummary>;

export const QuestDetail = QuestSummary.extend({
  locations: z.array(Location),
  conditions: z.array(QuestCondition),
  tasks: z.array(Task),
  /** True when the viewer owns the quest's brand (answerIndex and drafts are visible). */
  isOwner: z.boolean(),
});
export type QuestDetail = z.infer<typeof QuestDetail>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number, label: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `${label} must be at most ${max} characters`).optional());
const optionalUrl = z.preprocess(
  blankToUndefined,
  z
    .url({ protocol: /^https?$/, error: 'Enter a link starting with http:// or https://' })
    .max(500)
    .optional(),
);
const dateTime = z.preprocess(
  blankToUndefined,
  z.iso.datetime({ offset: true, error: 'Use an ISO date-time such as 2026-05-01T10:00:00Z' }).optional(),
);

export const questTitle = z
  .string()
  .trim()
  .min(QUEST_LIMITS.titleMin, `Title must be at least ${QUEST_LIMITS.titleMin} characters`)
  .max(QUEST_LIMITS.titleMax, `Title must be at most ${QUEST_LIMITS.titleMax} characters`);

export const tokenAmount = z
  .string()
  .trim()
  .refine(isTokenAmount, 'Enter an amount such as 12.5 (at most 18 decimals)');

/** A chain on-chain conditions can read. */
export const ChainInfo = z.object({
  chainId: z.number().int(),
  name: z.string(),
  /** The block explorer's address, where a contract or a transaction can be looked at; null when none is known. */
  explorerUrl: z.string().nullable(),
  nativeSymbol: z.string(),
});
export type ChainInfo = z.infer<typeof ChainInfo>;

export const ConditionInput = z.object({
  /** An existing condition's id keeps it (and its verifications); without it a new one is made. */
  id: z.preprocess(blankToUndefined, z.uuid().optional()),
  network: z.enum(NETWORKS, { error: 'Choose a network from /quests/socials' }),
  action: z.enum(CONDITION_ACTIONS, { error: 'Choose an action from /quests/actions' }),
  url: optionalUrl,
  handle: optionalText(100, 'Handle'),
  question: optionalText(300, 'Question'),
  options: z.array(z.string().trim().min(1).max(200)).max(QUEST_LIMITS.quizOptionsMax).optional(),
  answerIndex: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(5).optional()),
  chainId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  contract: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'Enter a contract address: 0x and 40 hexadecimal digits')
      .optional(),
  ),
  minAmount: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,30}(\.\d{1,36})?$/, 'Enter an amount such as 1.5')
      .optional(),
  ),
  tokenId: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,78}$/, 'A token id is a whole number')
      .optional(),
  ),
  atBlock: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  event: optionalText(300, 'Event'),
  personArg: optionalText(64, 'Argument'),
});
export type ConditionInput = z.input<typeof ConditionInput>;

/** Fields of the quest form (`POST /quests`, `PUT /quests/:id`) after decoding bracket names. File: image. */
export const QuestForm = z.object({
  /** Required on create; ignored on update. */
  brandId: z.preprocess(blankToUndefined, z.uuid().optional()),
  title: z.preprocess(blankToUndefined, questTitle.optional()),
  description: optionalText(QUEST_LIMITS.descriptionMax, 'Description'),
  categories: z.array(categoryId).max(QUEST_LIMITS.categoriesMax).optional(),
  rewardAmount: z.preprocess(blankToUndefined, tokenAmount.optional()),
  startAt: dateTime,
  endAt: dateTime,
  /** How often the quest repeats; set while it is a draft (ONCE when never sent). */
  recurrence: z.preprocess(
    blankToUndefined,
    z.enum(QUEST_RECURRENCES, { error: 'Choose ONCE, DAILY, WEEKLY or MONTHLY' }).optional(),
  ),
  locations: z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(QUEST_LIMITS.locationsMax).optional(),
  /** When sent, the quest's conditions become exactly these (matched by id). */
  conditions: z.array(ConditionInput).max(QUEST_LIMITS.conditionsMax).optional(),
  /** `true` removes every condition (an empty list cannot be sent in a form that omits blanks). */
  clearConditions: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  /** `true` removes every location target. */
  clearLocations: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
});
export type QuestFormInput = z.input<typeof QuestForm>;
export const QUEST_FILES = ['image'] as const;

export const QuestListQuery = pageQuery().extend({
  keyword,
  statuses: queryList(z.enum(QUEST_STATUSES), 3).optional(),
  sort: z.enum(QUEST_SORTS).optional(),
  brandId: z.uuid().optional(),
  categoryIds: queryList(categoryId, 10).optional(),
  isAvailableClaim: queryBoolean.optional(),
});
const questList = pageOf(QuestSummary).extend({
  totalEstimated: z
    .boolean()
    .describe(
      'true when total is an estimate (the planner’s, rounded to three significant digits), answered when more than ' +
        'EXACT_TOTAL_MAX (1,000) quests match: show it as "about"; false when total is the exact count',
    ),
});

export const Social = z.object({ network: z.enum(NETWORKS), name: z.string() });
export const ActionInfo = z.object({
  network: z.enum(NETWORKS),
  action: z.enum(CONDITION_ACTIONS),
  name: z.string(),
  params: z.array(z.enum(CONDITION_PARAMS)),
  /** PLATFORM: checked automatically when the participant asks; REVIEW: the brand's owner reviews each one. */
  checkedBy: z.enum(['PLATFORM', 'REVIEW']),
  /** For REVIEW social actions: why they cannot be checked automatically (shown to the brand in the builder). */
  checkNote: z.string().nullable(),
});

/** Spec §7 Quests: authoring and browsing (publishing and claims come with the ledger). */
export const questsApi = {
  create: endpoint({
    method: 'POST',
    path: '/quests',
    auth: true,
    multipart: true,
    form: QuestForm,
    files: QUEST_FILES,
    summary: 'Start a quest draft (status DRAFT) for a brand you own; brandId is required',
    response: QuestDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/quests/:id',
    apiKey: { quest: 'id' },
    auth: true,
    multipart: true,
    params: idParam,
    form: QuestForm,
    files: QUEST_FILES,
    summary: 'Change the fields sent (brand owner only), conditions[i].field replaces the conditions',
    response: QuestDetail,
  }),
  creating: endpoint({
    method: 'GET',
    path: '/quests/creating/:brandId',
    auth: true,
    params: z.object({ brandId: z.uuid() }),
    summary: "The brand's newest quest draft, or null (brand owner only)",
    response: QuestDetail.nullable(),
  }),
  socials: endpoint({
    method: 'GET',
    path: '/quests/socials',
    auth: false,
    summary: 'Networks a condition can use',
    response: z.array(Social),
  }),
  actions: endpoint({
    method: 'GET',
    path: '/quests/actions',
    auth: false,
    summary: 'Condition actions per network, with the params each needs',
    query: z.object({ network: z.enum(NETWORKS).optional() }),
    response: z.array(ActionInfo),
  }),
  chains: endpoint({
    method: 'GET',
    path: '/quests/chains',
    auth: false,
    summary: 'Chains on-chain conditions (network CHAIN) can read, as the operator configured them',
    response: z.array(ChainInfo),
  }),
  titleCheck: endpoint({
    method: 'GET',
    path: '/quests/title/check',
    auth: false,
    summary: 'Is this title free within the brand (ignoring case)? questId excludes that quest',
    query: z.object({ brandId: z.uuid(), title: questTitle, questId: z.uuid().optional() }),
    response: Available,
  }),
  list: endpoint({
    method: 'GET',
    path: '/quests',
    auth: true,
    summary: 'Public quests; with brandId of your own brand, its drafts too',
    query: QuestListQuery,
    response: questList,
  }),
  guests: endpoint({
    method: 'GET',
    path: '/quests/guests',
    auth: false,
    summary: 'Public quests for guests (same filters as the list)',
    query: QuestListQuery,
    response: questList,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/quests/detail/:id',
    apiKey: { quest: 'id' },
    auth: false,
    params: z.object({ id: z.string().trim().min(1).max(200) }),
    summary: 'A quest by id or slug with conditions and tasks; drafts only for the owner (404 otherwise)',
    response: QuestDetail,
  }),
  byBrand: endpoint({
    method: 'GET',
    path: '/quests/brands/:brandId',
    apiKey: { brand: 'brandId' },
    auth: false,
    params: z.object({ brandId: z.uuid() }),
    summary: "A brand's public quests, newest first (the owner also sees drafts)",
    query: pageQuery(),
    response: questList,
  }),
  banners: endpoint({
    method: 'GET',
    path: '/quests/banners',
    auth: false,
    summary: 'Quests for the home banners: live first, highest reward',
    query: pageQuery(QUEST_LIMITS.featuredLimit),
    response: questList,
  }),
  featured: endpoint({
    method: 'GET',
    path: '/quests/featured',
    auth: false,
    summary: 'Featured quests: live, highest reward, ending soonest',
    query: pageQuery(QUEST_LIMITS.featuredLimit),
    response: questList,
  }),
  related: endpoint({
    method: 'GET',
    path: '/quests/:id/related',
    auth: false,
    params: idParam,
    summary: 'Public quests sharing a category or the brand, live first',
    query: pageQuery(QUEST_LIMITS.relatedLimit),
    response: questList,
  }),
};
