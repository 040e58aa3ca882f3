import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './constants';
import { type Action, defineAbilityFor, type SubjectName } from './permissions';

type Expect = 'yes' | 'no' | 'own';
const modify = { read: 'yes', update: 'yes', delete: 'yes', join: 'no' } as const;
const readOnly = { read: 'yes', update: 'no', delete: 'no', join: 'no' } as const;
const none = { read: 'no', update: 'no', delete: 'no', join: 'no' } as const;

// Spec §6, row by row. Task's join column: AMBASSADOR only when ownerId is the user, INFLUENCER yes.
const table: Record<SubjectName, Record<Role, Record<Exclude<Action, 'modify'>, Expect>>> = {
  Quest: { GUEST: readOnly, AMBASSADOR: readOnly, BUSINESS: readOnly, INFLUENCER: readOnly },
  Brand: { GUEST: readOnly, AMBASSADOR: readOnly, BUSINESS: readOnly, INFLUENCER: readOnly },
  Task: {
    GUEST: readOnly,
    AMBASSADOR: { ...readOnly, join: 'own' },
    BUSINESS: readOnly,
    INFLUENCER: { ...readOnly, join: 'yes' },
  },
  Profile: { GUEST: none, AMBASSADOR: modify, BUSINESS: modify, INFLUENCER: modify },
  Chat: { GUEST: none, AMBASSADOR: modify, BUSINESS: modify, INFLUENCER: modify },
  BrandDashboard: { GUEST: none, AMBASSADOR: modify, BUSINESS: modify, INFLUENCER: none },
};

const userFor = (role: Role) => (role === 'GUEST' ? null : { id: `u-${role}`, type: role });

describe('defineAbilityFor walks every subject × role × action of spec §6', () => {
  for (const [subject, byRole] of Object.entries(table) as [SubjectName, (typeof table)[SubjectName]][]) {
    for (const role of ROLES) {
      for (const [action, expected] of Object.entries(byRole[role]) as [Exclude<Action, 'modify'>, Expect][]) {
        it(`${role} ${expected === 'no' ? 'cannot' : 'can'} ${action} ${subject}${expected === 'own' ? ' (own only)' : ''}`, () => {
          const user = userFor(role);
          const ability = defineAbilityFor(user);
          if (subject === 'Task') {
            const own = { __typename: 'Task' as const, ownerId: user?.id ?? 'nobody' };
            const other = { __typename: 'Task' as const, ownerId: 'someone-else' };
            expect(ability.can(action, own)).toBe(expected !== 'no');
            expect(ability.can(action, other)).toBe(expected === 'yes');
          } else {
            expect(ability.can(action, subject)).toBe(expected === 'yes');
          }
        });
      }
    }
  }

  it('treats an unknown user type as GUEST', () => {
    const ability = defineAbilityFor({ id: 'x', type: 'WIZARD' });
    expect(ability.can('read', 'Profile')).toBe(false);
    expect(ability.can('read', 'Quest')).toBe(true);
  });

  it("'modify' grants read, update and delete together", () => {
    const ability = defineAbilityFor({ id: 'x', type: 'BUSINESS' });
    expect(ability.can('modify', 'BrandDashboard')).toBe(true);
    expect(ability.can('modify', 'Quest')).toBe(false);
  });
});
