import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/users';
import { isServerLanguage, type ServerLanguage } from '../../i18n/i18n';

/** The language each of these people last used the app in (what their notifications and e-mails are written in). */
export async function languagesOf(db: Executor, userIds: string[]): Promise<Map<string, ServerLanguage>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, languageOfUser(row)]));
}

/** The language a stored user reads in. */
export const languageOfUser = (user: { language: string }): ServerLanguage =>
  isServerLanguage(user.language) ? user.language : 'en';
