import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { CatalogueService } from '../catalogue/catalogue.module';
import { brandsRoutes } from './brands.routes';
import { BrandsService } from './brands.service';

/** The brands module's one door: brands, their owners and their pages. */
export function brandsModule(ctx: AppContext, uses: { catalogue: CatalogueService }) {
  const brands = new BrandsService(ctx.db, ctx.storage, uses.catalogue, ctx.config.fees);
  return { brands, routes: (app: FastifyInstance) => brandsRoutes(app, { brands }) };
}

export { assertOwnsBrand } from './brand-owner';
export { isPublicBrand, readableBrandSql } from './brand-rules';
export { toBrand } from './brands.presenter';
export { findBrand, publicQuestCount } from './brands.repository';
export type { BrandsService, FeeSetting } from './brands.service';
