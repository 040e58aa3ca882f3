import { type AppAbility, defineAbilityFor } from '@questboard/contract/permissions';
import type { UserRow } from '../db/schema/users';

/** Who is asking: the signed-in user and their session, or a guest (both null). */
export interface Viewer {
  user: UserRow | null;
  sessionId: string | null;
  /** Spec §6 rules for this viewer, built on first use. */
  readonly ability: AppAbility;
}

/** The viewer of this user and session (a guest when both are null); the ability is built when first asked. */
export function viewerOf(user: UserRow | null, sessionId: string | null): Viewer {
  let ability: AppAbility | undefined;
  return {
    user,
    sessionId,
    get ability() {
      ability ??= defineAbilityFor(user);
      return ability;
    },
  };
}
