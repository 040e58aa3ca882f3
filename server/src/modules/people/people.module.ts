import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { RealtimePort } from '../../lib/realtime-port';
import type { CatalogueService } from '../catalogue/catalogue.module';
import type { JobQueue } from '../jobs/jobs.module';
import type { NotificationPreferences } from '../notifications/notifications.module';
import type { XpService } from '../xp/xp.module';
import { BrandAudienceService } from './brand-audience.service';
import { DashboardService } from './dashboard.service';
import { NOTIFY_FOLLOWERS_JOB, notifyFollowersJob, notifyFollowersOfNewQuest } from './followed-brand-quests';
import { InfluencersService } from './influencers.service';
import { InvitesService } from './invites.service';
import { peopleRoutes } from './people.routes';
import { UserFollowsService } from './user-follows.service';

/**
 * The people module's one door: follows between people, the influencer directory, brand audiences, quest
 * invitations and each user's dashboard.
 */
export function peopleModule(
  ctx: AppContext,
  uses: {
    catalogue: CatalogueService;
    notificationPreferences: NotificationPreferences;
    hub: RealtimePort;
    events: DomainEvents;
    levels: Pick<XpService, 'levelsOf'>;
    jobs: JobQueue;
  },
) {
  const userFollows = new UserFollowsService(ctx.db, uses.notificationPreferences);
  const influencers = new InfluencersService(ctx.db, uses.catalogue, uses.levels);
  const brandAudience = new BrandAudienceService(ctx.db, uses.catalogue);
  const invites = new InvitesService(
    ctx.db,
    uses.notificationPreferences,
    ctx.config.invitesPerBrandPerDay,
    uses.events,
  );
  const dashboard = new DashboardService(ctx.db);
  // Followers of a brand hear of its new quest, by a durable job: a fan-out to thousands survives this instance.
  uses.jobs.register(notifyFollowersJob(notifyFollowersOfNewQuest(ctx.db, uses.hub)));
  uses.events.afterCommit('quest.published', async ({ questId }) => {
    await uses.jobs.send(NOTIFY_FOLLOWERS_JOB, { questId }, { key: questId });
  });
  return {
    userFollows,
    influencers,
    brandAudience,
    invites,
    routes: (app: FastifyInstance) =>
      peopleRoutes(app, { userFollows, influencers, brandAudience, invites, dashboard }),
  };
}

export { findActiveUser } from './people.repository';
