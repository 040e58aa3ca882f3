import type { Endpoint } from '@questboard/contract/endpoint';
import { ERROR_CODES } from '@questboard/contract/errors';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { quests } from '../../db/schema/quests';
import { isUuid } from '../../db/uuid-list';
import { AppError } from '../../lib/app-error';
import type { ApiKeyCaller } from '../../lib/viewer';

const refused = (code: 'API_KEY_NOT_ALLOWED' | 'API_KEY_READ_ONLY', message: string) =>
  new AppError(403, ERROR_CODES[code], message);

/**
 * 403 unless an API key may make this call: the endpoint lets keys call it (`apiKey` in the contract), a read key
 * only reads, and the brand or quest the path names belongs to the key's brand. One the path names that does not
 * exist passes here and gets the endpoint's own 404.
 */
export async function assertKeyMayCall(
  db: Database,
  key: ApiKeyCaller,
  endpoint: Pick<Endpoint, 'method' | 'apiKey'>,
  params: unknown,
): Promise<void> {
  const access = endpoint.apiKey;
  if (!access) throw refused('API_KEY_NOT_ALLOWED', 'API keys may not call this endpoint.');
  if (endpoint.method !== 'GET' && key.scope !== 'read-write') {
    throw refused('API_KEY_READ_ONLY', 'This API key may only read.');
  }
  const values = (params ?? {}) as Record<string, string | undefined>;
  const brandId =
    'brand' in access ? await brandOf(db, values[access.brand]) : await brandOfQuest(db, values[access.quest]);
  if (brandId && brandId !== key.brandId) {
    throw refused('API_KEY_NOT_ALLOWED', 'This API key acts for another brand.');
  }
}

async function brandOf(db: Database, idOrSlug: string | undefined): Promise<string | undefined> {
  if (!idOrSlug) return undefined;
  const where = isUuid(idOrSlug) ? eq(brands.id, idOrSlug) : eq(brands.slug, idOrSlug.toLowerCase());
  const [row] = await db.select({ id: brands.id }).from(brands).where(where);
  return row?.id;
}

async function brandOfQuest(db: Database, idOrSlug: string | undefined): Promise<string | undefined> {
  if (!idOrSlug) return undefined;
  const where = isUuid(idOrSlug) ? eq(quests.id, idOrSlug) : eq(quests.slug, idOrSlug.toLowerCase());
  const [row] = await db.select({ brandId: quests.brandId }).from(quests).where(where);
  return row?.brandId;
}
