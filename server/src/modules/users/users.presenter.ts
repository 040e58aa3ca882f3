import type { UserType } from '@questboard/contract/constants';
import type { PersonLocation, Profile, PublicUser } from '@questboard/contract/users';
import type { UserRow } from '../../db/schema/users';

export const toPersonLocation = (row: Pick<UserRow, 'locationId' | 'locationLabel'>): PersonLocation | null =>
  row.locationId && row.locationLabel ? { id: row.locationId, label: row.locationLabel } : null;

/** The signed-in user's own view of their account. */
export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    type: row.type as UserType,
    cryptoAddress: row.cryptoAddress,
    avatar: row.avatar,
    displayName: row.displayName,
    bio: row.bio,
    location: toPersonLocation(row),
    createdAt: row.createdAt.toISOString(),
    roleChosen: row.roleChosenAt !== null,
    timeZone: row.timeZone,
  };
}

/** What anyone may see of a user: no e-mail, no address. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    type: row.type as UserType,
    avatar: row.avatar,
    displayName: row.displayName,
    bio: row.bio,
    location: toPersonLocation(row),
    createdAt: row.createdAt.toISOString(),
  };
}
