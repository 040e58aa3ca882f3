import { ROLES, type Role } from '@questboard/contract/constants';
import { type Action, defineAbilityFor, type SubjectName } from '@questboard/contract/permissions';

export type Access = 'yes' | 'no' | 'own';
export const CAPABILITIES = ['browse', 'profile_chat', 'brand_dashboard', 'join'] as const;
export type Capability = (typeof CAPABILITIES)[number];

const checks: Record<Exclude<Capability, 'join'>, Array<[Action, SubjectName]>> = {
  browse: [
    ['read', 'Quest'],
    ['read', 'Brand'],
    ['read', 'Task'],
  ],
  profile_chat: [
    ['update', 'Profile'],
    ['update', 'Chat'],
  ],
  brand_dashboard: [['update', 'BrandDashboard']],
};

/** What each role may do, read from the same permission policy the server enforces (docs/domain.md, Roles). */
export function roleMatrix(): Record<Role, Record<Capability, Access>> {
  const self = 'me';
  return Object.fromEntries(
    ROLES.map((role) => {
      const ability = defineAbilityFor(role === 'GUEST' ? null : { id: self, type: role });
      const row = Object.fromEntries(
        Object.entries(checks).map(([capability, pairs]) => [
          capability,
          pairs.every(([action, subject]) => ability.can(action, subject)) ? 'yes' : 'no',
        ]),
      ) as Record<Capability, Access>;
      const own = ability.can('join', { __typename: 'Task', ownerId: self });
      const others = ability.can('join', { __typename: 'Task', ownerId: 'someone-else' });
      row.join = others ? 'yes' : own ? 'own' : 'no';
      return [role, row];
    }),
  ) as Record<Role, Record<Capability, Access>>;
}
