import { randomUUID } from 'node:crypto';
import type { UserType } from '@questboard/contract/constants';
import type { Tokens } from '@questboard/contract/users';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../server/src/db/schema/users';
import { hashPassword } from '../../server/src/lib/passwords';
import { SessionsService } from '../../server/src/modules/auth/sessions.service';
import { insertUser } from '../../server/src/modules/users/users.repository';

export const DEFAULT_PASSWORD = 'Quest1234';

export interface BuiltUser {
  /** Factory users always have an e-mail (social sign-ups are the ones without). */
  user: UserRow & { email: string };
  password: string;
  tokens: Tokens;
  headers: { authorization: string };
}

/** A unique e-mail address for one test. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 12)}@example.test`;

/** An activated user with an open session, written straight to the database. */
export async function buildUser(
  app: FastifyInstance,
  opts: { type?: UserType; password?: string; activated?: boolean; email?: string } = {},
): Promise<BuiltUser> {
  const password = opts.password ?? DEFAULT_PASSWORD;
  const user = await insertUser(app.ctx.db, {
    email: opts.email ?? uniqueEmail(),
    username: `u_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
    passwordHash: await hashPassword(password),
    type: opts.type ?? 'INFLUENCER',
    roleChosenAt: new Date(),
    activatedAt: opts.activated === false ? null : new Date(),
  });
  const tokens = await new SessionsService(app.ctx.db, app.ctx.accessTokens).open(user.id);
  return {
    user: { ...user, email: user.email ?? '' },
    password,
    tokens,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  };
}
