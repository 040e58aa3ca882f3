import { ERROR_CODES, type ErrorCode } from '@questboard/contract/errors';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import type { Database } from '../../db/client';
import { siweNonces } from '../../db/schema/wallet-logins';
import { badRequest } from '../../lib/app-error';

/** How long a nonce, and the message that carries it, works. */
export const NONCE_TTL_MS = 10 * 60_000;
export const STATEMENT = 'Sign in to Questboard with this wallet.';

const refuse = (code: ErrorCode, why: string) => badRequest(ERROR_CODES[code], why);

/** viem's Sign-In with Ethereum helpers, loaded on first use like the rest of the chain code. */
const loadSiwe = () => import('viem/siwe');

/**
 * Hands out single-use nonces and checks signed EIP-4361 messages: this site's domain and address, a configured chain,
 * the time window, the nonce (spent before the signature is checked, so a message is tried once) and the signer.
 */
export class SiweCheck {
  readonly domain: string;
  private readonly origin: string;

  constructor(
    private readonly db: Database,
    readonly publicUrl: string,
    readonly chainIds: () => Promise<number[]>,
  ) {
    const url = new URL(publicUrl);
    this.domain = url.host;
    this.origin = url.origin;
  }

  /** A fresh nonce and the fields a message must carry. */
  async issue() {
    const { generateSiweNonce } = await loadSiwe();
    const nonce = generateSiweNonce();
    const issuedAt = new Date();
    const expirationTime = new Date(issuedAt.getTime() + NONCE_TTL_MS);
    // Spent and expired nonces of earlier days go as new ones come (no job needed for a small table).
    await this.db.delete(siweNonces).where(lt(siweNonces.expiresAt, new Date(issuedAt.getTime() - 86_400_000)));
    await this.db.insert(siweNonces).values({ nonce, expiresAt: expirationTime });
    return {
      nonce,
      domain: this.domain,
      uri: this.publicUrl,
      chainIds: await this.chainIds(),
      statement: STATEMENT,
      issuedAt: issuedAt.toISOString(),
      expirationTime: expirationTime.toISOString(),
    };
  }

  /** The checksummed address that signed this message for this site, or a 400 saying which check failed. */
  async verify(input: { message: string; signature: string }): Promise<Address> {
    const [{ getAddress, verifyMessage }, { parseSiweMessage }] = await Promise.all([import('viem'), loadSiwe()]);
    let parsed: ReturnType<typeof parseSiweMessage>;
    try {
      parsed = parseSiweMessage(input.message);
    } catch {
      throw refuse('SIWE_INVALID', 'This is not a Sign-In with Ethereum message.');
    }
    const { address: raw, nonce, domain, uri, chainId, version } = parsed;
    if (!raw || !nonce || !domain || !uri || chainId === undefined || version !== '1') {
      throw refuse('SIWE_INVALID', 'This is not a Sign-In with Ethereum message.');
    }
    if (domain !== this.domain || originOf(uri) !== this.origin) {
      throw refuse('SIWE_WRONG_DOMAIN', `This message is for another site; sign the one ${this.domain} offers.`);
    }
    if (!(await this.chainIds()).includes(chainId)) {
      throw refuse('SIWE_WRONG_CHAIN', `This message names chain ${chainId}, which this site does not use.`);
    }
    const now = Date.now();
    if ((parsed.expirationTime && parsed.expirationTime.getTime() <= now) || (parsed.notBefore?.getTime() ?? 0) > now) {
      throw refuse('SIWE_EXPIRED', 'This message has expired or is not valid yet. Start again.');
    }
    let address: Address;
    try {
      address = getAddress(raw);
    } catch {
      throw refuse('SIWE_INVALID', 'This message names no valid address.');
    }
    const [spent] = await this.db
      .update(siweNonces)
      .set({ usedAt: new Date() })
      .where(and(eq(siweNonces.nonce, nonce), isNull(siweNonces.usedAt), gt(siweNonces.expiresAt, new Date())))
      .returning({ nonce: siweNonces.nonce });
    if (!spent) throw refuse('SIWE_NONCE_USED', 'This message was already used or has expired. Start again.');
    const valid = await verifyMessage({ address, message: input.message, signature: input.signature as Hex }).catch(
      () => false,
    );
    if (!valid) throw refuse('SIWE_INVALID', 'The signature does not match the wallet named in the message.');
    return address;
  }
}

function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}
