import { createHash, createHmac } from 'node:crypto';

/** Signs Telegram login widget data the way Telegram does (tests of the hash check). */
export function signTelegramLogin(botToken: string, data: Record<string, string | number>): string {
  const lines = Object.entries(data)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('\n');
  return createHmac('sha256', createHash('sha256').update(botToken).digest()).update(lines).digest('hex');
}
