import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

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

/** In-memory copy of the last mails, newest first, readable through /dev/mailbox outside production. */
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

/** SMTP when SMTP_URL is set; otherwise the mail is written to the log (embedded default). */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  mailbox?: DevMailbox;
}): Mailer {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      await transport.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      opts.mailbox?.record(message);
      if (!opts.smtpUrl) opts.log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail (dev)');
    },
  };
}
