import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mail';

function recordingLog() {
  const lines: unknown[][] = [];
  const record = (...args: unknown[]) => lines.push(args);
  const log = { info: record, warn: record, error: record, debug: record } as unknown as FastifyBaseLogger;
  return { log, text: () => JSON.stringify(lines) };
}

const message = {
  to: 'someone@example.test',
  subject: 'Your Questboard code: 482913',
  text: 'Your activation code is 482913. Reset here: http://x/?secretKey=s3cr3t-link',
  code: '482913',
};

describe('mail without SMTP_URL', () => {
  it('never writes the code, subject or link to the log in production', async () => {
    const { log, text } = recordingLog();
    await createMailer({ from: 'qb@x.test', log, production: true }).send(message);
    expect(text()).toContain('someone@example.test');
    expect(text()).not.toContain('482913');
    expect(text()).not.toContain('s3cr3t-link');
  });

  it('writes the whole mail to the log in development, where the developer reads their code', async () => {
    const { log, text } = recordingLog();
    await createMailer({ from: 'qb@x.test', log, production: false }).send(message);
    expect(text()).toContain('482913');
  });
});
