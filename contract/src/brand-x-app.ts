import { z } from 'zod';
import { endpoint } from './endpoint';
import { Ok } from './lists';

/**
 * A brand's own X app, as its owner sees it: whether its bearer token is set, since when and its last four
 * characters; never the token. Reads of the brand's own X account (its proven one) use it, billed to the brand.
 */
export const BrandXApp = z.object({
  set: z.boolean(),
  setAt: z.string().nullable(),
  last4: z.string().nullable(),
  /** The brand's proven X account whose reads the app pays for, or null when the brand has none proven. */
  account: z.string().nullable(),
});
export type BrandXApp = z.infer<typeof BrandXApp>;

export const SaveBrandXAppBody = z.object({
  bearerToken: z
    .string()
    .trim()
    .min(20, 'An X bearer token is longer: copy it whole from the X developer portal')
    .max(2_000, 'At most 2,000 characters')
    .regex(/^[\x21-\x7e]+$/, 'A bearer token has no spaces'),
});

const brandParam = z.object({ id: z.uuid({ error: 'Must be a UUID' }) });

/** The brand owner's X app credentials (owner only). */
export const brandXAppApi = {
  get: endpoint({
    method: 'GET',
    path: '/brands/:id/x-app',
    auth: true,
    params: brandParam,
    summary: "Whether the brand's own X app is set, since when, its token's last four characters (owner only)",
    response: BrandXApp,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/brands/:id/x-app',
    auth: true,
    params: brandParam,
    body: SaveBrandXAppBody,
    summary: "Save the brand's X app bearer token, sealed at rest, never shown again (owner only)",
    response: BrandXApp,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/brands/:id/x-app',
    auth: true,
    params: brandParam,
    summary: "Delete the brand's X app credentials: the platform's app reads again (owner only)",
    response: Ok,
  }),
};
