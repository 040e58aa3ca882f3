import { SOCIAL_ACCOUNT_NETWORKS } from '@questboard/contract/socials';
import type { FastifyInstance } from 'fastify';
import { isProviderConfigured } from '../../config-social';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { RealtimePort } from '../../lib/realtime-port';
import { TokenCipher } from '../../lib/token-cipher';
import type { SessionsService } from '../auth/auth.module';
import type { JobQueue } from '../jobs/jobs.module';
import type { NotificationsService } from '../notifications/notifications.module';
import { brandXAppRoutes } from './brand-x-app.routes';
import { BrandXAppService } from './brand-x-app.service';
import { SocialProviders } from './providers/providers';
import { socialRoutes } from './social.routes';
import { SocialAccountsService } from './social-accounts.service';
import { SocialAuthService } from './social-auth.service';
import { StoredSocialTokens } from './social-tokens';
import { DiscordMembership } from './verify/discord-membership';
import { ProviderUsageService } from './verify/provider-usage';
import { RedisQuotaHolds } from './verify/quota-holds';
import { SocialChecks } from './verify/social-checks.service';
import { recheckKey, SOCIAL_RECHECK, socialRecheckJob } from './verify/social-recheck-job';
import { Verifiers } from './verify/verifiers';

/**
 * The social module's one door: social sign-in (OAuth), users' and brands' connected accounts, and the checks of
 * social conditions against the providers.
 */
export function socialModule(
  ctx: AppContext,
  uses: {
    sessions: SessionsService;
    notifications: NotificationsService;
    hub: RealtimePort;
    jobs: JobQueue;
    events?: Pick<DomainEvents, 'record'>;
  },
) {
  const socialProviders = new SocialProviders(ctx.config.social, ctx.config.publicUrl);
  const tokenCipher = new TokenCipher(ctx.config.social.tokenKey);
  // Verifiers ask this for a participant's or a brand's live provider token.
  const socialTokens = new StoredSocialTokens(ctx.db, tokenCipher, socialProviders, ctx.log);
  const brandXApp = new BrandXAppService(ctx.db, tokenCipher);
  const prices = {
    perRecordMicros: ctx.config.social.xPricePerRecordMicros,
    ownerPerRecordMicros: ctx.config.social.xOwnerPricePerRecordMicros,
  };
  const verifiers = new Verifiers({
    apiBase: ctx.config.social.apiBaseUrls,
    xOwnerRate: Number(prices.ownerPerRecordMicros) / Number(prices.perRecordMicros || 1n),
    telegramBotToken: ctx.config.social.telegram?.botToken,
    isConfigured: (network) => isProviderConfigured(ctx.config.social, network),
  });
  const socialChecks = new SocialChecks({
    db: ctx.db,
    verifiers,
    accountOf: async (userId, network) => {
      const account = SOCIAL_ACCOUNT_NETWORKS.find((n) => n === network);
      return account ? socialTokens.forUser(userId, account) : null;
    },
    brandXAppOf: (questId) => brandXApp.forQuest(questId),
    cacheMs: ctx.config.socialChecks.cacheSeconds * 1000,
    notifications: uses.notifications,
    hub: uses.hub,
    log: ctx.log,
    holds: ctx.redis ? new RedisQuotaHolds(ctx.redis) : undefined,
    scheduleRecheck: async (userId, conditionId, at) => {
      await uses.jobs.send(
        SOCIAL_RECHECK,
        { userId, conditionId },
        { key: recheckKey(userId, conditionId), after: at },
      );
    },
  });
  uses.jobs.register(socialRecheckJob(() => socialChecks));
  const discordMembership = new DiscordMembership({
    apiBase: ctx.config.social.apiBaseUrls.DISCORD,
    isConfigured: () => isProviderConfigured(ctx.config.social, 'DISCORD'),
    accountOf: (userId) => socialTokens.forUser(userId, 'DISCORD'),
    cacheMs: ctx.config.socialChecks.cacheSeconds * 1000,
  });
  const socialAccounts = new SocialAccountsService(ctx.db, socialTokens);
  const socialAuth = new SocialAuthService({
    db: ctx.db,
    providers: socialProviders,
    accounts: socialAccounts,
    sessions: uses.sessions,
    publicUrl: ctx.config.publicUrl,
    signUpEnabled: ctx.config.signUpEnabled,
    events: uses.events,
  });
  return {
    socialProviders,
    tokenCipher,
    socialTokens,
    verifiers,
    socialChecks,
    discordMembership,
    socialAccounts,
    socialAuth,
    routes: (app: FastifyInstance) => {
      socialRoutes(app, {
        socialAuth,
        socialAccounts,
        providerUsage: new ProviderUsageService(ctx.db, prices),
        config: ctx.config,
      });
      brandXAppRoutes(app, { brandXApp });
    },
  };
}

export { connectedAccountsOf } from './social-accounts.service';
export type { DiscordMembership, DiscordMembershipState } from './verify/discord-membership';
export type { SocialChecks } from './verify/social-checks.service';
export { isSocialAction } from './verify/verifiers';
