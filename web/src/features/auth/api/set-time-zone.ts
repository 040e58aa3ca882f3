import type { Profile } from '@questboard/contract/users';
import { usersApi } from '@questboard/contract/users';
import { api } from '../../../lib/api-client';

/**
 * A profile without a time zone gets the browser's (its streak's days then begin at the person's midnight); answers
 * the profile as it is after that, or as it was when the browser names none or the server refuses it.
 */
export async function withBrowserTimeZone(profile: Profile): Promise<Profile> {
  if (profile.timeZone !== null) return profile;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone) return profile;
  return api.call(usersApi.updateProfile, { body: { timeZone } }).catch(() => profile);
}
