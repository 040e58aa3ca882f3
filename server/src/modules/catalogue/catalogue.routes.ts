import { catalogueApi } from '@questboard/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function catalogueRoutes(app: FastifyInstance, ctx: AppContext, { catalogue }: Services): void {
  route(app, ctx, catalogueApi.categories, () => catalogue.all());
  route(app, ctx, catalogueApi.categoriesByQuests, () => catalogue.usedByQuests());
  route(app, ctx, catalogueApi.categoriesByBrand, () => catalogue.usedByBrands());
  route(app, ctx, catalogueApi.locations, ({ query }) => catalogue.locations(query));
}
