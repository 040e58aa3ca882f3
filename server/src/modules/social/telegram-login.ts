import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/secrets';

export interface TelegramWidgetData {
  id: string;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

const MAX_AGE_SECONDS = 86_400;

/**
 * Telegram's login widget check: HMAC-SHA-256 of the sorted `key=value` lines with SHA-256(bot token) as key,
 * and an auth_date no older than a day (https://core.telegram.org/widgets/login#checking-authorization).
 */
export function checkTelegramLogin(data: TelegramWidgetData, botToken: string, now = Date.now()): boolean {
  const { hash, ...fields } = data;
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(lines).digest('hex');
  if (!safeEqual(expected, hash)) return false;
  const age = now / 1000 - data.auth_date;
  return age >= -300 && age <= MAX_AGE_SECONDS;
}

/** When a widget answer stops being accepted: a day after Telegram signed it. */
export function telegramAnswerExpiry(data: TelegramWidgetData): Date {
  return new Date((data.auth_date + MAX_AGE_SECONDS) * 1000);
}
