import { brandXAppApi } from '@questboard/contract/brand-x-app';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { BrandXAppService } from './brand-x-app.service';

export function brandXAppRoutes(app: FastifyInstance, { brandXApp }: { brandXApp: BrandXAppService }): void {
  route(app, brandXAppApi.get, ({ user, ability, params }) => brandXApp.get({ user, ability }, params.id));
  route(app, brandXAppApi.save, ({ user, ability, params, body }) =>
    brandXApp.save({ user, ability }, params.id, body.bearerToken),
  );
  route(app, brandXAppApi.remove, async ({ user, ability, params }) => {
    await brandXApp.remove({ user, ability }, params.id);
    return { ok: true as const };
  });
}
