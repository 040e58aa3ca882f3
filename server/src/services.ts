import { SOCIAL_ACCOUNT_NETWORKS } from '@questboard/contract/socials';
import { isProviderConfigured } from './config-social';
import type { AppContext } from './context';
import { TokenCipher } from './lib/token-cipher';
import { SessionsService } from './modules/auth/sessions.service';
import { BalancesService } from './modules/balances/balances.service';
import { BrandsService } from './modules/brands/brands.service';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { AddressProofService } from './modules/chain/address-proof.service';
import { ChainHandle } from './modules/chain/chain-handle';
import { ChainWorkers } from './modules/chain/chain-workers';
import { WalletService } from './modules/chain/wallet.service';
import { WithdrawalsService } from './modules/chain/withdrawals.service';
import { ChatService } from './modules/chat/chat.service';
import { ChatRateLimit } from './modules/chat/chat-rate-limit';
import { BrandFollowsService } from './modules/follows/brand-follows.service';
import { JobQueue } from './modules/jobs/jobs';
import { NotificationsService } from './modules/notifications/notifications.service';
import { questNotifications } from './modules/notifications/quest-notifications';
import { ReviewDigest, reviewDigestJob } from './modules/notifications/review-digest';
import { notifySubmissionWaiting } from './modules/notifications/submission-notifications';
import { ClaimWriter } from './modules/participation/claim-writer';
import { ParticipantsService } from './modules/participation/participants.service';
import { ParticipationService } from './modules/participation/participation.service';
import { ReviewsService } from './modules/participation/reviews.service';
import { TaskResultsService } from './modules/participation/task-results.service';
import { VisitLinks } from './modules/participation/visit-links';
import { BrandAudienceService } from './modules/people/brand-audience.service';
import { notifyFollowersOfNewQuest } from './modules/people/followed-brand-quests';
import { InfluencersService } from './modules/people/influencers.service';
import { InvitesService } from './modules/people/invites.service';
import { NotificationPreferences } from './modules/people/notification-preferences';
import { UserFollowsService } from './modules/people/user-follows.service';
import { QuestFundsService } from './modules/quest-funds/quest-funds.service';
import { QuestListsService } from './modules/quests/quest-lists.service';
import { QuestsService } from './modules/quests/quests.service';
import { SearchService } from './modules/search/search.service';
import { SocialProviders } from './modules/social/providers/providers';
import { SocialAccountsService } from './modules/social/social-accounts.service';
import { SocialAuthService } from './modules/social/social-auth.service';
import { StoredSocialTokens } from './modules/social/social-tokens';
import { RedisQuotaHolds } from './modules/social/verify/quota-holds';
import { SocialChecks } from './modules/social/verify/social-checks.service';
import { recheckKey, SOCIAL_RECHECK, socialRecheckJob } from './modules/social/verify/social-recheck-job';
import { Verifiers } from './modules/social/verify/verifiers';
import { StakingService } from './modules/staking/staking.service';
import { stakingParams } from './modules/staking/staking-params';
import { TasksService } from './modules/tasks/tasks.service';
import { AccountsService } from './modules/users/accounts.service';
import { EmailAddressService } from './modules/users/email-address.service';
import { EmailCodes } from './modules/users/email-codes';
import { ProfileService } from './modules/users/profile.service';
import { RealtimeHub } from './realtime/hub';

export type Services = ReturnType<typeof createServices>;

/** The domain services, wired once per app. */
export function createServices(ctx: AppContext) {
  const hub = new RealtimeHub();
  // Durable background jobs (modules/jobs/jobs.ts says how to add one); main.ts makes the instance a worker.
  const jobs = new JobQueue(ctx.database.queue, ctx.log);
  const sessions = new SessionsService(
    ctx.db,
    ctx.accessTokens,
    (ids) => hub.disconnectSessions(ids),
    ctx.config.sessions,
  );
  const accounts = new AccountsService({
    db: ctx.db,
    botCheck: ctx.botCheck,
    limiter: ctx.authLimiter,
    mailer: ctx.mailer,
    codes: new EmailCodes(`codes:${ctx.config.jwtSecret}`),
    sessions,
    publicUrl: ctx.config.publicUrl,
    signUpEnabled: ctx.config.signUpEnabled,
  });
  const profile = new ProfileService(ctx.db, ctx.storage);
  const emailAddress = new EmailAddressService({
    db: ctx.db,
    mailer: ctx.mailer,
    codes: new EmailCodes(`codes:${ctx.config.jwtSecret}`),
  });
  const balances = new BalancesService(ctx.db);
  const catalogue = new CatalogueService(ctx.db);
  const brands = new BrandsService(ctx.db, ctx.storage, catalogue, ctx.config.fees);
  const quests = new QuestsService(ctx.db, ctx.storage, catalogue, ctx.config.fees);
  const questLists = new QuestListsService(ctx.db, catalogue, quests);
  const tasks = new TasksService(ctx.db, quests);
  const search = new SearchService(ctx.db, questLists);
  const brandFollows = new BrandFollowsService(ctx.db);
  const notifications = new NotificationsService(ctx.db, hub);
  const chat = new ChatService(ctx.db, hub, notifications, new ChatRateLimit(ctx.redis), ctx.log);
  const questEvents = questNotifications(notifications);
  // A notification that cannot be stored is logged; it never undoes or fails the claim or decision it reports.
  const safely =
    <T>(what: string, hook: (event: T) => Promise<void>) =>
    async (event: T) => {
      await hook(event).catch((err: unknown) => ctx.log.error({ err }, `${what} notification failed`));
    };
  const socialProviders = new SocialProviders(ctx.config.social, ctx.config.publicUrl);
  const tokenCipher = new TokenCipher(ctx.config.social.tokenKey);
  // Verifiers (issue 11 part B) ask this for a participant's or a brand's live provider token.
  const socialTokens = new StoredSocialTokens(ctx.db, tokenCipher, socialProviders, ctx.log);
  const verifiers = new Verifiers({
    apiBase: ctx.config.social.apiBaseUrls,
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
    cacheMs: ctx.config.socialChecks.cacheSeconds * 1000,
    notifications,
    hub,
    log: ctx.log,
    holds: ctx.redis ? new RedisQuotaHolds(ctx.redis) : undefined,
    scheduleRecheck: async (userId, conditionId, at) => {
      await jobs.send(SOCIAL_RECHECK, { userId, conditionId }, { key: recheckKey(userId, conditionId), after: at });
    },
  });
  jobs.register(socialRecheckJob(() => socialChecks));
  const visitLinks = new VisitLinks(ctx.db, `visit:${ctx.config.jwtSecret}`, ctx.config.publicUrl);
  const participants = new ParticipantsService(ctx.db);
  const staking = new StakingService(ctx.db, stakingParams(ctx.config.staking));
  const questFunds = new QuestFundsService(
    ctx.db,
    ctx.config.fees,
    safely('new quest of a followed brand', notifyFollowersOfNewQuest(ctx.db, hub)),
  );
  const notificationPreferences = new NotificationPreferences(ctx.db, notifications, ctx.log);
  const submissionWaiting = safely('submission waiting', notifySubmissionWaiting(ctx.db, notificationPreferences));
  const claims = new ClaimWriter(ctx.database.writer, async (tx, paid) => {
    const published = await questEvents.rewardsPaid(tx, paid);
    return () => {
      published();
      ctx.metrics.claimsPaid.inc(paid.length);
    };
  });
  const reviews = new ReviewsService(ctx.db, {
    onDecided: questEvents.reviewDecided,
    pay: (userId, questId) => claims.claim(userId, questId),
  });
  const participation = new ParticipationService(ctx.db, claims, socialChecks, submissionWaiting);
  const taskResults = new TaskResultsService(ctx.db, ctx.storage, submissionWaiting);
  const reviewDigest = new ReviewDigest({
    db: ctx.db,
    mailer: ctx.mailer,
    preferences: notificationPreferences,
    publicUrl: ctx.config.publicUrl,
    hourUtc: ctx.config.reviewDigestHour,
    log: ctx.log,
  });
  jobs.register(reviewDigestJob(reviewDigest));
  const userFollows = new UserFollowsService(ctx.db, notificationPreferences);
  const influencers = new InfluencersService(ctx.db, catalogue);
  const brandAudience = new BrandAudienceService(ctx.db, catalogue);
  const invites = new InvitesService(ctx.db, notificationPreferences, ctx.config.invitesPerBrandPerDay);
  const chain = new ChainHandle(ctx.config.chain, ctx.config.env, ctx.log);
  // Tabs of the user refetch balances, withdrawals and deposits when money moves on chain.
  const walletChanged = (userIds: string[]) => hub.toUsers([...new Set(userIds)], 'walletChanged');
  const chainWorkers = new ChainWorkers(ctx.db, chain, ctx.log, {
    changed: (row) => walletChanged([row.userId]),
    credited: (userId) => walletChanged([userId]),
    progressed: walletChanged,
  });
  const withdrawals = new WithdrawalsService({
    db: ctx.db,
    chain,
    rules: ctx.config.chain.withdraw,
    codes: new EmailCodes(`codes:${ctx.config.jwtSecret}`),
    mailer: ctx.mailer,
    onRequested: (row) => {
      walletChanged([row.userId]);
      chainWorkers.wake();
    },
  });
  const wallet = new WalletService(ctx.db, chain, ctx.config.chain.withdraw, () => chainWorkers.wake());
  const addressProof = new AddressProofService(
    ctx.db,
    chain,
    ctx.config.publicUrl,
    new EmailCodes(`codes:${ctx.config.jwtSecret}`),
    ctx.mailer,
  );
  const socialAccounts = new SocialAccountsService(ctx.db, socialTokens);
  const socialAuth = new SocialAuthService({
    db: ctx.db,
    providers: socialProviders,
    accounts: socialAccounts,
    sessions,
    publicUrl: ctx.config.publicUrl,
    signUpEnabled: ctx.config.signUpEnabled,
  });
  return {
    jobs,
    socialAccounts,
    socialAuth,
    socialProviders,
    tokenCipher,
    socialTokens,
    chain,
    chainWorkers,
    withdrawals,
    wallet,
    addressProof,
    sessions,
    accounts,
    profile,
    emailAddress,
    balances,
    catalogue,
    brands,
    quests,
    questLists,
    search,
    tasks,
    brandFollows,
    questFunds,
    participation,
    taskResults,
    visitLinks,
    verifiers,
    socialChecks,
    participants,
    reviews,
    hub,
    notifications,
    chat,
    notificationPreferences,
    reviewDigest,
    userFollows,
    influencers,
    brandAudience,
    invites,
    staking,
  };
}
