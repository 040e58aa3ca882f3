import { dashboardApi } from '@questboard/contract/dashboard';
import { invitesApi } from '@questboard/contract/invites';
import { networkApi, peopleApi } from '@questboard/contract/people';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { BrandAudienceService } from './brand-audience.service';
import type { DashboardService } from './dashboard.service';
import type { InfluencersService } from './influencers.service';
import type { InvitesService } from './invites.service';
import type { UserFollowsService } from './user-follows.service';

export interface PeopleRouteServices {
  userFollows: UserFollowsService;
  influencers: InfluencersService;
  brandAudience: BrandAudienceService;
  invites: InvitesService;
  dashboard: DashboardService;
}

/** Follows between people, the influencer directory, brand audiences, invitations and the user's dashboard. */
export function peopleRoutes(
  app: FastifyInstance,
  { userFollows, influencers, brandAudience, invites, dashboard }: PeopleRouteServices,
): void {
  route(app, peopleApi.followUser, ({ user, body }) => userFollows.follow(user.id, body.followUserId));
  route(app, peopleApi.unfollowUser, ({ user, body }) => userFollows.unfollow(user.id, body.followUserId));
  route(app, peopleApi.followers, ({ query }) => userFollows.followers(query.userKey, query));
  route(app, peopleApi.following, ({ query }) => userFollows.following(query.userKey, query));
  route(app, peopleApi.stats, ({ query, user }) => userFollows.stats(query.userKey, user?.id));
  route(app, peopleApi.influencers, ({ query }) => influencers.directory(query));
  route(app, peopleApi.featuredInfluencers, ({ query }) => influencers.featured(query.limit));
  route(app, peopleApi.brandsFollowing, ({ user, query }) => brandAudience.following(user.id, query));
  route(app, peopleApi.brandFollowers, ({ user, query }) => brandAudience.followers(user, query.brandId, query));
  route(app, networkApi.network, ({ user, params, query }) => brandAudience.network(user, params.id, query));
  route(app, peopleApi.brandFollowStats, (input) => brandAudience.stats(input.query.brandId, input.viewer));

  route(app, invitesApi.suggest, (input) =>
    invites.suggest(input.viewer, input.params.id, input.query.keyword, input.query.limit),
  );
  route(app, invitesApi.invite, (input) => invites.invite(input.viewer, input.params.id, input.body));
  route(app, invitesApi.influences, (input) => invites.influences(input.viewer, input.params.id, input.query));
  route(app, invitesApi.received, ({ user, query }) => invites.received(user.id, query));
  route(app, invitesApi.read, ({ user, params }) => invites.read(user.id, params.id));
  route(app, invitesApi.accept, ({ user, params }) => invites.answer(user.id, params.id, 'ACCEPTED'));
  route(app, invitesApi.decline, ({ user, params }) => invites.answer(user.id, params.id, 'DECLINED'));

  route(app, dashboardApi.get, ({ user }) => dashboard.of(user.id));
}
