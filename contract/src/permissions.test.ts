import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './constants';
import {
  type Action,
  defineAbilityFor,
  type OwnedSubjectName,
  owned,
  type Subject,
  type SubjectName,
} from './permissions';

/** yes: on anything; own: only on what the user owns; no: never. */
type Expect = 'yes' | 'no' | 'own';
type Row = Record<Exclude<Action, 'modify'>, Expect>;
const modify: Row = { read: 'yes', create: 'no', update: 'yes', delete: 'yes', join: 'no' };
const readOnly: Row = { read: 'yes', create: 'no', update: 'no', delete: 'no', join: 'no' };
const none: Row = { read: 'no', create: 'no', update: 'no', delete: 'no', join: 'no' };
const owns: Row = { read: 'yes', create: 'own', update: 'own', delete: 'own', join: 'no' };

// Spec §6 row by row, plus ownership (docs/domain.md): dashboard roles change only their own brands, quests
// and tasks. Task's join column: AMBASSADOR only when ownerId is the user, INFLUENCER yes.
const table: Record<SubjectName, Record<Role, Row>> = {
  Quest: { GUEST: readOnly, AMBASSADOR: owns, BUSINESS: owns, INFLUENCER: readOnly },
  Brand: {
    GUEST: readOnly,
    AMBASSADOR: { ...owns, create: 'yes' },
    BUSINESS: { ...owns, create: 'yes' },
    INFLUENCER: readOnly,
  },
  Task: {
    GUEST: readOnly,
    AMBASSADOR: { ...owns, join: 'own' },
    BUSINESS: owns,
    INFLUENCER: { ...readOnly, join: 'yes' },
  },
  Profile: { GUEST: none, AMBASSADOR: modify, BUSINESS: modify, INFLUENCER: modify },
  Chat: { GUEST: none, AMBASSADOR: modify, BUSINESS: modify, INFLUENCER: modify },
  BrandDashboard: { GUEST: none, AMBASSADOR: modify, BUSINESS: modify, INFLUENCER: none },
};
const OWNED: readonly SubjectName[] = ['Brand', 'Quest', 'Task'];
/** The state that makes each owned subject public: an active brand, a published quest (or task) of one. */
const PUBLIC = {
  Brand: { status: 'ACTIVE' },
  Quest: { status: 'PUBLISHED', brandStatus: 'ACTIVE' },
  Task: { status: 'PUBLISHED', brandStatus: 'ACTIVE' },
} as const;

const userFor = (role: Role) => (role === 'GUEST' ? null : { id: `u-${role}`, type: role });

describe('defineAbilityFor walks every subject × role × action (docs/domain.md, Roles), on own and others’ objects', () => {
  for (const [subject, byRole] of Object.entries(table) as [SubjectName, (typeof table)[SubjectName]][]) {
    for (const role of ROLES) {
      for (const [action, expected] of Object.entries(byRole[role]) as [Exclude<Action, 'modify'>, Expect][]) {
        it(`${role} ${expected === 'no' ? 'cannot' : 'can'} ${action} ${subject}${expected === 'own' ? ' (own only)' : ''}`, () => {
          const user = userFor(role);
          const ability = defineAbilityFor(user);
          if (OWNED.includes(subject)) {
            const type = subject as OwnedSubjectName;
            // Reading others' objects is about public ones here; read-visibility.test.ts walks the hidden ones.
            const stated = (ownerId: string): Subject =>
              ({ ...owned(type, ownerId), ...(action === 'read' ? PUBLIC[type] : {}) }) as Subject;
            expect(ability.can(action, stated(user?.id ?? 'nobody'))).toBe(expected !== 'no');
            expect(ability.can(action, stated('someone-else'))).toBe(expected === 'yes');
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
    expect(ability.can('update', owned('Quest', 'x'))).toBe(false);
  });

  it("'modify' grants read, update and delete together", () => {
    const ability = defineAbilityFor({ id: 'x', type: 'BUSINESS' });
    expect(ability.can('modify', 'BrandDashboard')).toBe(true);
    expect(ability.can('modify', owned('Quest', 'someone-else'))).toBe(false);
  });
});
