import { type Action, type AppAbility, defineAbilityFor, type Subject } from '@questboard/contract/permissions';
import { forbidden } from './app-error';

/** What anyone may do, signed in or not: decides what is public (one answer cached for everyone, lists for all). */
export const guestAbility: AppAbility = defineAbilityFor(null);

/** 403 unless the caller may use the brands dashboard (docs/domain.md, Roles: AMBASSADOR, BUSINESS). */
export function assertDashboard(ability: AppAbility): void {
  if (!ability.can('update', 'BrandDashboard')) throw forbidden('Only business and ambassador accounts manage brands.');
}

/**
 * 403 unless the policy lets the caller `action` the subject; ask it about `owned(type, ownerId)` so that only
 * the owner of a brand changes the brand, its quests (and their money and reviews) and its tasks.
 */
export function assertCan(ability: AppAbility, action: Action, subject: Subject): void {
  if (ability.can(action, subject)) return;
  const what = typeof subject === 'string' ? subject : subject.__typename;
  throw forbidden(
    what === 'Brand'
      ? 'Only the brand’s owner may do this.'
      : `Only the owner of this ${what.toLowerCase()}’s brand may do this.`,
  );
}
