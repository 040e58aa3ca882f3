import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The badges a rule awards by itself (server/src/modules/badges/badge-rules.ts), and BRAND: a brand's own badge,
 * earned by completing a quest it is attached to. Each person holds each badge once.
 */
export const BADGE_KINDS = ['FIRST_QUEST', 'TEN_QUESTS', 'STREAK_7', 'TOP_10_XP', 'SEASON_TOP_10', 'BRAND'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** The icons a badge may show (Lucide names), for rule badges and for a brand badge without an image. */
export const BADGE_ICONS = [
  'award',
  'trophy',
  'medal',
  'star',
  'rocket',
  'flame',
  'crown',
  'gem',
  'heart',
  'zap',
  'sparkles',
  'target',
] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

/** A brand's badge limits. */
export const BADGE_NAME_MAX = 60;
export const BADGE_DESCRIPTION_MAX = 300;

const Person = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
});

/** One badge a person holds: what it is (in the reader's language for rule badges), and where it came from. */
export const BadgeAward = z.object({
  id: z.string(),
  kind: z.enum(BADGE_KINDS),
  name: z.string(),
  description: z.string(),
  icon: z.enum(BADGE_ICONS),
  /** A brand badge's image (one of the brand's uploads), shown instead of the icon. */
  image: z.string().nullable(),
  /** The brand whose badge it is (BRAND only). */
  brand: z.object({ id: z.string(), name: z.string().nullable(), slug: z.string() }).nullable(),
  /** The quest that earned it (BRAND only). */
  quest: z.object({ title: z.string().nullable(), slug: z.string() }).nullable(),
  user: Person,
  awardedAt: z.string(),
});
export type BadgeAward = z.infer<typeof BadgeAward>;

/** A badge's public page: the award and its signed credential. */
export const BadgeAwardDetail = BadgeAward.extend({
  /**
   * The Open Badges 3.0 credential as a VC-JWT (compact JWS, EdDSA / Ed25519): its payload is the
   * OpenBadgeCredential, verifiable with the issuer's public key alone (`keysUrl`).
   */
  credential: z.string(),
  /** Where the issuer's public keys are published (a JSON Web Key Set). */
  keysUrl: z.string(),
});
export type BadgeAwardDetail = z.infer<typeof BadgeAwardDetail>;

/** A brand's own badge, as its owner defines it. */
export const BrandBadge = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(BADGE_ICONS),
  image: z.string().nullable(),
  /** Which of the brand's uploads the image is (null: the icon shows). */
  imageFrom: z.enum(['LOGO', 'COVER']).nullable(),
});
export type BrandBadge = z.infer<typeof BrandBadge>;

/** A brand's badge as anyone reads it: how many hold it, and the quests (that the reader may see) that award it. */
export const BrandBadgeAnswer = z.object({
  badge: BrandBadge.nullable(),
  holders: z.number().int(),
  questIds: z.array(z.string()),
});
export type BrandBadgeAnswer = z.infer<typeof BrandBadgeAnswer>;

export const BrandBadgeInput = z.object({
  name: z
    .string({ error: 'A badge needs a name' })
    .trim()
    .min(2, 'A badge name has at least 2 characters')
    .max(BADGE_NAME_MAX, `A badge name has at most ${BADGE_NAME_MAX} characters`),
  description: z
    .string({ error: 'A badge needs a description' })
    .trim()
    .min(2, 'A badge description has at least 2 characters')
    .max(BADGE_DESCRIPTION_MAX, `A badge description has at most ${BADGE_DESCRIPTION_MAX} characters`),
  icon: z.enum(BADGE_ICONS, { error: 'Pick one of the listed icons' }).default('award'),
  /** Show one of the brand's uploads (its logo or cover) instead of the icon. */
  imageFrom: z.enum(['LOGO', 'COVER'], { error: 'Use LOGO, COVER or null' }).nullable().default(null),
});
export type BrandBadgeInput = z.input<typeof BrandBadgeInput>;

const idParams = z.object({ id: z.string().min(1).max(200) });
const questParams = z.object({ id: z.uuid({ error: 'A quest id is a UUID' }) });

export const badgesApi = {
  award: endpoint({
    method: 'GET',
    path: '/badges/:id',
    auth: false,
    params: z.object({ id: z.uuid({ error: 'A badge id is a UUID' }) }),
    summary: 'One awarded badge: what it is, who holds it, and its signed Open Badges 3.0 credential (VC-JWT)',
    response: BadgeAwardDetail,
  }),
  ofUser: endpoint({
    method: 'GET',
    path: '/users/badges',
    auth: false,
    query: z.object({ userKey: z.string().min(1).max(100) }),
    summary: "A person's badges (by id or username), newest first",
    response: z.object({ items: z.array(BadgeAward) }),
  }),
  brandBadge: endpoint({
    method: 'GET',
    path: '/brands/:id/badge',
    auth: false,
    params: idParams,
    summary: "A brand's own badge, if it defined one, with how many people hold it and the quests that award it",
    response: BrandBadgeAnswer,
  }),
  saveBrandBadge: endpoint({
    method: 'PUT',
    path: '/brands/:id/badge',
    auth: true,
    params: idParams,
    body: BrandBadgeInput,
    summary: "Defines or changes the brand's one badge (owner only)",
    response: z.object({ badge: BrandBadge }),
  }),
  questBadge: endpoint({
    method: 'GET',
    path: '/quests/:id/badge',
    auth: false,
    params: questParams,
    summary: 'The brand badge completing this quest earns, if any',
    response: z.object({ badge: BrandBadge.nullable() }),
  }),
  attachQuestBadge: endpoint({
    method: 'PUT',
    path: '/quests/:id/badge',
    auth: true,
    params: questParams,
    body: z.object({ attached: z.boolean({ error: 'attached is true or false' }) }),
    summary: "Attaches the brand's badge to one of its quests, or takes it off (owner only)",
    response: z.object({ badge: BrandBadge.nullable() }),
  }),
};
