import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../../db/client';
import { signingKeys } from '../../db/schema/badges';
import { TokenCipher } from '../../lib/token-cipher';

/** The algorithm of every badge signature: EdDSA over Ed25519. */
export const SIGNING_ALG = 'EdDSA';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey | Uint8Array;
}

/**
 * The issuer's Ed25519 keys, kept in the database so that every instance signs with the same key and a restart
 * keeps it; the private halves sealed (AES-256-GCM) under a key derived from the server's SOCIAL_TOKEN_KEY. The
 * first key is made on first use; two instances making one at once both store theirs and both sign with the oldest.
 * Every stored public key is published, so what was signed stays verifiable.
 */
export class SigningKeys {
  private current: Promise<SigningKey> | null = null;
  private readonly cipher: TokenCipher;

  constructor(
    private readonly db: Database,
    secret: string,
  ) {
    this.cipher = TokenCipher.forPurpose(secret, 'badge signing key');
  }

  /** The key that signs. */
  signing(): Promise<SigningKey> {
    this.current ??= this.load().catch((error) => {
      this.current = null;
      throw error;
    });
    return this.current;
  }

  /** The public keys as a JSON Web Key Set (RFC 7517), oldest first; published even when signing is refused. */
  async jwks(): Promise<{ keys: JWK[] }> {
    let rows = await this.publicKeys();
    if (rows.length === 0) {
      await this.signing();
      rows = await this.publicKeys();
    }
    return { keys: rows.map((row) => row.publicJwk as JWK) };
  }

  private publicKeys() {
    return this.db
      .select({ publicJwk: signingKeys.publicJwk })
      .from(signingKeys)
      .orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
  }

  private async load(): Promise<SigningKey> {
    await this.sealPlainKeys();
    let [row] = await this.oldest();
    if (!row) {
      await this.create();
      [row] = await this.oldest();
    }
    if (!row) throw new Error('no signing key stored');
    const privateJwk = row.sealedPrivateJwk === null ? null : this.cipher.decrypt(row.sealedPrivateJwk);
    if (privateJwk === null) {
      throw new Error(
        `The badge signing key ${row.kid} cannot be unsealed with this server's SOCIAL_TOKEN_KEY (when unset, the key ` +
          'kept in DATA_DIR/social-token-key): set the key it was sealed with. No new signing key is made, so ' +
          'credentials already issued keep verifying and signing resumes with the same key once it is back.',
      );
    }
    return { kid: row.kid, privateKey: await importJWK(JSON.parse(privateJwk) as JWK, SIGNING_ALG) };
  }

  /**
   * Keys stored in clear before keys were sealed, sealed in place. The update only takes a row still in clear, so
   * two instances starting together seal it once (the second one's update changes nothing) and both read the same.
   */
  private async sealPlainKeys(): Promise<void> {
    const plain = await this.db
      .select({ kid: signingKeys.kid, privateJwk: signingKeys.privateJwk })
      .from(signingKeys)
      .where(isNotNull(signingKeys.privateJwk));
    for (const row of plain) {
      await this.db
        .update(signingKeys)
        .set({ sealedPrivateJwk: this.cipher.encrypt(JSON.stringify(row.privateJwk)), privateJwk: null })
        .where(and(eq(signingKeys.kid, row.kid), isNotNull(signingKeys.privateJwk)));
    }
  }

  private oldest() {
    return this.db
      .select({ kid: signingKeys.kid, sealedPrivateJwk: signingKeys.sealedPrivateJwk })
      .from(signingKeys)
      .orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid))
      .limit(1);
  }

  private async create(): Promise<void> {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { crv: 'Ed25519', extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const withUse = { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' };
    const privateJwk = JSON.stringify({ ...(await exportJWK(privateKey)), kid });
    await this.db
      .insert(signingKeys)
      .values({ kid, publicJwk: withUse, sealedPrivateJwk: this.cipher.encrypt(privateJwk) })
      .onConflictDoNothing();
  }
}
