import { brandFollowsApi } from '@questboard/contract/follows';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function followsRoutes(app: FastifyInstance, ctx: AppContext, { brandFollows }: Services): void {
  route(app, ctx, brandFollowsApi.follow, ({ user, params }) => brandFollows.follow(user.id, params.id));
  route(app, ctx, brandFollowsApi.unfollow, ({ user, params }) => brandFollows.unfollow(user.id, params.id));
  route(app, ctx, brandFollowsApi.check, ({ user, query }) => brandFollows.isFollowing(user.id, query.brandId));
}
