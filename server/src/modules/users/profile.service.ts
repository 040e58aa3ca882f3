import { ERROR_CODES } from '@questboard/contract/errors';
import type { Profile, PublicProfile, PublicUser, UpdateProfileBody } from '@questboard/contract/users';
import type { XpLevel } from '@questboard/contract/xp';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/executor';
import type { UserRow } from '../../db/schema/users';
import { isUuid } from '../../db/uuid-list';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { saveImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { locationsByIds } from '../catalogue/catalogue.module';
import { toProfile, toPublicUser } from './users.presenter';
import { findUserById, findUserByUsername, updateUser, usernameTaken } from './users.repository';

/** The user's own profile and the public view of others. */
export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    /** Anyone's XP and level (the xp module's). */
    private readonly levels: { levelOf(userId: string): Promise<XpLevel> },
  ) {}

  /** Updates the fields given; absent fields keep their value, empty text clears optional ones. */
  async update(user: UserRow, input: z.output<typeof UpdateProfileBody>): Promise<Profile> {
    const { locationId, ...fields } = input;
    const changes: Partial<UserRow> = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    if (locationId !== undefined) Object.assign(changes, await this.locationChange(locationId));
    if (input.type) changes.roleChosenAt = user.roleChosenAt ?? new Date();
    // A proven address receives withdrawals: replacing it takes a new signature and the password (wallet settings).
    if (input.cryptoAddress !== undefined && input.cryptoAddress !== user.cryptoAddress && user.cryptoAddressProvenAt) {
      throw conflict(
        ERROR_CODES.ADDRESS_CHANGE_NEEDS_PASSWORD,
        'This address is proven. Change it in the wallet settings: sign with the new address and enter your password.',
      );
    }
    if (input.username && (await usernameTaken(this.db, input.username, user.id))) {
      throw conflict(ERROR_CODES.USERNAME_TAKEN, 'This username is taken.');
    }
    try {
      return toProfile(await updateUser(this.db, user.id, changes));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ERROR_CODES.USERNAME_TAKEN, 'This username is taken.');
      throw error;
    }
  }

  /** The columns that set (or clear, for null) the person's place; an id outside the catalogue is refused. */
  private async locationChange(locationId: number | null): Promise<Pick<UserRow, 'locationId' | 'locationLabel'>> {
    if (locationId === null) return { locationId: null, locationLabel: null };
    const [location] = await locationsByIds(this.db, [locationId]);
    if (!location) throw badRequest(ERROR_CODES.UNKNOWN_LOCATION, 'Unknown location id');
    return { locationId: location.id, locationLabel: location.label };
  }

  /** Stores a re-encoded avatar (checked by content) and points the profile at it. */
  async uploadAvatar(user: UserRow, file: Buffer): Promise<Profile> {
    const url = await saveImage(this.storage, `avatars/${user.id}`, file, 512);
    return toProfile(await updateUser(this.db, user.id, { avatar: url }));
  }

  /** Free means no other user has it, in any letter case; your own username counts as free. */
  async usernameAvailable(username: string, viewer: UserRow | null): Promise<boolean> {
    return !(await usernameTaken(this.db, username, viewer?.id));
  }

  /** Public fields of an activated user found by id or username. */
  async publicUser(userKey: string): Promise<PublicUser> {
    const user = isUuid(userKey) ? await findUserById(this.db, userKey) : await findUserByUsername(this.db, userKey);
    if (!user?.activatedAt) throw notFound('No user with this name or id.', ERROR_CODES.USER_NOT_FOUND);
    return toPublicUser(user);
  }

  /** A person's public profile page: their public fields with their XP and level. */
  async publicProfile(userKey: string): Promise<PublicProfile> {
    const user = await this.publicUser(userKey);
    return { ...user, xp: await this.levels.levelOf(user.id) };
  }
}
