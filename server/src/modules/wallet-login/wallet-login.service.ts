import type { UserType } from '@questboard/contract/constants';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { LinkedWallet } from '@questboard/contract/wallet-login';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/executor';
import { type UserRow, users } from '../../db/schema/users';
import { walletLogins } from '../../db/schema/wallet-logins';
import type { DomainEvents } from '../../events/domain-event-bus';
import { emailIn } from '../../i18n/email-messages';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { AuthLimiter } from '../../lib/auth-limiter';
import type { BotCheck } from '../../lib/bot-check';
import type { Mailer } from '../../lib/mail';
import { verifyPassword } from '../../lib/passwords';
import { sixDigitCode } from '../../lib/secrets';
import type { SessionsService } from '../auth/auth.module';
import type { EmailCodes } from '../users/users.module';
import { generateUsername, insertUser, languageOfUser, signInWaysOf } from '../users/users.module';
import type { SiweCheck } from './siwe-check';

interface Deps {
  db: Database;
  siwe: SiweCheck;
  sessions: SessionsService;
  limiter: AuthLimiter;
  /** A wallet's first sign-in makes an account: it passes the same bot check as an e-mail sign-up. */
  botCheck: BotCheck;
  codes: EmailCodes;
  mailer: Mailer;
  signUpEnabled: boolean;
  signupAddress?: (ip: string) => string | null;
  /** Where a new account is told ('account.created', recorded in the transaction that inserts it). */
  events?: Pick<DomainEvents, 'record'>;
}

type Client = { ip: string; userAgent?: string };
type Row = typeof walletLogins.$inferSelect;

const taken = () =>
  conflict(
    ERROR_CODES.WALLET_TAKEN,
    'This wallet is already linked to another Questboard account. Sign in with it, or unlink it there first.',
  );

const present = (row: Row): LinkedWallet => ({
  address: row.address,
  linkedAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Sign in with a wallet (EIP-4361): sign in or sign up by signature, and the wallets linked to an account. */
export class WalletLoginService {
  constructor(private readonly deps: Deps) {}

  /** A single-use nonce and what the message must name; counted per IP like the other sign-in calls. */
  async nonce(ip: string) {
    await this.deps.limiter.consume('wallet-nonce', ip);
    return this.deps.siwe.issue();
  }

  /**
   * Signs in the account linked to the wallet that signed the message, or makes a new one (no e-mail, no password,
   * activated; its role as the client sent it, else chosen next, as a social sign-up).
   */
  async signIn(
    input: { message: string; signature: string; type?: UserType; ref?: string; recaptcha?: string },
    client: Client,
  ) {
    const { db, limiter, sessions } = this.deps;
    await limiter.consume('wallet-sign-in', client.ip);
    const address = await this.deps.siwe.verify(input);
    const [linked] = await db.select().from(walletLogins).where(eq(walletLogins.address, address));
    if (linked) {
      return db.transaction(async (tx) => {
        await tx.update(walletLogins).set({ lastUsedAt: new Date() }).where(eq(walletLogins.address, address));
        return { ...(await sessions.open(linked.userId, tx, client)), newUser: false };
      });
    }
    if (!this.deps.signUpEnabled) {
      throw new AppError(403, ERROR_CODES.SIGN_UP_DISABLED, 'Sign-up is closed on this server.');
    }
    if (!(await this.deps.botCheck.verify(input.recaptcha, 'register'))) {
      throw badRequest(ERROR_CODES.BOT_CHECK_FAILED, 'The bot check failed. Reload the page and try again.');
    }
    const [answer, told] = await db
      .transaction(async (tx) => {
        const user = await insertUser(tx, {
          email: null,
          username: await generateUsername(tx, `wallet_${address.slice(2, 8).toLowerCase()}`),
          passwordHash: null,
          type: input.type ?? 'INFLUENCER',
          roleChosenAt: input.type ? new Date() : null,
          activatedAt: new Date(),
          signupAddress: this.deps.signupAddress?.(client.ip) ?? null,
        });
        await tx.insert(walletLogins).values({ address, userId: user.id, lastUsedAt: new Date() });
        const created = { userId: user.id, referralCode: input.ref ?? null };
        return [
          { ...(await sessions.open(user.id, tx, client)), newUser: true },
          await this.deps.events?.record(tx, 'account.created', created),
        ] as const;
      })
      .catch((error: unknown) => {
        // Two first sign-ins of one wallet at once: the other one made the account; this message's nonce is spent.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      });
    await told?.();
    return answer;
  }

  /** The wallets the user signs in with, oldest first. */
  async listOf(userId: string): Promise<LinkedWallet[]> {
    const rows = await this.deps.db
      .select()
      .from(walletLogins)
      .where(eq(walletLogins.userId, userId))
      .orderBy(asc(walletLogins.createdAt));
    return rows.map(present);
  }

  /** E-mails a code that confirms linking a wallet, for who has no password at hand. */
  async sendLinkCode(user: UserRow): Promise<{ sentTo: string }> {
    if (!user.email) {
      throw badRequest(ERROR_CODES.EMAIL_REQUIRED, 'This account has no e-mail address to send a code to.');
    }
    const secret = sixDigitCode();
    await this.deps.codes.issue(this.deps.db, user.id, 'WALLET_LINK', secret);
    await this.deps.mailer.send({
      to: user.email,
      ...emailIn(languageOfUser(user), 'wallet_link', { code: secret }),
      code: secret,
    });
    return { sentTo: user.email };
  }

  /**
   * An account with a password or an e-mail confirms a new way in with the password (wrong ones counted as at
   * sign-in) or the e-mailed code, so a stolen session alone cannot add a wallet that outlives it.
   */
  private async confirm(user: UserRow, input: { password?: string; code?: string }): Promise<void> {
    if (!user.passwordHash && !user.email) return;
    const { password } = input;
    if (
      password &&
      (await this.deps.limiter.checkPassword(user.id, () => verifyPassword(user.passwordHash, password)))
    ) {
      return;
    }
    if (input.code && user.email) {
      await this.deps.codes.consume(this.deps.db, user.id, 'WALLET_LINK', input.code);
      return;
    }
    throw new AppError(
      403,
      ERROR_CODES.WALLET_LINK_NEEDS_PASSWORD,
      password
        ? 'This password is not right. Enter it again, or use a code sent by e-mail.'
        : 'Enter your password, or a code sent by e-mail, to link this wallet.',
    );
  }

  /** Links the wallet that signed the message to the user; one linked to another account is refused (409). */
  async link(
    user: UserRow,
    input: { message: string; signature: string; password?: string; code?: string },
  ): Promise<LinkedWallet> {
    const address = await this.deps.siwe.verify(input);
    const { db } = this.deps;
    const [existing] = await db.select().from(walletLogins).where(eq(walletLogins.address, address));
    if (existing && existing.userId !== user.id) throw taken();
    if (existing) return present(existing);
    await this.confirm(user, input);
    const [row] = await db
      .insert(walletLogins)
      .values({ address, userId: user.id })
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      });
    if (!row) throw new Error('wallet link insert returned no row');
    return present(row);
  }

  /** Unlinks a wallet of the user, unless it is their last way to sign in (409). */
  async unlink(user: UserRow, address: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      // The user's row is locked so two unlinks at once cannot both count the other wallet as a way left in.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [row] = await tx
        .select()
        .from(walletLogins)
        .where(and(eq(walletLogins.address, address), eq(walletLogins.userId, user.id)))
        .for('update');
      if (!row) throw notFound('This wallet is not linked to your account.', ERROR_CODES.WALLET_NOT_LINKED);
      if ((await signInWaysOf(tx, user)) <= 1) {
        throw new AppError(
          409,
          ERROR_CODES.LAST_SIGN_IN_METHOD,
          'This wallet is the only way to sign in to your account. Set a password, connect a network or link another wallet first.',
        );
      }
      await tx.delete(walletLogins).where(eq(walletLogins.address, address));
    });
  }
}
