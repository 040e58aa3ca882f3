import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Machine-readable parts, kept for the development mailbox only. */
  code?: string;
  secretKey?: string;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface MailboxEntry extends MailMessage {
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** In-memory copy of the last mails, newest first, readable through /dev/mailbox when DEV_MAILBOX is on. */
export class DevMailbox {
  private readonly entries: MailboxEntry[] = [];
  constructor(private readonly capacity = 500) {}

  record(message: MailMessage): void {
    this.entries.unshift({ ...message, sentAt: new Date().toISOString() });
    this.entries.length = Math.min(this.entries.length, this.capacity);
  }

  for(email: string): MailboxEntry[] {
    return this.entries.filter((entry) => entry.to === email);
  }
}

/**
 * SMTP when SMTP_URL is set. Otherwise (embedded default) the mail is written to the log outside production,
 * so a developer reads their code there; in production it is dropped and only its recipient is logged, because
 * codes and reset links must never reach a production log.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  mailbox?: DevMailbox;
  production: boolean;
}): Mailer {
  // nodemailer loads with the first e-mail, not at start-up.
  let transport: Promise<Transporter> | undefined;
  const opened = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : nodemailer.createTransport({ jsonTransport: true }),
    );
    return transport;
  };
  return {
    async send(message) {
      await (await opened()).sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      opts.mailbox?.record(message);
      if (opts.smtpUrl) return;
      if (opts.production) opts.log.warn({ to: message.to }, 'mail not sent: SMTP_URL is not set');
      else opts.log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail (dev)');
    },
  };
}
