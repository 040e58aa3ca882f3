import { AbilityBuilder, createAliasResolver, createMongoAbility, type MongoAbility } from '@casl/ability';
import { ROLES, type Role } from './constants';

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
export type Subject = SubjectName | OwnedSubject<'Brand'> | OwnedSubject<'Quest'> | OwnedSubject<'Task'>;
export type AppAbility = MongoAbility<[Action, Subject]>;

/** A brand, quest or task owned by `ownerId` (for a quest or a task: its brand's owner), to ask the ability about. */
export function owned<T extends OwnedSubjectName>(type: T, ownerId: string): OwnedSubject<T> {
  return { __typename: type, ownerId };
}

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
 * statistics, reviews) and their tasks. Ask it about `owned(type, ownerId)` for one object.
 */
export function defineAbilityFor(user: AbilityUser | null | undefined): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  const role = roleOf(user);
  can('read', ['Quest', 'Brand', 'Task']);
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
