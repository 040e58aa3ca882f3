import { brandFollowsApi } from '@questboard/contract/follows';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { BrandFollowsService } from './brand-follows.service';

export function followsRoutes(app: FastifyInstance, { brandFollows }: { brandFollows: BrandFollowsService }): void {
  route(app, brandFollowsApi.follow, ({ user, params }) => brandFollows.follow(user.id, params.id));
  route(app, brandFollowsApi.unfollow, ({ user, params }) => brandFollows.unfollow(user.id, params.id));
  route(app, brandFollowsApi.check, ({ user, query }) => brandFollows.isFollowing(user.id, query.brandId));
}
