import { brandXAppApi } from '@questboard/contract/brand-x-app';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { BrandXAppService } from './brand-x-app.service';

export function brandXAppRoutes(app: FastifyInstance, { brandXApp }: { brandXApp: BrandXAppService }): void {
  route(app, brandXAppApi.get, ({ viewer, params }) => brandXApp.get(viewer, params.id));
  route(app, brandXAppApi.save, ({ viewer, params, body }) => brandXApp.save(viewer, params.id, body.bearerToken));
  route(app, brandXAppApi.remove, async ({ viewer, params }) => {
    await brandXApp.remove(viewer, params.id);
    return { ok: true as const };
  });
}
