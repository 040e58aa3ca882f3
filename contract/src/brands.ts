import { z } from 'zod';
import { Category, categoryId } from './catalogue';
import { endpoint } from './endpoint';
import { Available, idParam, keyword, pageOf, pageQuery, queryList } from './lists';

export const BRAND_STATUSES = ['CREATING', 'ACTIVE', 'INACTIVE'] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];
/** Allowed moves of `PUT /brands/:id/status` (docs/domain.md). */
export const BRAND_TRANSITIONS: Record<BrandStatus, readonly BrandStatus[]> = {
  CREATING: ['ACTIVE'],
  ACTIVE: ['INACTIVE'],
  INACTIVE: ['ACTIVE'],
};
export const BRAND_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  descriptionMax: 5000,
  categoriesMax: 5,
  backersMax: 20,
} as const;

export const Backer = z.object({ name: z.string(), url: z.string().nullable(), logo: z.string().nullable() });
export type Backer = z.infer<typeof Backer>;
export const Fee = z.object({ feeBps: z.number().int() });

export const Brand = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string().nullable(),
  slug: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  twitter: z.string().nullable(),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  categories: z.array(Category),
  backers: z.array(Backer),
  fee: Fee,
  status: z.enum(BRAND_STATUSES),
  /** Public (PUBLISHED or ENDED) quests of this brand. */
  questCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Brand = z.infer<typeof Brand>;

// Form values arrive as text; blank means "not sent" (docs/domain.md, Forms: empty values never blank a stored field).
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (min: number, max: number, label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(min, `${label} must be at least ${min} characters`)
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  );
const url = z.preprocess(
  blankToUndefined,
  z
    .url({ protocol: /^https?$/, error: 'Enter a link starting with http:// or https://' })
    .max(500)
    .optional(),
);

export const brandName = z
  .string()
  .trim()
  .min(BRAND_LIMITS.nameMin, `Name must be at least ${BRAND_LIMITS.nameMin} characters`)
  .max(BRAND_LIMITS.nameMax, `Name must be at most ${BRAND_LIMITS.nameMax} characters`);

export const BackerInput = z.object({
  name: z.string().trim().min(1, 'A backer needs a name').max(100),
  url,
  logo: url,
});

/** Fields of the brand form (`POST /brands`, `PUT /brands/:id`), after decoding bracket names. Files: logo, cover. */
export const BrandForm = z.object({
  name: z.preprocess(blankToUndefined, brandName.optional()),
  description: text(1, BRAND_LIMITS.descriptionMax, 'Description'),
  website: url,
  twitter: text(1, 60, 'Twitter handle'),
  categories: z
    .array(categoryId)
    .max(BRAND_LIMITS.categoriesMax, `At most ${BRAND_LIMITS.categoriesMax} categories`)
    .optional(),
  backers: z.array(BackerInput).max(BRAND_LIMITS.backersMax, `At most ${BRAND_LIMITS.backersMax} backers`).optional(),
  /** Echo of the fee setting; the platform sets the fee, a different value is refused. */
  fee: z
    .object({ feeBps: z.coerce.number().int().min(0).max(10_000) })
    .partial()
    .optional(),
});
export type BrandFormInput = z.input<typeof BrandForm>;
export const BRAND_FILES = ['logo', 'cover'] as const;

export const BrandListQuery = pageQuery().extend({
  keyword,
  categoryIds: queryList(categoryId, 5).optional(),
  sort: z.enum(['newest', 'name', 'popular']).default('newest'),
});
export const MyBrandsQuery = pageQuery().extend({
  statuses: queryList(z.enum(BRAND_STATUSES), 3).optional(),
});
const brandList = pageOf(Brand);

/** Spec §7 Brands (authoring and browsing). */
export const brandsApi = {
  nameCheck: endpoint({
    method: 'GET',
    path: '/brands/name/check',
    auth: false,
    summary: 'Is this brand name free (ignoring case)? Your own brand (brandId) counts as free',
    query: z.object({ name: brandName, brandId: z.uuid().optional() }),
    response: Available,
  }),
  create: endpoint({
    method: 'POST',
    path: '/brands',
    auth: true,
    multipart: true,
    form: BrandForm,
    files: BRAND_FILES,
    summary: 'Start a brand (status CREATING); 409 BRAND_DRAFT_EXISTS when you already have a draft',
    response: Brand,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/brands/:id',
    auth: true,
    multipart: true,
    params: idParam,
    form: BrandForm,
    files: BRAND_FILES,
    summary: 'Change the fields sent (owner only); absent or blank fields keep their value',
    response: Brand,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/brands/me',
    auth: true,
    summary: "The signed-in user's brands, every status, newest first",
    query: MyBrandsQuery,
    response: brandList,
  }),
  creating: endpoint({
    method: 'GET',
    path: '/brands/creating',
    auth: true,
    summary: "The signed-in user's brand draft (status CREATING), or null",
    response: Brand.nullable(),
  }),
  feeSetting: endpoint({
    method: 'GET',
    path: '/brands/fee-setting',
    auth: false,
    summary: 'The platform fee in basis points and the minimum reward per participant (tokens)',
    response: z.object({ feeBps: z.number().int(), minimumReward: z.string() }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/brands/detail/:id',
    apiKey: { brand: 'id' },
    auth: false,
    params: z.object({ id: z.string().trim().min(1).max(200) }),
    summary: 'A brand by id or slug; drafts and inactive brands only for their owner (404 otherwise)',
    response: Brand,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/brands/:id/status',
    auth: true,
    params: idParam,
    body: z.object({ status: z.enum(BRAND_STATUSES) }),
    summary: 'Move a brand CREATING→ACTIVE, ACTIVE→INACTIVE or INACTIVE→ACTIVE (owner only); else 409',
    response: Brand,
  }),
  list: endpoint({
    method: 'GET',
    path: '/brands',
    auth: true,
    summary: 'Active brands, filtered by keyword and categories',
    query: BrandListQuery,
    response: brandList,
  }),
  guests: endpoint({
    method: 'GET',
    path: '/brands/guests',
    auth: false,
    summary: 'Active brands for guests (same filters as the list)',
    query: BrandListQuery,
    response: brandList,
  }),
  newest: endpoint({
    method: 'GET',
    path: '/brands/new',
    auth: false,
    summary: 'The newest active brands',
    query: pageQuery(5),
    response: brandList,
  }),
};
