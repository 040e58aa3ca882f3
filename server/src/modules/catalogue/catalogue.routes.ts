import { catalogueApi } from '@questboard/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function catalogueRoutes(app: FastifyInstance, { catalogue }: Services): void {
  route(app, catalogueApi.categories, () => catalogue.all());
  route(app, catalogueApi.categoriesByQuests, () => catalogue.usedByQuests());
  route(app, catalogueApi.categoriesByBrand, () => catalogue.usedByBrands());
  route(app, catalogueApi.locations, ({ query }) => catalogue.locations(query));
}
