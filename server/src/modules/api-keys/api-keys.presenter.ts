import type { ApiKey } from '@questboard/contract/api-keys';
import type { ApiKeyRow } from '../../db/schema/api-keys';

/** A key as its owner sees it in a list: never its hash. */
export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    brandId: row.brandId,
    name: row.name,
    prefix: `qb_${row.prefix}`,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    replacedBy: row.replacedBy,
  };
}
