import { BRAND_FILES, BrandForm, brandsApi } from '@questboard/contract/brands';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { readMultipartForm } from '../../http/multipart';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function brandsRoutes(app: FastifyInstance, ctx: AppContext, { brands }: Services): void {
  route(app, ctx, brandsApi.nameCheck, async ({ query }) => ({
    available: await brands.nameAvailable(query.name, query.brandId),
  }));
  route(app, ctx, brandsApi.create, async (input) => {
    const form = await readMultipartForm(input.request, BrandForm, BRAND_FILES);
    return brands.create(input, form.fields, form.files);
  });
  route(app, ctx, brandsApi.update, async (input) => {
    const form = await readMultipartForm(input.request, BrandForm, BRAND_FILES);
    return brands.update(input, input.params.id, form.fields, form.files);
  });
  route(app, ctx, brandsApi.mine, ({ user, query }) => brands.mine(user, query));
  route(app, ctx, brandsApi.creating, ({ user }) => brands.creating(user));
  route(app, ctx, brandsApi.feeSetting, async () => brands.feeSetting());
  route(app, ctx, brandsApi.detail, (input) => brands.detail(input, input.params.id));
  route(app, ctx, brandsApi.setStatus, (input) => brands.setStatus(input, input.params.id, input.body.status));
  route(app, ctx, brandsApi.list, ({ query }) => brands.publicList(query));
  route(app, ctx, brandsApi.guests, ({ query }) => brands.publicList(query));
  route(app, ctx, brandsApi.newest, ({ query }) => brands.newest(query));
}
