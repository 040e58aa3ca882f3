import { asc } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../../db/client';
import { signingKeys } from '../../db/schema/badges';

/** The algorithm of every badge signature: EdDSA over Ed25519. */
export const SIGNING_ALG = 'EdDSA';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey | Uint8Array;
}

/**
 * The issuer's Ed25519 keys, kept in the database so that every instance signs with the same key and a restart
 * keeps it. The first key is made on first use; two instances making one at once both store theirs and both sign
 * with the oldest. Every stored public key is published, so what was signed stays verifiable.
 */
export class SigningKeys {
  private current: Promise<SigningKey> | null = null;

  constructor(private readonly db: Database) {}

  /** The key that signs. */
  signing(): Promise<SigningKey> {
    this.current ??= this.load().catch((error) => {
      this.current = null;
      throw error;
    });
    return this.current;
  }

  /** The public keys as a JSON Web Key Set (RFC 7517), oldest first. */
  async jwks(): Promise<{ keys: JWK[] }> {
    await this.signing();
    const rows = await this.db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
    return { keys: rows.map((row) => row.publicJwk as JWK) };
  }

  private async load(): Promise<SigningKey> {
    let [row] = await this.oldest();
    if (!row) {
      await this.create();
      [row] = await this.oldest();
    }
    if (!row) throw new Error('no signing key stored');
    return { kid: row.kid, privateKey: await importJWK(row.privateJwk as JWK, SIGNING_ALG) };
  }

  private oldest() {
    return this.db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid)).limit(1);
  }

  private async create(): Promise<void> {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { crv: 'Ed25519', extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const withUse = { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' };
    await this.db
      .insert(signingKeys)
      .values({ kid, publicJwk: withUse, privateJwk: { ...(await exportJWK(privateKey)), kid } })
      .onConflictDoNothing();
  }
}
