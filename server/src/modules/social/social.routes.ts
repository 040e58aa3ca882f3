import {
  networkSlug,
  OAUTH_NETWORKS,
  SOCIAL_ACCOUNT_NETWORKS,
  SOCIAL_LOGIN_NETWORKS,
  socialAuthApi,
  socialsApi,
} from '@questboard/contract/socials';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { isProviderConfigured } from '../../config-social';
import { route } from '../../http/route';
import { bindBrowser, browserOf } from './browser-binding';
import { toBrandSocialAccount, toSocialAccount } from './social.presenter';
import type { SocialAccountsService } from './social-accounts.service';
import type { SocialAuthService } from './social-auth.service';
import type { ProviderUsageService } from './verify/provider-usage';

const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** Social accounts: OAuth round trips (spec §7 Auth) and the user's connected accounts (spec §7 Users). */
export interface SocialRouteServices {
  socialAuth: SocialAuthService;
  socialAccounts: SocialAccountsService;
  providerUsage: ProviderUsageService;
  config: Pick<Config, 'publicUrl' | 'social'>;
}

export function socialRoutes(
  app: FastifyInstance,
  { socialAuth, socialAccounts, providerUsage, config }: SocialRouteServices,
): void {
  const secure = config.publicUrl.startsWith('https://');

  route(app, socialsApi.providerUsage, ({ viewer, params }) => providerUsage.of(viewer, params.id));

  route(app, socialsApi.providers, async () => ({
    items: SOCIAL_ACCOUNT_NETWORKS.map((network) => ({
      network,
      configured: isProviderConfigured(config.social, network),
      login: (SOCIAL_LOGIN_NETWORKS as readonly string[]).includes(network),
      ...(network === 'TELEGRAM' && config.social.telegram
        ? { telegramBotUsername: config.social.telegram.botUsername }
        : {}),
    })),
  }));

  route(app, socialAuthApi.connect, async ({ user, params, query, request, reply }) =>
    socialAuth.start({
      network: params.network,
      purpose: query.brandId ? 'BRAND' : 'CONNECT',
      browserHash: bindBrowser(request, reply, secure),
      userId: user.id,
      brandId: query.brandId,
      redirect: query.redirect,
    }),
  );
  route(app, socialAuthApi.login, async ({ params, query, request, reply }) =>
    socialAuth.start({
      network: params.network,
      purpose: 'LOGIN',
      browserHash: bindBrowser(request, reply, secure),
      redirect: query.redirect,
      referralCode: query.ref,
    }),
  );
  route(app, socialAuthApi.finishLogin, async ({ body, request, ip }) =>
    socialAuth.finishLogin(body.ticket, browserOf(request), { ip, userAgent: request.headers['user-agent'] }),
  );

  // The providers send the browser back here; it always ends on the web app's result page.
  for (const network of OAUTH_NETWORKS) {
    app.get(
      `/api/v1/auth/callback/${networkSlug(network)}`,
      {
        schema: {
          summary: `Where ${network} sends the browser back after consent; redirects to /oauth/result`,
          tags: ['auth'],
          querystring: callbackQuery,
          response: { 302: z.null().describe('Redirect to the result page') },
        },
      },
      async (request, reply) => {
        const query = request.query as z.infer<typeof callbackQuery>;
        const outcome = await socialAuth.callback(network, query, browserOf(request));
        const target = new URLSearchParams({
          status: outcome.status,
          network: networkSlug(network),
          redirect: outcome.redirect,
        });
        if (outcome.ticket) target.set('ticket', outcome.ticket);
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        return reply.redirect(`/oauth/result?${target}`, 302);
      },
    );
  }

  route(app, socialsApi.telegramConnect, async ({ user, body }) =>
    toSocialAccount(await socialAccounts.connectTelegram(user.id, body, config.social.telegram?.botToken)),
  );
  route(app, socialsApi.mySocials, async ({ user }) => ({
    items: (await socialAccounts.listOf(user.id)).map(toSocialAccount),
    facebookProfileUrl: await socialAccounts.facebookProfileOf(user.id),
  }));
  route(app, socialsApi.mySocial, async ({ user, params }) =>
    toSocialAccount(await socialAccounts.oneOf(user.id, params.network)),
  );
  route(app, socialsApi.disconnect, async ({ user, params }) => {
    await socialAccounts.disconnect(user.id, params.network);
    return { ok: true as const };
  });
  route(app, socialsApi.setFacebookProfile, async ({ user, body }) => ({
    facebookProfileUrl: await socialAccounts.setFacebookProfile(user.id, body.facebookProfileUrl),
  }));
  route(app, socialsApi.publicSocials, ({ params }) => socialAccounts.publicOf(params.userKey));
  route(app, socialsApi.brandSocials, async ({ params }) => ({
    items: (await socialAccounts.brandAccounts(params.brandId)).map(toBrandSocialAccount),
  }));
}
