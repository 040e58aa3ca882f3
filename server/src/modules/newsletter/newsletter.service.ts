import { ERROR_CODES } from '@questboard/contract/errors';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/people';
import { emailIn } from '../../i18n/email-messages';
import type { ServerLanguage } from '../../i18n/i18n';
import { badRequest } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { randomToken, sha256 } from '../../lib/secrets';

/** At most one confirmation mail per address in this many seconds (sign-up is open to anyone). */
const RESEND_AFTER_SECONDS = 60;
const invalidLink = () => badRequest(ERROR_CODES.INVALID_TOKEN, 'This link is not valid (any more).');

/** The newsletter: double opt-in by an e-mailed link, one-click leave with the same token. */
export class NewsletterService {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Records the sign-up and mails a confirmation link. The answer never says whether the address was known; an
   * address already confirmed gets no mail, and a pending one at most one a minute.
   */
  async subscribe(email: string, language: ServerLanguage = 'en'): Promise<void> {
    const token = randomToken();
    const [existing] = await this.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
    if (existing?.confirmed && !existing.unsubscribedAt) return;
    if (existing && Date.now() - existing.lastSentAt.getTime() < RESEND_AFTER_SECONDS * 1000) return;
    if (existing)
      await this.db
        .update(newsletterSubscriptions)
        .set({ tokenHash: sha256(token), confirmed: false, unsubscribedAt: null, lastSentAt: new Date() })
        .where(eq(newsletterSubscriptions.id, existing.id));
    else {
      // Two sign-ups racing for one new address: the second one's row is not stored, nor its mail sent.
      const inserted = await this.db
        .insert(newsletterSubscriptions)
        .values({ email, tokenHash: sha256(token) })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      if (inserted.length === 0) return;
    }
    const confirm = `${this.publicUrl}/confirmation?newsletter=confirm&token=${token}`;
    const leave = `${this.publicUrl}/confirmation?newsletter=unsubscribe&token=${token}`;
    await this.mailer
      .send({
        to: email,
        ...emailIn(language, 'newsletter', { confirm, leave }),
        secretKey: token,
        headers: {
          'List-Unsubscribe': `<${this.publicUrl}/api/v1/subcribe/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      })
      .catch((err: unknown) => this.log.error({ err }, 'newsletter confirmation mail failed'));
  }

  /** Confirms the sign-up the token belongs to (again changes nothing). */
  async confirm(token: string): Promise<{ email: string }> {
    const [row] = await this.db
      .update(newsletterSubscriptions)
      .set({ confirmed: true, confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())` })
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
    const [row] = await this.db
      .update(newsletterSubscriptions)
      .set({ confirmed: false, unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
      .where(eq(newsletterSubscriptions.tokenHash, sha256(token)))
      .returning({ id: newsletterSubscriptions.id });
    if (!row) throw invalidLink();
  }
}
