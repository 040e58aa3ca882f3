import { ERROR_CODES } from '@questboard/contract/errors';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/executor';
import type { UserRow } from '../../db/schema/users';
import { emailIn } from '../../i18n/email-messages';
import { conflict } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import type { MailLimits } from '../../lib/mail-limits';
import { hashPassword } from '../../lib/passwords';
import { sixDigitCode } from '../../lib/secrets';
import type { EmailCodes } from './email-codes';
import { languageOfUser } from './user-language';
import { toProfile } from './users.presenter';
import { findUserByEmail, updateUser } from './users.repository';

const normalized = (email: string) => email.trim().toLowerCase();
// The code is bound to the address it was sent to: confirming with another address fails like a wrong code.
const secretFor = (code: string, email: string) => `${code}:${normalized(email)}`;

/**
 * An e-mail address and a password for an account made by signing in with a social network, so that it can sign in
 * by e-mail and receive codes (large withdrawals, address changes). The address is proven by a code sent to it.
 */
export class EmailAddressService {
  constructor(private readonly deps: { db: Database; mailer: Mailer; codes: EmailCodes; mailLimits: MailLimits }) {}

  /**
   * Sends a code to `email`. Answers the same whether or not the address already belongs to someone, so nobody learns
   * which addresses have accounts; a taken address simply never receives a code. The account may ask a few times a
   * day (429 past that); one address gets at most a few such codes a day whoever asks (past that, the same answer
   * and no mail).
   */
  async request(user: UserRow, email: string): Promise<{ ok: true }> {
    this.assertNoEmail(user);
    await this.deps.mailLimits.countUser(user.id);
    if (await findUserByEmail(this.deps.db, email)) return { ok: true };
    if (!(await this.deps.mailLimits.mayMail(email))) return { ok: true };
    const code = sixDigitCode();
    await this.deps.codes.issue(this.deps.db, user.id, 'ADD_EMAIL', secretFor(code, email));
    await this.deps.mailer.send({
      to: email,
      ...emailIn(languageOfUser(user), 'add_email', { code }),
      code,
    });
    return { ok: true };
  }

  /** Checks the code sent to `email`, then stores the address and the new password together. */
  async confirm(user: UserRow, input: { email: string; code: string; password: string }) {
    this.assertNoEmail(user);
    await this.deps.codes.consume(this.deps.db, user.id, 'ADD_EMAIL', secretFor(input.code, input.email));
    try {
      const passwordHash = await hashPassword(input.password);
      return toProfile(await updateUser(this.deps.db, user.id, { email: input.email.trim(), passwordHash }));
    } catch (error) {
      // Someone took the address between the code and now.
      if (isUniqueViolation(error)) throw conflict(ERROR_CODES.EMAIL_TAKEN, 'This e-mail address is already used.');
      throw error;
    }
  }

  private assertNoEmail(user: UserRow) {
    if (user.email) {
      throw conflict(ERROR_CODES.EMAIL_ALREADY_SET, 'This account already has an e-mail address.');
    }
  }
}
