import type { AppContext } from './context';
import { authModule } from './modules/auth/auth.module';
import { balancesModule } from './modules/balances/balances.module';
import { brandsModule } from './modules/brands/brands.module';
import { catalogueModule } from './modules/catalogue/catalogue.module';
import { chainModule } from './modules/chain/chain.module';
import { chatModule } from './modules/chat/chat.module';
import { followsModule } from './modules/follows/follows.module';
import { iconsModule } from './modules/icons/icons.module';
import { JobQueue } from './modules/jobs/jobs.module';
import { newsletterModule } from './modules/newsletter/newsletter.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { participationModule } from './modules/participation/participation.module';
import { peopleModule } from './modules/people/people.module';
import { questFundsModule } from './modules/quest-funds/quest-funds.module';
import { questsModule } from './modules/quests/quests.module';
import { searchModule } from './modules/search/search.module';
import { shareModule } from './modules/share/share.module';
import { socialModule } from './modules/social/social.module';
import { stakingModule } from './modules/staking/staking.module';
import { systemModule } from './modules/system/system.module';
import { tasksModule } from './modules/tasks/tasks.module';
import { usersModule } from './modules/users/users.module';
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
  // A notification that cannot be stored is logged; it never undoes or fails the claim or decision it reports.
  const safely =
    <T>(what: string, hook: (event: T) => Promise<void>) =>
    async (event: T) => {
      await hook(event).catch((err: unknown) => ctx.log.error({ err }, `${what} notification failed`));
    };

  const system = systemModule(ctx);
  const auth = authModule(ctx, { onSessionsEnded: (ids) => hub.disconnectSessions(ids) });
  const users = usersModule(ctx, { sessions: auth.sessions });
  const balances = balancesModule(ctx);
  const catalogue = catalogueModule(ctx);
  const brands = brandsModule(ctx, { catalogue: catalogue.catalogue });
  const notifications = notificationsModule(ctx, { hub, jobs });
  const social = socialModule(ctx, {
    sessions: auth.sessions,
    notifications: notifications.notifications,
    hub,
    jobs,
  });
  const quests = questsModule(ctx, { catalogue: catalogue.catalogue, verifiers: social.verifiers });
  const tasks = tasksModule(ctx, { quests: quests.quests });
  const follows = followsModule(ctx);
  const people = peopleModule(ctx, {
    catalogue: catalogue.catalogue,
    notificationPreferences: notifications.notificationPreferences,
    hub,
  });
  const questFunds = questFundsModule(ctx, {
    onPublished: safely('new quest of a followed brand', people.reactions.questPublished),
  });
  const participation = participationModule(ctx, {
    socialChecks: social.socialChecks,
    onRewardsPaid: async (tx, paid) => {
      const published = await notifications.reactions.rewardsPaid(tx, paid);
      return () => {
        published();
        ctx.metrics.claimsPaid.inc(paid.length);
      };
    },
    onDecided: notifications.reactions.reviewDecided,
    onSubmitted: safely('submission waiting', notifications.reactions.submissionWaiting),
  });
  const chat = chatModule(ctx, { hub, notifications: notifications.notifications });
  const icons = iconsModule();
  const newsletter = newsletterModule(ctx);
  const search = searchModule(ctx, { questLists: quests.questLists });
  const chain = chainModule(ctx, { hub });
  const share = shareModule(ctx, {
    quests: quests.quests,
    questLists: quests.questLists,
    catalogue: catalogue.catalogue,
    brands: brands.brands,
    profile: users.profile,
  });
  const staking = stakingModule(ctx);

  /** Every module's routes, in the order they are mounted (the OpenAPI document lists them so). */
  const routes = [
    system,
    users,
    auth,
    social,
    balances,
    catalogue,
    brands,
    quests,
    tasks,
    follows,
    questFunds,
    participation,
    notifications,
    icons,
    people,
    newsletter,
    search,
    chain,
    share,
    staking,
  ].map((module) => module.routes);

  return {
    hub,
    jobs,
    routes,
    viewerOf: auth.viewerOf,
    pages: { previews: share.previews, shells: share.shells },
    sessions: auth.sessions,
    accounts: users.accounts,
    profile: users.profile,
    emailAddress: users.emailAddress,
    balances: balances.balances,
    catalogue: catalogue.catalogue,
    brands: brands.brands,
    quests: quests.quests,
    questLists: quests.questLists,
    tasks: tasks.tasks,
    brandFollows: follows.brandFollows,
    notifications: notifications.notifications,
    notificationPreferences: notifications.notificationPreferences,
    reviewDigest: notifications.reviewDigest,
    socialProviders: social.socialProviders,
    tokenCipher: social.tokenCipher,
    socialTokens: social.socialTokens,
    verifiers: social.verifiers,
    socialChecks: social.socialChecks,
    socialAccounts: social.socialAccounts,
    socialAuth: social.socialAuth,
    userFollows: people.userFollows,
    influencers: people.influencers,
    brandAudience: people.brandAudience,
    invites: people.invites,
    questFunds: questFunds.questFunds,
    participation: participation.participation,
    participants: participation.participants,
    reviews: participation.reviews,
    taskResults: participation.taskResults,
    visitLinks: participation.visitLinks,
    chat: chat.chat,
    search: search.search,
    chain: chain.chain,
    chainWorkers: chain.chainWorkers,
    withdrawals: chain.withdrawals,
    wallet: chain.wallet,
    addressProof: chain.addressProof,
    staking: staking.staking,
  };
}
