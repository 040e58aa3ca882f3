import { API_KEY_LIMITS, type ApiKey, type ApiKeyCreated, type ApiKeyScope } from '@questboard/contract/api-keys';
import { ERROR_CODES } from '@questboard/contract/errors';
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ApiKeyRow, apiKeys } from '../../db/schema/api-keys';
import { conflict, notFound } from '../../lib/app-error';
import type { SignedInViewer } from '../../lib/viewer';

import { assertOwnsBrand } from '../brands/brands.module';
import { toApiKey } from './api-keys.presenter';
import { newKeySecret } from './key-secrets';

const keyNotFound = () => notFound('This API key does not exist.', ERROR_CODES.API_KEY_NOT_FOUND);

/** A brand owner's API keys: made (secret shown once), listed, revoked and rotated with an overlap. */
export class ApiKeysService {
  constructor(private readonly db: Database) {}

  async list(viewer: SignedInViewer, brandId: string): Promise<ApiKey[]> {
    await assertOwnsBrand(this.db, viewer.user, brandId);
    const rows = await this.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.brandId, brandId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    return rows.map(toApiKey);
  }

  async create(
    viewer: SignedInViewer,
    brandId: string,
    input: { name: string; scope: ApiKeyScope; expiresAt?: string },
  ): Promise<ApiKeyCreated> {
    await assertOwnsBrand(this.db, viewer.user, brandId);
    const [live] = await this.db
      .select({ n: count() })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.brandId, brandId),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
        ),
      );
    if ((live?.n ?? 0) >= API_KEY_LIMITS.perBrand) {
      throw conflict(
        ERROR_CODES.API_KEY_LIMIT_REACHED,
        `A brand has at most ${API_KEY_LIMITS.perBrand} keys; revoke one first.`,
      );
    }
    const secret = newKeySecret();
    const [row] = await this.db
      .insert(apiKeys)
      .values({
        brandId,
        createdBy: viewer.user.id,
        name: input.name,
        scope: input.scope,
        prefix: secret.prefix,
        secretHash: secret.hash,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning();
    return { key: toApiKey(row as ApiKeyRow), secret: secret.token };
  }

  /** Stops the key now (a key already revoked stays so). */
  async revoke(viewer: SignedInViewer, brandId: string, keyId: string): Promise<void> {
    await assertOwnsBrand(this.db, viewer.user, brandId);
    const [row] = await this.db
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.brandId, brandId)))
      .returning({ id: apiKeys.id });
    if (!row) throw keyNotFound();
  }

  /**
   * A new key with the old one's name, scope and expiry; the old one keeps working for `graceSeconds` (or until its
   * own expiry, if sooner), so the brand's systems can switch without a gap.
   */
  async rotate(viewer: SignedInViewer, brandId: string, keyId: string, graceSeconds: number): Promise<ApiKeyCreated> {
    await assertOwnsBrand(this.db, viewer.user, brandId);
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.brandId, brandId)))
        .for('update');
      if (!old) throw keyNotFound();
      if (old.revokedAt || (old.expiresAt && old.expiresAt.getTime() <= Date.now())) {
        throw conflict(ERROR_CODES.INVALID_STATUS_TRANSITION, 'A revoked or expired key cannot be rotated.');
      }
      if (old.replacedBy) {
        throw conflict(ERROR_CODES.INVALID_STATUS_TRANSITION, 'This key was already rotated; rotate its successor.');
      }
      const secret = newKeySecret();
      const [fresh] = await tx
        .insert(apiKeys)
        .values({
          brandId,
          createdBy: viewer.user.id,
          name: old.name,
          scope: old.scope,
          prefix: secret.prefix,
          secretHash: secret.hash,
          expiresAt: old.expiresAt,
        })
        .returning();
      const until = new Date(Date.now() + graceSeconds * 1000);
      await tx
        .update(apiKeys)
        .set({
          expiresAt: old.expiresAt && old.expiresAt < until ? old.expiresAt : until,
          replacedBy: (fresh as ApiKeyRow).id,
        })
        .where(eq(apiKeys.id, old.id));
      return { key: toApiKey(fresh as ApiKeyRow), secret: secret.token };
    });
  }
}
