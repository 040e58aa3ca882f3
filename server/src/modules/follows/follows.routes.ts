import { brandFollowsApi } from '@questboard/contract/follows';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function followsRoutes(app: FastifyInstance, ctx: AppContext, { brandFollows }: Services): void {
  route(app, ctx, brandFollowsApi.follow, ({ currentUser, params }) =>
    brandFollows.follow(currentUser().id, params.id),
  );
  route(app, ctx, brandFollowsApi.unfollow, ({ currentUser, params }) =>
    brandFollows.unfollow(currentUser().id, params.id),
  );
  route(app, ctx, brandFollowsApi.check, ({ currentUser, query }) =>
    brandFollows.isFollowing(currentUser().id, query.brandId),
  );
}
