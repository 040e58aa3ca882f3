import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import { addressDigest } from '../../lib/address-digest';
import type { SessionsService } from '../auth/auth.module';
import type { XpService } from '../xp/xp.module';
import { AccountsService } from './accounts.service';
import { EmailAddressService } from './email-address.service';
import { EmailCodes } from './email-codes';
import { ProfileService } from './profile.service';
import { usersRoutes } from './users.routes';

/** The users module's one door: accounts (sign-up, sign-in, passwords), profiles and e-mail addresses. */
export function usersModule(
  ctx: AppContext,
  uses: { sessions: SessionsService; levels: Pick<XpService, 'levelOf'>; events?: Pick<DomainEvents, 'record'> },
) {
  const accounts = new AccountsService({
    db: ctx.db,
    botCheck: ctx.botCheck,
    limiter: ctx.authLimiter,
    mailer: ctx.mailer,
    codes: new EmailCodes(`codes:${ctx.config.jwtSecret}`),
    sessions: uses.sessions,
    publicUrl: ctx.config.publicUrl,
    signUpEnabled: ctx.config.signUpEnabled,
    signupAddress: (ip) => addressDigest(`signup:${ctx.config.jwtSecret}`, ip),
    events: uses.events,
  });
  const profile = new ProfileService(ctx.db, ctx.storage, uses.levels);
  const emailAddress = new EmailAddressService({
    db: ctx.db,
    mailer: ctx.mailer,
    codes: new EmailCodes(`codes:${ctx.config.jwtSecret}`),
    mailLimits: ctx.mailLimits,
  });
  return {
    accounts,
    profile,
    emailAddress,
    routes: (app: FastifyInstance) => usersRoutes(app, { accounts, profile, emailAddress }),
  };
}

export { EmailCodes } from './email-codes';
export type { ProfileService } from './profile.service';
export { signInWaysOf } from './sign-in-ways';
export { languageOfUser, languagesOf } from './user-language';
export { generateUsername } from './username';
export { toPersonLocation, toPublicUser } from './users.presenter';
export { findUserByEmail, findUserById, insertUser } from './users.repository';
