import { catalogueApi } from '@questboard/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { CatalogueService } from './catalogue.service';

export function catalogueRoutes(app: FastifyInstance, { catalogue }: { catalogue: CatalogueService }): void {
  route(app, catalogueApi.categories, ({ language }) => catalogue.named(language));
  route(app, catalogueApi.categoriesByQuests, ({ language }) => catalogue.usedByQuests(language));
  route(app, catalogueApi.categoriesByBrand, ({ language }) => catalogue.usedByBrands(language));
  route(app, catalogueApi.locations, ({ query }) => catalogue.locations(query));
}
