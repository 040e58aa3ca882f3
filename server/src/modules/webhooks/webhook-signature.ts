import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret, `whsec_` and 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * `Questboard-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, one v1 per secret that signs (the
 * current one first, then the previous one while a rotation overlaps).
 */
export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
  const signed = `${timestamp}.${body}`;
  const values = secrets.map((secret) => `v1=${createHmac('sha256', secret).update(signed).digest('hex')}`);
  return [`t=${timestamp}`, ...values].join(',');
}
