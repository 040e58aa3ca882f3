import { ERROR_CODES } from '@questboard/contract/errors';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/people';
import { emailIn } from '../../i18n/email-messages';
import type { ServerLanguage } from '../../i18n/i18n';
import { badRequest } from '../../lib/app-error';
import type { BotCheck } from '../../lib/bot-check';
import type { Mailer } from '../../lib/mail';
import type { MailLimits } from '../../lib/mail-limits';
import { randomToken, sha256 } from '../../lib/secrets';

/** At most one confirmation mail per address in this many seconds (sign-up is open to anyone). */
const RESEND_AFTER_SECONDS = 60;
/** An address that never confirms gets this many confirmation mails, then none… */
const UNCONFIRMED_MAILS_MAX = 3;
/** …until this long after the last one (a person who really wants the newsletter may ask again next month). */
const UNCONFIRMED_PAUSE_MS = 30 * 24 * 60 * 60 * 1000;
const invalidLink = () => badRequest(ERROR_CODES.INVALID_TOKEN, 'This link is not valid (any more).');

export interface NewsletterDeps {
  db: Database;
  mailer: Mailer;
  botCheck: BotCheck;
  mailLimits: MailLimits;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The newsletter: double opt-in by an e-mailed link, one-click leave with the same token. */
export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {}

  /**
   * Records the sign-up and mails a confirmation link. Asks for the bot check and counts the caller's sign-ups per
   * day (429 past the cap). The answer never says whether the address was known; an address already confirmed gets
   * no mail, a pending one at most one a minute, a few a day, and none after three it never confirmed.
   */
  async subscribe(
    input: { email: string; recaptcha?: string },
    ip: string,
    language: ServerLanguage = 'en',
  ): Promise<void> {
    const { db, botCheck, mailLimits } = this.deps;
    if (!(await botCheck.verify(input.recaptcha, 'subscribe'))) {
      throw badRequest(ERROR_CODES.BOT_CHECK_FAILED, 'The bot check failed. Reload the page and try again.');
    }
    await mailLimits.countIp(ip);
    const { email } = input;
    const token = randomToken();
    const [existing] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
    if (existing) {
      if (existing.confirmed && !existing.unsubscribedAt) return;
      const sinceLast = Date.now() - existing.lastSentAt.getTime();
      if (sinceLast < RESEND_AFTER_SECONDS * 1000) return;
      const paused = sinceLast < UNCONFIRMED_PAUSE_MS;
      if (paused && existing.unconfirmedMails >= UNCONFIRMED_MAILS_MAX) return;
      if (!(await mailLimits.mayMail(email))) return;
      // Only the request that moves the row from what was read sends a mail (two at once: one mail).
      const moved = await db
        .update(newsletterSubscriptions)
        .set({
          tokenHash: sha256(token),
          confirmed: false,
          unsubscribedAt: null,
          lastSentAt: new Date(),
          unconfirmedMails: paused ? existing.unconfirmedMails + 1 : 1,
        })
        .where(
          and(
            eq(newsletterSubscriptions.id, existing.id),
            eq(newsletterSubscriptions.unconfirmedMails, existing.unconfirmedMails),
            lte(newsletterSubscriptions.lastSentAt, new Date(Date.now() - RESEND_AFTER_SECONDS * 1000)),
          ),
        )
        .returning({ id: newsletterSubscriptions.id });
      if (moved.length === 0) return;
    } else {
      if (!(await mailLimits.mayMail(email))) return;
      // Two sign-ups racing for one new address: the second one's row is not stored, nor its mail sent.
      const inserted = await db
        .insert(newsletterSubscriptions)
        .values({ email, tokenHash: sha256(token) })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      if (inserted.length === 0) return;
    }
    await this.sendConfirmation(email, token, language);
  }

  private async sendConfirmation(email: string, token: string, language: ServerLanguage) {
    const { publicUrl } = this.deps;
    const confirm = `${publicUrl}/confirmation?newsletter=confirm&token=${token}`;
    const leave = `${publicUrl}/confirmation?newsletter=unsubscribe&token=${token}`;
    await this.deps.mailer
      .send({
        to: email,
        ...emailIn(language, 'newsletter', { confirm, leave }),
        secretKey: token,
        headers: {
          'List-Unsubscribe': `<${publicUrl}/api/v1/subcribe/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      })
      .catch((err: unknown) => this.deps.log.error({ err }, 'newsletter confirmation mail failed'));
  }

  /** Confirms the sign-up the token belongs to (again changes nothing). */
  async confirm(token: string): Promise<{ email: string }> {
    const [row] = await this.deps.db
      .update(newsletterSubscriptions)
      .set({
        confirmed: true,
        confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`,
        unconfirmedMails: 0,
      })
      .where(
        sql`${newsletterSubscriptions.tokenHash} = ${sha256(token)} and ${newsletterSubscriptions.unsubscribedAt} is null`,
      )
      .returning({ email: newsletterSubscriptions.email });
    if (!row) throw invalidLink();
    return row;
  }

  /** Leaves the newsletter (again changes nothing). */
  async unsubscribe(token: string | undefined): Promise<void> {
    if (!token) throw invalidLink();
    const [row] = await this.deps.db
      .update(newsletterSubscriptions)
      .set({ confirmed: false, unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
      .where(eq(newsletterSubscriptions.tokenHash, sha256(token)))
      .returning({ id: newsletterSubscriptions.id });
    if (!row) throw invalidLink();
  }
}
