import { dashboardApi } from '@questboard/contract/dashboard';
import { invitesApi } from '@questboard/contract/invites';
import { notificationSettingsApi } from '@questboard/contract/notification-settings';
import { networkApi, peopleApi } from '@questboard/contract/people';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import type { Services } from '../../services';
import { assertOwnsBrand } from '../brands/brand-owner';
import { brandNetwork } from './brand-network';
import { DashboardService } from './dashboard.service';

/** Follows between people, the influencer directory, brand audiences, invitations and notification settings. */
export function peopleRoutes(app: FastifyInstance, ctx: AppContext, services: Services): void {
  const { userFollows, influencers, brandAudience, invites, notificationPreferences } = services;
  route(app, ctx, peopleApi.followUser, ({ user, body }) => userFollows.follow(user.id, body.followUserId));
  route(app, ctx, peopleApi.unfollowUser, ({ user, body }) => userFollows.unfollow(user.id, body.followUserId));
  route(app, ctx, peopleApi.followers, ({ query }) => userFollows.followers(query.userKey, query));
  route(app, ctx, peopleApi.following, ({ query }) => userFollows.following(query.userKey, query));
  route(app, ctx, peopleApi.stats, ({ query, user }) => userFollows.stats(query.userKey, user?.id));
  route(app, ctx, peopleApi.influencers, ({ query }) => influencers.directory(query));
  route(app, ctx, peopleApi.featuredInfluencers, ({ query }) => influencers.featured(query.limit));
  route(app, ctx, peopleApi.brandsFollowing, ({ user, query }) => brandAudience.following(user.id, query));
  route(app, ctx, peopleApi.brandFollowers, ({ user, query }) => brandAudience.followers(user, query.brandId, query));
  route(app, ctx, networkApi.network, async ({ user, params, query }) => {
    await assertOwnsBrand(ctx.db, user, params.id);
    return brandNetwork(ctx.db, params.id, query);
  });
  route(app, ctx, peopleApi.brandFollowStats, ({ query, user }) => brandAudience.stats(query.brandId, user?.id));

  route(app, ctx, invitesApi.suggest, (input) =>
    invites.suggest(input, input.params.id, input.query.keyword, input.query.limit),
  );
  route(app, ctx, invitesApi.invite, (input) => invites.invite(input, input.params.id, input.body));
  route(app, ctx, invitesApi.influences, (input) => invites.influences(input, input.params.id, input.query));
  route(app, ctx, invitesApi.received, ({ user, query }) => invites.received(user.id, query));
  route(app, ctx, invitesApi.read, ({ user, params }) => invites.read(user.id, params.id));
  route(app, ctx, invitesApi.accept, ({ user, params }) => invites.answer(user.id, params.id, 'ACCEPTED'));
  route(app, ctx, invitesApi.decline, ({ user, params }) => invites.answer(user.id, params.id, 'DECLINED'));

  const dashboard = new DashboardService(ctx.db);
  route(app, ctx, dashboardApi.get, ({ user }) => dashboard.of(user.id));

  route(app, ctx, notificationSettingsApi.get, ({ user }) => notificationPreferences.get(user.id));
  route(app, ctx, notificationSettingsApi.update, ({ user, body }) => notificationPreferences.update(user.id, body));
}
