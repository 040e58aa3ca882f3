import type { AppContext } from './context';
import { SessionsService } from './modules/auth/sessions.service';
import { BalancesService } from './modules/balances/balances.service';
import { BrandsService } from './modules/brands/brands.service';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { ChatService } from './modules/chat/chat.service';
import { ChatRateLimit } from './modules/chat/chat-rate-limit';
import { BrandFollowsService } from './modules/follows/brand-follows.service';
import { NotificationsService } from './modules/notifications/notifications.service';
import { questNotifications } from './modules/notifications/quest-notifications';
import { QuestListsService } from './modules/quests/quest-lists.service';
import { QuestsService } from './modules/quests/quests.service';
import { ClaimWriter } from './modules/rewards/claim-writer';
import { ParticipantsService } from './modules/rewards/participants.service';
import { ParticipationService } from './modules/rewards/participation.service';
import { QuestMoneyService } from './modules/rewards/quest-money.service';
import { ReviewsService } from './modules/rewards/reviews.service';
import { TasksService } from './modules/tasks/tasks.service';
import { AccountsService } from './modules/users/accounts.service';
import { EmailCodes } from './modules/users/email-codes';
import { ProfileService } from './modules/users/profile.service';
import { RealtimeHub } from './realtime/hub';

export type Services = ReturnType<typeof createServices>;

/** The domain services, wired once per app. */
export function createServices(ctx: AppContext) {
  const hub = new RealtimeHub();
  const sessions = new SessionsService(ctx.db, ctx.accessTokens, (ids) => hub.disconnectSessions(ids));
  const accounts = new AccountsService({
    db: ctx.db,
    botCheck: ctx.botCheck,
    limiter: ctx.authLimiter,
    mailer: ctx.mailer,
    codes: new EmailCodes(`codes:${ctx.config.jwtSecret}`),
    sessions,
    publicUrl: ctx.config.publicUrl,
  });
  const profile = new ProfileService(ctx.db, ctx.storage);
  const balances = new BalancesService(ctx.db);
  const catalogue = new CatalogueService(ctx.db);
  const brands = new BrandsService(ctx.db, ctx.storage, catalogue, ctx.config.fees);
  const quests = new QuestsService(ctx.db, ctx.storage, catalogue, ctx.config.fees);
  const questLists = new QuestListsService(ctx.db, catalogue, quests);
  const tasks = new TasksService(ctx.db, quests);
  const brandFollows = new BrandFollowsService(ctx.db);
  const questMoney = new QuestMoneyService(ctx.db, ctx.config.fees);
  const notifications = new NotificationsService(ctx.db, hub);
  const chat = new ChatService(ctx.db, hub, notifications, new ChatRateLimit(ctx.redis), ctx.log);
  const questEvents = questNotifications(ctx.db, notifications);
  // A notification that cannot be stored is logged; it never undoes or fails the claim or decision it reports.
  const safely =
    <T>(what: string, hook: (event: T) => Promise<void>) =>
    async (event: T) => {
      await hook(event).catch((err: unknown) => ctx.log.error({ err }, `${what} notification failed`));
    };
  const participation = new ParticipationService(ctx.db, new ClaimWriter(ctx.db, questEvents.rewardsPaid));
  const participants = new ParticipantsService(ctx.db);
  const reviews = new ReviewsService(ctx.db, safely('review decided', questEvents.reviewDecided));
  return {
    sessions,
    accounts,
    profile,
    balances,
    catalogue,
    brands,
    quests,
    questLists,
    tasks,
    brandFollows,
    questMoney,
    participation,
    participants,
    reviews,
    hub,
    notifications,
    chat,
  };
}
