import { ERROR_CODES } from '@questboard/contract/errors';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/executor';
import { walletNonces } from '../../db/schema/chain';
import { type UserRow, users } from '../../db/schema/users';
import { emailIn } from '../../i18n/email-messages';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import type { AuthLimiter } from '../../lib/auth-limiter';
import type { Mailer } from '../../lib/mail';
import { verifyPassword } from '../../lib/passwords';
import { sixDigitCode } from '../../lib/secrets';
import type { EmailCodes } from '../users/users.module';
import { languageOfUser } from '../users/users.module';
import type { ChainHandle } from './chain-handle';

const CHALLENGE_TTL_MS = 10 * 60_000;
const STATEMENT = 'I own this address and want my Questboard withdrawals sent to it.';

/** viem's Sign-In with Ethereum helpers, loaded on first use like the rest of the chain code (not at start-up). */
const loadSiwe = () => import('viem/siwe');

const invalid = (why: string) => badRequest(ERROR_CODES.ADDRESS_PROOF_INVALID, why);

/** Proves a user's address with an EIP-4361 "Sign-In with Ethereum" message and a single-use nonce. */
export class AddressProofService {
  private readonly domain: string;

  constructor(
    private readonly db: Database,
    private readonly chain: ChainHandle,
    private readonly publicUrl: string,
    private readonly codes: EmailCodes,
    private readonly mailer: Mailer,
    private readonly limiter: AuthLimiter,
    /** Told each newly proven address (the wallet history learns it before the person's first claim). */
    private readonly proven: (address: Address) => void = () => undefined,
  ) {
    this.domain = new URL(publicUrl).host;
  }

  /** A message for the wallet to sign; its nonce works once, for this user and address, for 10 minutes. */
  async challenge(user: UserRow, address: Address): Promise<string> {
    const { chainId } = await this.chain.get();
    const { createSiweMessage, generateSiweNonce } = await loadSiwe();
    const nonce = generateSiweNonce();
    const issuedAt = new Date();
    const expirationTime = new Date(issuedAt.getTime() + CHALLENGE_TTL_MS);
    await this.db.insert(walletNonces).values({ nonce, userId: user.id, address, expiresAt: expirationTime });
    return createSiweMessage({
      address,
      chainId,
      domain: this.domain,
      uri: this.publicUrl,
      version: '1',
      nonce,
      issuedAt,
      expirationTime,
      statement: STATEMENT,
    });
  }

  /** E-mails the user a code that confirms replacing their proven address, for who signed in without a password. */
  async sendChangeCode(user: UserRow): Promise<{ sentTo: string }> {
    if (!user.cryptoAddressProvenAt) {
      throw conflict(ERROR_CODES.ADDRESS_NOT_PROVEN, 'You have no proven address yet: prove one, no code needed.');
    }
    if (!user.email) {
      throw badRequest(
        ERROR_CODES.EMAIL_REQUIRED,
        'Replacing a proven address needs your password or a code sent by e-mail, and this account has no e-mail address.',
      );
    }
    const secret = sixDigitCode();
    await this.codes.issue(this.db, user.id, 'ADDRESS_CHANGE', secret);
    await this.mailer.send({
      to: user.email,
      ...emailIn(languageOfUser(user), 'address_change', { code: secret }),
      code: secret,
    });
    return { sentTo: user.email };
  }

  /**
   * The password (wrong ones counted per user, as at sign-in), or else the e-mailed code (spent once right), must
   * confirm replacing a proven address.
   */
  private async confirmReplacement(user: UserRow, input: { password?: string; code?: string }): Promise<void> {
    const { password } = input;
    if (password && (await this.limiter.checkPassword(user.id, () => verifyPassword(user.passwordHash, password)))) {
      return;
    }
    if (input.code) {
      await this.codes.consume(this.db, user.id, 'ADDRESS_CHANGE', input.code);
      return;
    }
    throw new AppError(
      403,
      ERROR_CODES.ADDRESS_CHANGE_NEEDS_PASSWORD,
      input.password
        ? 'This password is not right. Enter it again, or use a code sent by e-mail.'
        : 'Enter your password, or a code sent by e-mail, to replace your proven address.',
    );
  }

  /**
   * Checks the signed message (domain, nonce, expiry, signature by the address) and makes the address the user's
   * proven `cryptoAddress`. Replacing an address already proven needs the password or the e-mailed code too.
   */
  async prove(
    user: UserRow,
    input: { message: string; signature: string; password?: string; code?: string },
  ): Promise<UserRow> {
    const [{ getAddress, verifyMessage }, { parseSiweMessage, validateSiweMessage }] = await Promise.all([
      import('viem'),
      loadSiwe(),
    ]);
    const parsed = parseSiweMessage(input.message);
    if (!parsed.address || !parsed.nonce) throw invalid('This is not a Sign-In with Ethereum message.');
    const address = getAddress(parsed.address);
    const { chainId } = await this.chain.get();
    if (!validateSiweMessage({ message: parsed, domain: this.domain, nonce: parsed.nonce, address })) {
      throw invalid('This message is not for this site or has expired. Ask for a new one.');
    }
    if (parsed.chainId !== chainId) throw invalid('This message names another chain.');
    // The nonce is spent first, so a signed message is tried once only: neither a signature nor a password can be
    // guessed again with it.
    const [spent] = await this.db
      .update(walletNonces)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(walletNonces.nonce, parsed.nonce),
          eq(walletNonces.userId, user.id),
          eq(walletNonces.address, address),
          isNull(walletNonces.usedAt),
          gt(walletNonces.expiresAt, new Date()),
        ),
      )
      .returning({ nonce: walletNonces.nonce });
    if (!spent) throw invalid('This message was already used or has expired. Ask for a new one.');
    const valid = await verifyMessage({ address, message: input.message, signature: input.signature as Hex }).catch(
      () => false,
    );
    if (!valid) throw invalid('The signature does not match this address.');
    const replacing = user.cryptoAddressProvenAt && user.cryptoAddress !== address;
    if (replacing) await this.confirmReplacement(user, input);
    const [updated] = await this.db
      .update(users)
      .set({ cryptoAddress: address, cryptoAddressProvenAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw conflict(ERROR_CODES.ADDRESS_PROOF_INVALID, 'This address is already proven by another account.');
        }
        throw error;
      });
    if (!updated) throw new Error('the user disappeared while proving an address');
    this.proven(address);
    return updated;
  }
}
