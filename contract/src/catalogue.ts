import { z } from 'zod';
import { endpoint } from './endpoint';
import { keyword, pageOf, pageQuery } from './lists';

export const CATEGORY_ID = /^[a-z0-9-]{1,40}$/;
/** A category id is its slug (`defi`, `gaming`…). */
export const categoryId = z.string().trim().regex(CATEGORY_ID, 'Unknown category');

export const Category = z.object({ id: z.string(), name: z.string() });
export type Category = z.infer<typeof Category>;

export const LOCATION_TYPES = ['COUNTRY', 'PROVINCE', 'CITY'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const Location = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(LOCATION_TYPES),
  countryId: z.number().int().nullable(),
  provinceId: z.number().int().nullable(),
  /** "Lyon, Auvergne-Rhône-Alpes, France" — the name with its parents, for pickers. */
  label: z.string(),
});
export type Location = z.infer<typeof Location>;

const locationId = z.coerce.number().int().min(1).max(2_147_483_647);

export const LocationQuery = pageQuery().extend({
  keyword,
  type: z.enum(LOCATION_TYPES).optional(),
  countryId: locationId.optional(),
  provinceId: locationId.optional(),
});

/** Spec §7 Other: categories and locations. */
export const catalogueApi = {
  categories: endpoint({
    method: 'GET',
    path: '/categories',
    auth: false,
    summary: 'Every category',
    response: z.array(Category),
  }),
  categoriesByQuests: endpoint({
    method: 'GET',
    path: '/categories/filter-by-quests',
    auth: false,
    summary: 'Categories used by at least one public quest',
    response: z.array(Category),
  }),
  categoriesByBrand: endpoint({
    method: 'GET',
    path: '/categories/filter-by-brand',
    auth: false,
    summary: 'Categories used by at least one active brand',
    response: z.array(Category),
  }),
  locations: endpoint({
    method: 'GET',
    path: '/location',
    auth: false,
    summary: 'Countries, provinces and cities by keyword, type and parent (countryId or provinceId)',
    query: LocationQuery,
    response: pageOf(Location),
  }),
};
