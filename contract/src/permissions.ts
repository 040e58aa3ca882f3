import { AbilityBuilder, createAliasResolver, createMongoAbility, type MongoAbility } from '@casl/ability';
import { ROLES, type Role } from './constants';

export const ACTIONS = ['read', 'update', 'delete', 'join'] as const;
export type Action = (typeof ACTIONS)[number] | 'modify';
export const SUBJECTS = ['Quest', 'Brand', 'Task', 'Profile', 'Chat', 'BrandDashboard'] as const;
export type SubjectName = (typeof SUBJECTS)[number];

/** A task as the ability sees it: `ownerId` decides whether an ambassador may join it. */
export interface TaskSubject {
  __typename: 'Task';
  ownerId: string;
}
export type Subject = SubjectName | TaskSubject;
export type AppAbility = MongoAbility<[Action, Subject]>;

/** 'modify' means update, delete and read (spec §6). */
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

/** Spec §6 as a CASL ability. Ownership of brands and quests is checked by the services on top of this. */
export function defineAbilityFor(user: AbilityUser | null | undefined): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  const role = roleOf(user);
  can('read', ['Quest', 'Brand', 'Task']);
  if (role !== 'GUEST') can('modify', ['Profile', 'Chat']);
  if (role === 'AMBASSADOR' || role === 'BUSINESS') can('modify', 'BrandDashboard');
  if (role === 'INFLUENCER') can('join', 'Task');
  if (role === 'AMBASSADOR' && user) can('join', 'Task', { ownerId: user.id });
  return build({
    resolveAction,
    detectSubjectType: (subject) => (typeof subject === 'string' ? subject : subject.__typename),
  });
}
