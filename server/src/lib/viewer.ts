import { type AppAbility, defineAbilityFor } from '@questboard/contract/permissions';
import type { UserRow } from '../db/schema/users';

/** A brand's API key calling: it acts as the brand's owner, for that brand only, with its scope. */
export interface ApiKeyCaller {
  id: string;
  brandId: string;
  scope: 'read' | 'read-write';
}

/**
 * Who is asking, the one way every service is told: the signed-in user and their session, a brand's API key (as its
 * owner), or a guest (all null). `SignedInViewer` is the same with a user (endpoints declared `auth: true`).
 */
export interface Viewer<User extends UserRow | null = UserRow | null> {
  user: User;
  sessionId: string | null;
  /** Set when an API key calls: `user` is then its brand's owner, and `sessionId` null. */
  apiKey: ApiKeyCaller | null;
  /** Spec §6 rules for this viewer, built on first use. */
  readonly ability: AppAbility;
}

export type SignedInViewer = Viewer<UserRow>;

/** The viewer of this user and session (a guest when both are null); the ability is built when first asked. */
export function viewerOf<User extends UserRow | null>(
  user: User,
  sessionId: string | null = null,
  apiKey: ApiKeyCaller | null = null,
): Viewer<User> {
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
