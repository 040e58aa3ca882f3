import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/executor';
import { usernameTaken } from './users.repository';

/** A free username derived from the e-mail's local part, e.g. "jane_doe_4821". */
export async function generateUsername(db: Executor, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .replace(/[^A-Za-z0-9_]/g, '')
      .slice(0, 20)
      .padEnd(3, '_') || 'user';
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}_${randomInt(1000, 10_000)}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  return `user_${randomInt(1e9, 1e10)}`;
}
