import { type AppAbility, defineAbilityFor } from '@questboard/contract/permissions';
import type { UserRow } from '../db/schema/users';

/** A brand's API key calling: it acts as the brand's owner, for that brand only, with its scope. */
export interface ApiKeyCaller {
  id: string;
  brandId: string;
  scope: 'read' | 'read-write';
}

/** Who is asking: the signed-in user and their session, a brand's API key (as its owner), or a guest (all null). */
export interface Viewer {
  user: UserRow | null;
  sessionId: string | null;
  /** Set when an API key calls: `user` is then its brand's owner, and `sessionId` null. */
  apiKey: ApiKeyCaller | null;
  /** Spec §6 rules for this viewer, built on first use. */
  readonly ability: AppAbility;
}

/** The viewer of this user and session (a guest when both are null); the ability is built when first asked. */
export function viewerOf(user: UserRow | null, sessionId: string | null, apiKey: ApiKeyCaller | null = null): Viewer {
  let ability: AppAbility | undefined;
  return {
    user,
    sessionId,
    apiKey,
    get ability() {
      ability ??= defineAbilityFor(user);
      return ability;
    },
  };
}
