import { AbilityBuilder, createAliasResolver, createMongoAbility, type MongoAbility } from '@casl/ability';
import type { BrandStatus } from './brands';
import { ROLES, type Role } from './constants';
import type { QuestStatus } from './quests';

export const ACTIONS = ['read', 'create', 'update', 'delete', 'join'] as const;
export type Action = (typeof ACTIONS)[number] | 'modify';
export const SUBJECTS = ['Quest', 'Brand', 'Task', 'Profile', 'Chat', 'BrandDashboard'] as const;
export type SubjectName = (typeof SUBJECTS)[number];

/** The subjects that belong to someone: a brand, a quest and a task belong to the brand's owner. */
export type OwnedSubjectName = 'Brand' | 'Quest' | 'Task';
/** One brand, quest or task as the ability sees it: `ownerId` decides who may change it (and who may join a task). */
export interface OwnedSubject<T extends OwnedSubjectName = OwnedSubjectName> {
  __typename: T;
  ownerId: string;
}
/** A task as the ability sees it: `ownerId` decides whether an ambassador may join it. */
export type TaskSubject = OwnedSubject<'Task'>;
/** A brand as reading sees it: everyone reads an ACTIVE one, its owner reads it in any status. */
export interface BrandSubject extends OwnedSubject<'Brand'> {
  status?: BrandStatus;
}
/** A quest, or a task of it, as reading sees it: public once published and while its brand is ACTIVE. */
export interface QuestSubject<T extends 'Quest' | 'Task' = 'Quest'> extends OwnedSubject<T> {
  status?: QuestStatus;
  brandStatus?: BrandStatus;
}
/** `owned(type, ownerId)` fits each of these, without the state reading depends on (then only its owner reads it). */
export type Subject = SubjectName | BrandSubject | QuestSubject<'Quest'> | QuestSubject<'Task'>;
export type AppAbility = MongoAbility<[Action, Subject]>;

/** A brand, quest or task owned by `ownerId` (for a quest or a task: its brand's owner), to ask the ability about. */
export function owned<T extends OwnedSubjectName>(type: T, ownerId: string): OwnedSubject<T> {
  return { __typename: type, ownerId };
}

/** A brand to ask the ability whether it may be read (or changed). */
export function brandSubject(brand: { ownerId: string; status: BrandStatus }): BrandSubject {
  return { __typename: 'Brand', ownerId: brand.ownerId, status: brand.status };
}

/** A quest (or, with `type` 'Task', one of its tasks) to ask the ability whether it may be read (or changed). */
export function questSubject<T extends 'Quest' | 'Task' = 'Quest'>(
  quest: { ownerId: string; status: QuestStatus; brandStatus: BrandStatus },
  type: T = 'Quest' as T,
): QuestSubject<T> {
  return { __typename: type, ownerId: quest.ownerId, status: quest.status, brandStatus: quest.brandStatus };
}

/**
 * Who reads what, as conditions the server also writes in SQL for its lists (modules/quests/quest-rules.ts
 * `readableQuestSql`, modules/brands/brand-rules.ts `readableBrandSql`; their tests hold the twins together).
 */
export const PUBLIC_BRAND_STATUS = 'ACTIVE' satisfies BrandStatus;
export const PUBLIC_QUEST_STATUSES = ['PUBLISHED', 'ENDED'] as const satisfies readonly QuestStatus[];

/** 'modify' means update, delete and read (docs/domain.md, Roles). */
const resolveAction = createAliasResolver({ modify: ['update', 'delete', 'read'] });

export interface AbilityUser {
  id: string;
  type: string;
}

/** The role a user acts in: their type, or GUEST when absent or unknown. */
export function roleOf(user: AbilityUser | null | undefined): Role {
  const type = user?.type;
  return (ROLES as readonly string[]).includes(type ?? '') ? (type as Role) : 'GUEST';
}

/**
 * Spec §6 as a CASL ability, with ownership (docs/domain.md, Brand): dashboard roles create brands, and change
 * only their own brands, the quests of those brands (including their money: publish, top-up, end, reclaim,
 * statistics, reviews) and their tasks. Ask it about `owned(type, ownerId)` for one object, and about
 * `brandSubject` / `questSubject` (which carry the state reading depends on) for whether it may be seen.
 */
export function defineAbilityFor(user: AbilityUser | null | undefined): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  const role = roleOf(user);
  // Reading: what is public to everyone, and everything of one's own brands (drafts, inactive brands) to their owner.
  can('read', 'Brand', { status: PUBLIC_BRAND_STATUS });
  can('read', ['Quest', 'Task'], { status: { $in: [...PUBLIC_QUEST_STATUSES] }, brandStatus: PUBLIC_BRAND_STATUS });
  if (user) can('read', ['Brand', 'Quest', 'Task'], { ownerId: user.id });
  if (role !== 'GUEST') can('modify', ['Profile', 'Chat']);
  if ((role === 'AMBASSADOR' || role === 'BUSINESS') && user) {
    can('modify', 'BrandDashboard');
    can('create', 'Brand');
    can(['create', 'update', 'delete'], ['Quest', 'Task'], { ownerId: user.id });
    can(['update', 'delete'], 'Brand', { ownerId: user.id });
  }
  if (role === 'INFLUENCER') can('join', 'Task');
  if (role === 'AMBASSADOR' && user) can('join', 'Task', { ownerId: user.id });
  return build({
    resolveAction,
    detectSubjectType: (subject) => (typeof subject === 'string' ? subject : subject.__typename),
  });
}
