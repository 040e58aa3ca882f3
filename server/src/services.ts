import type { AppContext } from './context';
import { DomainEvents } from './events/domain-event-bus';
import { apiKeysModule } from './modules/api-keys/api-keys.module';
import { authModule } from './modules/auth/auth.module';
import { badgesModule } from './modules/badges/badges.module';
import { balancesModule } from './modules/balances/balances.module';
import { brandsModule, isPublicBrand } from './modules/brands/brands.module';
import { catalogueModule } from './modules/catalogue/catalogue.module';
import { chainBlocks, chainModule } from './modules/chain/chain.module';
import { chatModule } from './modules/chat/chat.module';
import { distributionModule } from './modules/distribution/distribution.module';
import { eligibilityModule } from './modules/eligibility/eligibility.module';
import { followsModule } from './modules/follows/follows.module';
import { iconsModule } from './modules/icons/icons.module';
import { JobQueue } from './modules/jobs/jobs.module';
import { newsletterModule } from './modules/newsletter/newsletter.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { participationModule } from './modules/participation/participation.module';
import { peopleModule } from './modules/people/people.module';
import { questFundsModule } from './modules/quest-funds/quest-funds.module';
import { isPublicQuest, questsModule } from './modules/quests/quests.module';
import { referralsModule } from './modules/referrals/referrals.module';
import { searchModule } from './modules/search/search.module';
import { seasonsModule } from './modules/seasons/seasons.module';
import { shareModule } from './modules/share/share.module';
import { socialModule } from './modules/social/social.module';
import { stakingModule } from './modules/staking/staking.module';
import { streaksModule } from './modules/streaks/streaks.module';
import { systemModule } from './modules/system/system.module';
import { tasksModule } from './modules/tasks/tasks.module';
import { usersModule } from './modules/users/users.module';
import { walletLoginModule } from './modules/wallet-login/wallet-login.module';
import { webhooksModule } from './modules/webhooks/webhooks.module';
import { xpModule } from './modules/xp/xp.module';
import { RealtimeHub } from './realtime/hub';

export type Services = ReturnType<typeof createServices>;

/**
 * The composition root: every module built once per app from its entry, each given exactly the other modules'
 * services it uses. Nothing under modules/ imports this file.
 */
export function createServices(ctx: AppContext) {
  const hub = new RealtimeHub();
  // Durable background jobs (modules/jobs/jobs.module.ts says how to add one); main.ts makes the instance a worker.
  const jobs = new JobQueue(ctx.database.queue, ctx.log);
  // Modules hear each other only through domain events (docs/architecture.md): each subscribes in its own entry.
  const events = new DomainEvents(ctx.log);
  events.afterCommit('sessions.ended', ({ sessionIds }) => hub.disconnectSessions(sessionIds));

  const system = systemModule(ctx);
  const apiKeys = apiKeysModule(ctx);
  const auth = authModule(ctx, { events, keyCallers: apiKeys.keyCallers });
  const xp = xpModule(ctx, { events, hub });
  // Right after xp: its 'rewards.paid' writes in the claim's transaction follow the quest's own XP.
  const referrals = referralsModule(ctx, { events, xp: xp.xp });
  const users = usersModule(ctx, { sessions: auth.sessions, levels: xp.xp, events });
  const balances = balancesModule(ctx);
  const catalogue = catalogueModule(ctx, { public: { quest: isPublicQuest, brand: isPublicBrand } });
  const brands = brandsModule(ctx, { catalogue: catalogue.catalogue });
  const notifications = notificationsModule(ctx, { hub, jobs, events });
  const social = socialModule(ctx, {
    sessions: auth.sessions,
    notifications: notifications.notifications,
    hub,
    jobs,
    events,
  });
  const webhooks = webhooksModule(ctx, {
    jobs,
    events,
    cipher: social.tokenCipher,
    notifications: notifications.notifications,
  });
  const chain = chainModule(ctx, { hub, events });
  const walletLogin = walletLoginModule(ctx, { sessions: auth.sessions, chainIds: chain.signInChainIds, events });
  const quests = questsModule(ctx, {
    catalogue: catalogue.catalogue,
    verifiers: social.verifiers,
    chainConditions: chain.chainConditions,
    apiUrls: webhooks.brandApi,
  });
  const tasks = tasksModule(ctx, { quests: quests.quests });
  const follows = followsModule(ctx);
  const people = peopleModule(ctx, {
    catalogue: catalogue.catalogue,
    notificationPreferences: notifications.notificationPreferences,
    hub,
    events,
    levels: xp.xp,
    jobs,
  });
  const distribution = distributionModule(ctx, { jobs, events, blocks: chainBlocks(chain.chain) });
  const questFunds = questFundsModule(ctx, { events, pools: distribution.distribution });
  const eligibility = eligibilityModule(ctx, {
    levels: xp.xp,
    reads: { discord: social.discordMembership, wallets: chain.chainConditions.walletHistory },
  });
  const participation = participationModule(ctx, {
    socialChecks: social.socialChecks,
    chainChecks: chain.chainConditions,
    brandApi: webhooks.brandApi,
    eligibility: eligibility.eligibility,
    events,
    paysAtEnd: (questId) => distribution.distribution.paysAtEnd(questId),
    riskScores: (questId, userIds) => eligibility.risk.scoresOf(questId, userIds),
  });
  const chat = chatModule(ctx, { hub, notifications: notifications.notifications });
  const icons = iconsModule();
  const newsletter = newsletterModule(ctx);
  const search = searchModule(ctx, { questLists: quests.questLists });
  const staking = stakingModule(ctx);
  const streaks = streaksModule(ctx, {
    events,
    jobs,
    notifications: notifications.notifications,
    preferences: notifications.notificationPreferences,
    people: users.profile,
  });
  // After streaks: reactions to one event run in the order they subscribed, so a completion's streak milestone is
  // recorded before the badge rules read it.
  const badges = badgesModule(ctx, { events, notifications: notifications.notifications });
  const seasons = seasonsModule(ctx, { jobs, notices: notifications.notifications });
  const share = shareModule(ctx, {
    quests: quests.quests,
    brands: brands.brands,
    profile: users.profile,
    passport: { streaks: streaks.streaks, badges: badges.badges, completedQuests: participation.participants },
  });

  /** Every module's routes, in the order they are mounted (the OpenAPI document lists them so). */
  const routes = [
    system,
    users,
    auth,
    social,
    walletLogin,
    balances,
    catalogue,
    brands,
    apiKeys,
    quests,
    tasks,
    follows,
    questFunds,
    distribution,
    eligibility,
    participation,
    notifications,
    icons,
    people,
    newsletter,
    search,
    chain,
    share,
    staking,
    xp,
    streaks,
    badges,
    referrals,
    seasons,
    webhooks,
  ].map((module) => module.routes);

  return {
    hub,
    jobs,
    /** The domain event bus (a test process subscribes to hold a change mid-transaction, then is killed). */
    events,
    routes,
    viewerOf: auth.viewerOf,
    apiKeyGate: apiKeys.assertKeyMayCall,
    pages: { previews: share.previews, renderer: share.renderer },
    sessions: auth.sessions,
    accounts: users.accounts,
    profile: users.profile,
    emailAddress: users.emailAddress,
    balances: balances.balances,
    catalogue: catalogue.catalogue,
    brands: brands.brands,
    apiKeys: apiKeys.apiKeys,
    quests: quests.quests,
    questLists: quests.questLists,
    tasks: tasks.tasks,
    brandFollows: follows.brandFollows,
    notifications: notifications.notifications,
    notificationPreferences: notifications.notificationPreferences,
    reviewDigest: notifications.reviewDigest,
    streakReminders: streaks.reminders,
    socialProviders: social.socialProviders,
    tokenCipher: social.tokenCipher,
    socialTokens: social.socialTokens,
    verifiers: social.verifiers,
    socialChecks: social.socialChecks,
    socialAccounts: social.socialAccounts,
    socialAuth: social.socialAuth,
    walletLogin: walletLogin.walletLogin,
    userFollows: people.userFollows,
    influencers: people.influencers,
    brandAudience: people.brandAudience,
    invites: people.invites,
    questFunds: questFunds.questFunds,
    distribution: distribution.distribution,
    settlement: distribution.settlement,
    eligibility: eligibility.eligibility,
    participation: participation.participation,
    participants: participation.participants,
    reviews: participation.reviews,
    taskResults: participation.taskResults,
    visitLinks: participation.visitLinks,
    chat: chat.chat,
    search: search.search,
    chain: chain.chain,
    /** Proven wallets' history on the operator's chains (the wallet rules; tests count its chain reads). */
    walletHistory: chain.chainConditions.walletHistory,
    chainWorkers: chain.chainWorkers,
    withdrawals: chain.withdrawals,
    wallet: chain.wallet,
    addressProof: chain.addressProof,
    staking: staking.staking,
    xp: xp.xp,
    streaks: streaks.streaks,
    badges: badges.badges,
    badgeAwards: badges.awards,
    referrals: referrals.referrals,
    seasons: seasons.seasons,
    seasonPayout: seasons.payout,
    webhooks: webhooks.webhooks,
  };
}
