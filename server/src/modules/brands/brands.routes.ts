import { brandsApi } from '@questboard/contract/brands';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { BrandsService } from './brands.service';

export function brandsRoutes(app: FastifyInstance, { brands }: { brands: BrandsService }): void {
  route(app, brandsApi.nameCheck, async ({ query }) => ({
    available: await brands.nameAvailable(query.name, query.brandId),
  }));
  route(app, brandsApi.create, (input) => brands.create(input.viewer, input.form.fields, input.form.files));
  route(app, brandsApi.update, (input) =>
    brands.update(input.viewer, input.params.id, input.form.fields, input.form.files),
  );
  route(app, brandsApi.mine, ({ user, query }) => brands.mine(user, query));
  route(app, brandsApi.creating, ({ user }) => brands.creating(user));
  route(app, brandsApi.feeSetting, async () => brands.feeSetting());
  route(app, brandsApi.detail, (input) => brands.detail(input.viewer, input.params.id));
  route(app, brandsApi.setStatus, (input) => brands.setStatus(input.viewer, input.params.id, input.body.status));
  route(app, brandsApi.list, ({ query }) => brands.publicList(query));
  route(app, brandsApi.guests, ({ query }) => brands.publicList(query));
  route(app, brandsApi.newest, ({ query }) => brands.newest(query));
}
