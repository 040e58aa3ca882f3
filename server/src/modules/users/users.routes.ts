import { ERROR_CODES } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { badRequest } from '../../lib/app-error';
import type { AccountsService } from './accounts.service';
import type { EmailAddressService } from './email-address.service';
import type { ProfileService } from './profile.service';
import { toProfile } from './users.presenter';

const ok = { ok: true } as const;

/** Where a sign-in comes from, kept with its session (shown in the session list). */
const clientOf = (ip: string, request: FastifyRequest) => ({
  ip,
  userAgent: request.headers['user-agent']?.slice(0, 300),
});

export function usersRoutes(
  app: FastifyInstance,
  {
    accounts,
    profile,
    emailAddress,
  }: { accounts: AccountsService; profile: ProfileService; emailAddress: EmailAddressService },
): void {
  route(app, usersApi.signUp, async ({ body, ip, language }) => {
    await accounts.signUp(body, ip, language);
    return ok;
  });
  route(app, usersApi.activate, ({ body, ip, request }) => accounts.activate(body, clientOf(ip, request)));
  route(app, usersApi.resendEmail, async ({ body, ip, language }) => {
    await accounts.resendActivation(body.email, ip, language);
    return ok;
  });
  route(app, usersApi.signIn, ({ body, ip, request }) => accounts.signIn(body, clientOf(ip, request)));
  route(app, usersApi.resetPassword, async ({ body, ip, language }) => {
    await accounts.requestPasswordReset(body, ip, language);
    return ok;
  });
  route(app, usersApi.setNewPassword, async ({ body, ip }) => {
    await accounts.setNewPassword(body, ip);
    return ok;
  });
  route(app, usersApi.changePassword, async ({ viewer, body }) => {
    await accounts.changePassword(viewer.user, viewer.sessionId, body);
    return ok;
  });
  route(app, usersApi.addEmail, ({ user, body }) => emailAddress.request(user, body.email));
  route(app, usersApi.confirmEmail, ({ user, body }) => emailAddress.confirm(user, body));
  route(app, usersApi.profile, async ({ user }) => toProfile(user));
  route(app, usersApi.updateProfile, ({ user, body }) => profile.update(user, body));
  route(app, usersApi.usernameCheck, async ({ query, user }) => ({
    available: await profile.usernameAvailable(query.username, user),
  }));
  route(app, usersApi.uploadAvatar, async ({ user, request }) => {
    const file = await request.file();
    if (!file) throw badRequest(ERROR_CODES.FILE_REQUIRED, 'Attach an image in the "file" field.');
    return profile.uploadAvatar(user, await file.toBuffer());
  });
  route(app, usersApi.getUser, ({ query }) => profile.publicProfile(query.userKey));
}
