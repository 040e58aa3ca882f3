import { devApi } from '@questboard/contract/auth';
import type { FastifyInstance } from 'fastify';
import { callEndpoint } from './api';

interface MailItem {
  to: string;
  subject: string;
  text: string;
  code?: string;
  secretKey?: string;
}

/** The newest mail sent to `email`, read through the dev mailbox endpoint as a developer would. */
export async function latestMail(app: FastifyInstance, email: string): Promise<MailItem | undefined> {
  const response = await callEndpoint(app, devApi.mailbox, { query: { email } });
  return (response.json() as { items: MailItem[] }).items[0];
}
