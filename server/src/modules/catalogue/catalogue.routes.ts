import { catalogueApi } from '@questboard/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function catalogueRoutes(app: FastifyInstance, { catalogue }: Services): void {
  route(app, catalogueApi.categories, ({ language }) => catalogue.named(language));
  route(app, catalogueApi.categoriesByQuests, ({ language }) => catalogue.usedByQuests(language));
  route(app, catalogueApi.categoriesByBrand, ({ language }) => catalogue.usedByBrands(language));
  route(app, catalogueApi.locations, ({ query }) => catalogue.locations(query));
}
