import type { UserType } from '@questboard/contract/constants';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { Tokens } from '@questboard/contract/users';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/executor';
import type { UserRow } from '../../db/schema/users';
import type { DomainEvents } from '../../events/domain-event-bus';
import { emailIn } from '../../i18n/email-messages';
import type { ServerLanguage } from '../../i18n/i18n';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/app-error';
import type { AuthLimiter } from '../../lib/auth-limiter';
import type { BotCheck, BotCheckAction } from '../../lib/bot-check';
import type { Mailer } from '../../lib/mail';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sixDigitCode } from '../../lib/secrets';
import type { SessionsService } from '../auth/auth.module';
import type { EmailCodes } from './email-codes';
import { generateUsername } from './username';
import { findUserByEmail, insertUser, updateUser, usernameTaken } from './users.repository';

export interface AccountsDeps {
  db: Database;
  botCheck: BotCheck;
  limiter: AuthLimiter;
  mailer: Mailer;
  codes: EmailCodes;
  sessions: SessionsService;
  publicUrl: string;
  signUpEnabled: boolean;
  /** The keyed digest kept of the sign-up address (the risk score counts accounts made from the same one). */
  signupAddress?: (ip: string) => string | null;
  /** Where a new account is told ('account.created', recorded in the transaction that inserts it). */
  events?: Pick<DomainEvents, 'record'>;
}

const inactive = () =>
  new AppError(403, ERROR_CODES.INACTIVE_USER, 'This account is not activated yet. Enter the code we e-mailed you.');

/** Sign-up, activation, sign-in and password recovery. */
export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  private async requireHuman(token: string | undefined, action: BotCheckAction) {
    if (!(await this.deps.botCheck.verify(token, action))) {
      throw badRequest(ERROR_CODES.BOT_CHECK_FAILED, 'The bot check failed. Reload the page and try again.');
    }
  }

  /**
   * Creates an inactive account and e-mails its activation code. Answers the same for a taken or unactivated
   * address, which gets an e-mail instead (the code again, or a note that the account exists).
   */
  async signUp(
    input: {
      email: string;
      password: string;
      username?: string;
      displayName?: string | null;
      type?: UserType;
      recaptcha?: string;
      /** The referral code of the link that brought the person: recorded only if this makes a new account. */
      ref?: string;
    },
    ip: string,
    language: ServerLanguage = 'en',
  ): Promise<void> {
    if (!this.deps.signUpEnabled) {
      throw new AppError(403, ERROR_CODES.SIGN_UP_DISABLED, 'Sign-up is closed on this server.');
    }
    await this.requireHuman(input.recaptcha, 'register');
    await this.deps.limiter.consume('sign-up', ip, input.email);
    const { db } = this.deps;
    const existing = await findUserByEmail(db, input.email);
    if (existing) {
      // Same answer as for a new address (no account enumeration), and the stored password never changes here:
      // a second sign-up must not let a stranger set the password of an address that is not theirs.
      // The code mailed now carries this sign-up's password: whoever types it sets the password that came with it.
      const passwordHash = await hashPassword(input.password);
      if (existing.activatedAt) await this.sendAlreadyRegistered(existing, language);
      else await this.sendActivationCode(existing, language, passwordHash);
      return;
    }
    if (input.username && (await usernameTaken(db, input.username))) {
      throw conflict(ERROR_CODES.USERNAME_TAKEN, 'This username is taken.');
    }
    const passwordHash = await hashPassword(input.password);
    const username = input.username ?? (await generateUsername(db, input.email));
    let user: UserRow;
    let told: (() => Promise<void>) | undefined;
    try {
      [user, told] = await db.transaction(async (tx) => {
        const row = await insertUser(tx, {
          email: input.email,
          username,
          passwordHash,
          type: input.type ?? 'INFLUENCER',
          // A client that sent the role has chosen it; the web app asks after the e-mail code instead.
          roleChosenAt: input.type ? new Date() : null,
          displayName: input.displayName || null,
          language,
          signupAddress: this.deps.signupAddress?.(ip) ?? null,
        });
        const created = { userId: row.id, referralCode: input.ref ?? null };
        return [row, await this.deps.events?.record(tx, 'account.created', created)] as const;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(ERROR_CODES.EMAIL_TAKEN, 'An account with this e-mail or username already exists.');
      throw error;
    }
    await told?.();
    await this.sendActivationCode(user, language, passwordHash);
  }

  /** E-mails a fresh activation code to an inactive account; answers the same for unknown addresses. */
  async resendActivation(email: string, ip: string, language: ServerLanguage = 'en'): Promise<void> {
    await this.deps.limiter.consume('resend', ip, email);
    const { db, codes } = this.deps;
    const user = await findUserByEmail(db, email);
    if (user && !user.activatedAt)
      await this.sendActivationCode(user, language, await codes.newestPasswordHash(db, user.id));
  }

  /**
   * Activates the account with its e-mailed code and signs it in. The password becomes the one given here, else the
   * one of the sign-up that asked for this code: the person who proves the mailbox decides it, never an earlier
   * sign-up by someone else (issue 31).
   */
  async activate(
    input: { email: string; code: string; password?: string },
    client: { ip: string; userAgent?: string },
  ): Promise<Tokens> {
    await this.deps.limiter.consume('activate', client.ip, input.email);
    const { db } = this.deps;
    const user = await findUserByEmail(db, input.email);
    if (!user) throw badRequest(ERROR_CODES.INVALID_CODE, 'This code is not valid. Ask for a new one.');
    if (user.activatedAt)
      throw badRequest(ERROR_CODES.ALREADY_ACTIVE, 'This account is already active. Sign in instead.');
    const code = await this.deps.codes.consume(db, user.id, 'REGISTER', input.code);
    const passwordHash = input.password ? await hashPassword(input.password) : (code.passwordHash ?? user.passwordHash);
    return db.transaction(async (tx) => {
      await updateUser(tx, user.id, { activatedAt: new Date(), passwordHash });
      return this.deps.sessions.open(user.id, tx, client);
    });
  }

  /**
   * Signs in with e-mail and password; an account not yet activated answers INACTIVE_USER. Wrong passwords are
   * counted per e-mail only once the password check has failed, and slow strangers down with growing delays;
   * a caller from an address that has signed in to the account before is never delayed (no lockout by others).
   */
  async signIn(
    input: { email: string; password: string; recaptcha?: string },
    client: { ip: string; userAgent?: string },
  ): Promise<Tokens> {
    await this.requireHuman(input.recaptcha, 'login');
    const { limiter, sessions } = this.deps;
    await limiter.consume('sign-in', client.ip);
    const user = await findUserByEmail(this.deps.db, input.email);
    const known = user ? await sessions.isKnownAddress(user.id, client.ip) : false;
    if (!known) await limiter.assertNoPasswordDelay(input.email);
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
      await limiter.recordWrongPassword(input.email);
      throw unauthorized('E-mail or password is incorrect.', ERROR_CODES.INVALID_CREDENTIALS);
    }
    await limiter.recordRightPassword(input.email);
    if (!user.activatedAt) throw inactive();
    return sessions.open(user.id, undefined, client);
  }

  /** E-mails a reset link when the account exists; the answer never tells whether it does. */
  async requestPasswordReset(
    input: { email: string; recaptcha?: string },
    ip: string,
    language: ServerLanguage = 'en',
  ): Promise<void> {
    await this.requireHuman(input.recaptcha, 'forgot_password');
    await this.deps.limiter.consume('reset', ip, input.email);
    const user = await findUserByEmail(this.deps.db, input.email);
    if (!user?.email) return;
    const secretKey = randomToken(24);
    await this.deps.codes.issue(this.deps.db, user.id, 'RESET_PASSWORD', secretKey);
    const link = `${this.deps.publicUrl}/?popup=reset-password&email=${encodeURIComponent(user.email)}&secretKey=${secretKey}`;
    await this.deps.mailer.send({
      to: user.email,
      ...emailIn(language, 'reset_password', { link }),
      secretKey,
    });
  }

  /** Sets a new password with the e-mailed secret and ends every session of the account. */
  async setNewPassword(
    input: { email: string; password: string; secretKey: string; recaptcha?: string },
    ip: string,
  ): Promise<void> {
    await this.requireHuman(input.recaptcha, 'set_new_password');
    await this.deps.limiter.consume('reset', ip, input.email);
    const { db } = this.deps;
    const user = await findUserByEmail(db, input.email);
    if (!user) throw badRequest(ERROR_CODES.INVALID_CODE, 'This reset link is not valid. Ask for a new one.');
    await this.deps.codes.consume(db, user.id, 'RESET_PASSWORD', input.secretKey);
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash, activatedAt: user.activatedAt ?? new Date() });
      await this.deps.sessions.revokeAllOf(user.id, undefined, tx);
    });
  }

  /** Changes the password of the signed-in user; their other sessions end. Wrong current passwords are counted. */
  async changePassword(
    user: UserRow,
    sessionId: string | null,
    input: { currentPassword: string; newPassword: string },
  ) {
    if (
      !(await this.deps.limiter.checkPassword(user.id, () => verifyPassword(user.passwordHash, input.currentPassword)))
    ) {
      throw badRequest(ERROR_CODES.INVALID_CREDENTIALS, 'The current password is incorrect.');
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.deps.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash });
      await this.deps.sessions.revokeAllOf(user.id, sessionId ?? undefined, tx);
    });
  }

  private async sendAlreadyRegistered(user: UserRow, language: ServerLanguage) {
    if (!user.email) return;
    await this.deps.mailer.send({
      to: user.email,
      ...emailIn(language, 'already_registered', { url: this.deps.publicUrl }),
    });
  }

  private async sendActivationCode(user: UserRow, language: ServerLanguage, passwordHash: string | null) {
    if (!user.email) return;
    const code = sixDigitCode();
    await this.deps.codes.issue(this.deps.db, user.id, 'REGISTER', code, passwordHash);
    await this.deps.mailer.send({
      to: user.email,
      ...emailIn(language, 'activation', { code }),
      code,
    });
  }
}
