import { ERROR_CODES } from '@questboard/contract/errors';
import type { SocialAccountNetwork } from '@questboard/contract/socials';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { isUniqueViolation } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { brandSocialAccounts, type SocialAccountRow, socialAccounts } from '../../db/schema/social';
import { users } from '../../db/schema/users';
import { AppError, conflict, notFound, unauthorized } from '../../lib/app-error';
import { sha256 } from '../../lib/secrets';
import { assertOwnsBrand } from '../brands/brands.module';
import { findActiveUser } from '../people/people.module';
import { findUserById, signInWaysOf } from '../users/users.module';
import type { ProviderIdentity, ProviderTokens } from './providers/provider-http';
import { toPublicSocialAccount } from './social.presenter';
import type { StoredSocialTokens } from './social-tokens';
import { takeTelegramAnswer } from './telegram-answers.repository';
import { checkTelegramLogin, type TelegramWidgetData, telegramAnswerExpiry } from './telegram-login';

const taken = () =>
  conflict(
    ERROR_CODES.SOCIAL_ACCOUNT_TAKEN,
    'This social account is already connected to another Questboard account. Sign in with it, or disconnect it there first.',
  );

/** Connected accounts of people and brands: link (one account → one user), list, disconnect. */
export class SocialAccountsService {
  constructor(
    private readonly db: Database,
    private readonly tokens: StoredSocialTokens,
  ) {}

  /** The user owning this provider account, if any. */
  async ownerOf(
    network: SocialAccountNetwork,
    providerUserId: string,
    db: Executor = this.db,
  ): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.network, network), eq(socialAccounts.providerUserId, providerUserId)));
    return row?.userId;
  }

  /**
   * Links the provider account to the user (replacing their earlier account on that network); refuses with
   * SOCIAL_ACCOUNT_TAKEN when it belongs to someone else.
   */
  async link(
    userId: string,
    network: SocialAccountNetwork,
    identity: ProviderIdentity,
    tokens: ProviderTokens | null,
    db: Executor = this.db,
  ): Promise<SocialAccountRow> {
    const owner = await this.ownerOf(network, identity.providerUserId, db);
    if (owner && owner !== userId) throw taken();
    const values = {
      providerUserId: identity.providerUserId,
      username: identity.username,
      profileUrl: identity.profileUrl,
      audience: identity.audience == null ? null : Math.min(identity.audience, 2_147_483_647),
      providerCreatedAt: identity.createdAt ?? null,
      ...(tokens ? this.tokens.sealed(tokens) : { accessTokenEnc: null, refreshTokenEnc: null, expiresAt: null }),
      updatedAt: new Date(),
    };
    try {
      const [row] = await db
        .insert(socialAccounts)
        .values({ userId, network, ...values })
        .onConflictDoUpdate({ target: [socialAccounts.userId, socialAccounts.network], set: values })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    } catch (error) {
      // Two users finishing the same account at once: the unique (network, provider id) decides.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  /** Records a brand's own account, proven by its owner. */
  async linkBrand(
    brandId: string,
    ownerId: string,
    network: SocialAccountNetwork,
    identity: ProviderIdentity,
    tokens: ProviderTokens,
  ) {
    const owner = await findUserById(this.db, ownerId);
    if (!owner) throw unauthorized();
    await assertOwnsBrand(this.db, owner, brandId);
    const values = {
      verifiedBy: ownerId,
      providerUserId: identity.providerUserId,
      username: identity.username,
      profileUrl: identity.profileUrl,
      ...this.tokens.sealed(tokens),
    };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(brandSocialAccounts)
        .values({ brandId, network, ...values })
        .onConflictDoUpdate({ target: [brandSocialAccounts.brandId, brandSocialAccounts.network], set: values });
      // The brand's X handle becomes the proven one: FOLLOW/REPOST conditions default to it.
      if (network === 'TWITTER') {
        await tx
          .update(brands)
          .set({ twitter: identity.username, updatedAt: new Date() })
          .where(eq(brands.id, brandId));
      }
    });
  }

  /**
   * Connects Telegram from its login widget's signed answer (no tokens: JOIN checks use the bot). An answer serves
   * one account for its whole day: another account sending it later is refused (TELEGRAM_AUTH_USED).
   */
  async connectTelegram(userId: string, data: TelegramWidgetData, botToken: string | undefined) {
    if (!botToken) {
      throw new AppError(404, ERROR_CODES.PROVIDER_NOT_CONFIGURED, 'Connecting Telegram is not set up on this server.');
    }
    if (!checkTelegramLogin(data, botToken)) {
      throw new AppError(
        400,
        ERROR_CODES.TELEGRAM_AUTH_INVALID,
        'Telegram could not confirm this sign-in (it is too old or was changed). Try the Telegram button again.',
      );
    }
    const username = data.username ?? [data.first_name, data.last_name].filter(Boolean).join(' ') ?? data.id;
    return this.db.transaction(async (tx) => {
      const answer = { answerHash: sha256(data.hash), userId, expiresAt: telegramAnswerExpiry(data) };
      if (!(await takeTelegramAnswer(tx, answer))) {
        throw new AppError(
          400,
          ERROR_CODES.TELEGRAM_AUTH_USED,
          'This Telegram answer was already used by another account. Try the Telegram button again.',
        );
      }
      const identity = {
        providerUserId: data.id,
        username: username || data.id,
        profileUrl: data.username ? `https://t.me/${data.username}` : null,
      };
      return this.link(userId, 'TELEGRAM', identity, null, tx);
    });
  }

  /** The accounts anyone may see on a person's profile, by id or username; 404 when no such activated person. */
  async publicOf(userKey: string) {
    const owner = await findActiveUser(this.db, userKey);
    if (!owner) throw notFound('This user does not exist.', ERROR_CODES.USER_NOT_FOUND);
    return { items: (await this.listOf(owner.id)).map(toPublicSocialAccount) };
  }

  async listOf(userId: string): Promise<SocialAccountRow[]> {
    return this.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, userId))
      .orderBy(asc(socialAccounts.network));
  }

  async oneOf(userId: string, network: SocialAccountNetwork): Promise<SocialAccountRow> {
    const [row] = await this.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, network)));
    if (!row) {
      throw notFound(`No ${network.toLowerCase()} account is connected.`, ERROR_CODES.SOCIAL_NOT_CONNECTED);
    }
    return row;
  }

  /**
   * Removes the account and its tokens. An account made by social sign-in keeps at least one way in: its last
   * social account cannot be removed while it has no password and no linked wallet.
   */
  async disconnect(userId: string, network: SocialAccountNetwork): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      const rows = await tx.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
      if (!rows.some((r) => r.network === network)) {
        throw notFound(`No ${network.toLowerCase()} account is connected.`, ERROR_CODES.SOCIAL_NOT_CONNECTED);
      }
      // A linked wallet (sign in with a wallet) or a password keeps the account reachable without this network.
      if (!user || (await signInWaysOf(tx, user)) <= 1) {
        throw new AppError(
          409,
          ERROR_CODES.LAST_SIGN_IN_METHOD,
          'This is the only way to sign in to your account. Set a password (reset it by e-mail) or connect another network first.',
        );
      }
      await tx
        .delete(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, network)));
    });
  }

  async setFacebookProfile(userId: string, url: string): Promise<string> {
    await this.db.update(users).set({ facebookProfileUrl: url, updatedAt: new Date() }).where(eq(users.id, userId));
    return url;
  }

  async facebookProfileOf(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ url: users.facebookProfileUrl }).from(users).where(eq(users.id, userId));
    return row?.url ?? null;
  }

  async brandAccounts(brandId: string) {
    return this.db
      .select()
      .from(brandSocialAccounts)
      .where(eq(brandSocialAccounts.brandId, brandId))
      .orderBy(asc(brandSocialAccounts.network));
  }
}

/** A user's connected accounts as a brand's API may know them: network, the provider's id and the username. */
export async function connectedAccountsOf(
  db: Database,
  userId: string,
): Promise<{ network: string; id: string; username: string }[]> {
  return db
    .select({ network: socialAccounts.network, id: socialAccounts.providerUserId, username: socialAccounts.username })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
    .orderBy(socialAccounts.network);
}
