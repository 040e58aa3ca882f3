import { z } from 'zod';
import { endpoint } from './endpoint';
import { Ok } from './lists';

/** What a key may do for its brand: read (GET endpoints only) or read and write. */
export const API_KEY_SCOPES = ['read', 'read-write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_LIMITS = {
  /** Live (not revoked) keys per brand. */
  perBrand: 20,
  /** How long a rotated key keeps working beside its successor, by default and at most. */
  defaultGraceSeconds: 24 * 60 * 60,
  maxGraceSeconds: 7 * 24 * 60 * 60,
} as const;

/** Every key's secret starts so: `qb_<prefix>_<secret>`; the prefix is shown in lists, the secret only once. */
export const API_KEY_TOKEN_PREFIX = 'qb_';

/** One key as its brand's owner sees it in a list: never its secret. */
export const ApiKey = z.object({
  id: z.string(),
  brandId: z.string(),
  name: z.string(),
  /** `qb_<prefix>`: enough to recognise the key. */
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The key that replaced this one by a rotation (this one works until its expiry). */
  replacedBy: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** A new key with its secret: the only answer that ever shows it. */
export const ApiKeyCreated = z.object({ key: ApiKey, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const CreateApiKeyBody = z.object({
  name: z.string().trim().min(1, 'Give the key a name').max(80, 'At most 80 characters'),
  scope: z.enum(API_KEY_SCOPES),
  /** When it stops working; absent: never. */
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Use an ISO date and time' })
    .refine((v) => Date.parse(v) > Date.now(), 'Must be in the future')
    .optional(),
});

export const RotateApiKeyBody = z.object({
  /** How long the old key keeps working beside the new one (seconds). */
  graceSeconds: z.number().int().min(0).max(API_KEY_LIMITS.maxGraceSeconds).default(API_KEY_LIMITS.defaultGraceSeconds),
});

const brandParam = z.object({ id: z.uuid({ error: 'Must be a UUID' }) });
const keyParam = brandParam.extend({ keyId: z.uuid({ error: 'Must be a UUID' }) });

/** A brand owner's API keys (signed-in owner only; keys cannot manage keys). */
export const apiKeysApi = {
  list: endpoint({
    method: 'GET',
    path: '/brands/:id/api-keys',
    auth: true,
    params: brandParam,
    summary: "The brand's API keys, newest first, revoked ones included (owner only)",
    response: z.array(ApiKey),
  }),
  create: endpoint({
    method: 'POST',
    path: '/brands/:id/api-keys',
    auth: true,
    params: brandParam,
    body: CreateApiKeyBody,
    summary: 'Make an API key for the brand; the answer shows its secret, once (owner only)',
    response: ApiKeyCreated,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/brands/:id/api-keys/:keyId',
    auth: true,
    params: keyParam,
    summary: 'Revoke a key now: it answers 401 from then on (owner only)',
    response: Ok,
  }),
  rotate: endpoint({
    method: 'POST',
    path: '/brands/:id/api-keys/:keyId/rotate',
    auth: true,
    params: keyParam,
    body: RotateApiKeyBody,
    summary: 'Replace a key by a new one with the same scope; the old one works for graceSeconds more (owner only)',
    response: ApiKeyCreated,
  }),
};
