import { ERROR_CODES } from '@questboard/contract/errors';
import { safeRedirectPath } from '@questboard/contract/redirects';
import type { OAuthNetwork, OAuthResult } from '@questboard/contract/socials';
import { generateCodeVerifier, generateState } from 'arctic';
import type { Database } from '../../db/client';
import type { OAuthFlowRow } from '../../db/schema/social';
import type { DomainEvents } from '../../events/domain-event-bus';
import { AppError, badRequest, unauthorized } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/secrets';
import type { SessionsService } from '../auth/auth.module';
import { assertOwnsBrand } from '../brands/brands.module';
import { findUserByEmail, findUserById, generateUsername, insertUser } from '../users/users.module';
import { attachTicket, consumeFlow, consumeTicket, findFlow, insertFlow } from './oauth-flows.repository';
import type { OAuthProvider } from './providers/oauth-provider';
import { ProviderError } from './providers/provider-http';
import type { SocialProviders } from './providers/providers';
import type { SocialAccountsService } from './social-accounts.service';

const FLOW_SECONDS = 600;

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/** Where the browser goes after the callback: the result page with what happened. */
export interface CallbackOutcome {
  status: OAuthResult;
  network: OAuthNetwork;
  redirect: string;
  ticket?: string;
}

interface Deps {
  db: Database;
  providers: SocialProviders;
  accounts: SocialAccountsService;
  sessions: SessionsService;
  publicUrl: string;
  signUpEnabled: boolean;
  /** Where a new account is told ('account.created', recorded in the transaction that inserts it). */
  events?: Pick<DomainEvents, 'record'>;
}

/** The OAuth round trips: start (state + PKCE bound to the browser), callback, and the sign-in ticket. */
export class SocialAuthService {
  constructor(private readonly deps: Deps) {}

  private provider(network: OAuthNetwork): OAuthProvider {
    const provider = this.deps.providers.get(network);
    if (!provider) {
      throw new AppError(
        404,
        ERROR_CODES.PROVIDER_NOT_CONFIGURED,
        `Connecting ${network.toLowerCase()} is not set up on this server.`,
      );
    }
    return provider;
  }

  /** Starts a round trip and answers the provider address to open. The brand variant checks ownership first. */
  async start(input: {
    network: OAuthNetwork;
    purpose: 'CONNECT' | 'LOGIN' | 'BRAND';
    browserHash: string;
    userId?: string;
    brandId?: string;
    redirect?: string;
    /** A sign-in's referral code, kept with the round trip for the account it may make. */
    referralCode?: string;
  }): Promise<{ url: string }> {
    const provider = this.provider(input.network);
    if (input.purpose === 'BRAND') await this.assertBrandOwner(input.brandId ?? '', input.userId ?? '');
    const state = generateState();
    const verifier = provider.usesPkce ? generateCodeVerifier() : null;
    await insertFlow(this.deps.db, {
      stateHash: sha256(state),
      browserHash: input.browserHash,
      network: input.network,
      purpose: input.purpose,
      userId: input.userId ?? null,
      brandId: input.brandId ?? null,
      codeVerifier: verifier,
      redirect: safeRedirectPath(input.redirect, defaultRedirect(input.purpose, input.brandId), this.deps.publicUrl),
      referralCode: input.purpose === 'LOGIN' ? (input.referralCode ?? null) : null,
      expiresAt: new Date(Date.now() + FLOW_SECONDS * 1000),
    });
    return { url: provider.authorizationUrl(state, verifier).toString() };
  }

  /** Finishes the round trip; every failure is an outcome the result page explains, never a thrown 500. */
  async callback(network: OAuthNetwork, query: CallbackQuery, browserHash: string | undefined) {
    const fail = (status: OAuthResult, flow?: OAuthFlowRow): CallbackOutcome => ({
      status,
      network,
      redirect: flow?.redirect ?? defaultRedirect(flow?.purpose ?? 'LOGIN', flow?.brandId ?? undefined),
    });
    const flow = query.state ? await findFlow(this.deps.db, sha256(query.state)) : undefined;
    if (!flow || flow.network !== network || !browserHash || flow.browserHash !== browserHash) {
      return fail('state_mismatch', flow);
    }
    if (flow.consumedAt) return fail('replayed', flow);
    if (flow.expiresAt.getTime() < Date.now()) return fail('expired', flow);
    if (!(await consumeFlow(this.deps.db, flow.stateHash))) return fail('replayed', flow);
    if (query.error) return fail(query.error === 'access_denied' ? 'denied' : 'provider_error', flow);
    if (!query.code) return fail('provider_error', flow);
    const provider = this.deps.providers.get(network);
    if (!provider) return fail('unavailable', flow);
    try {
      const tokens = await provider.exchangeCode(query.code, flow.codeVerifier);
      const identity = await provider.identity(tokens.accessToken);
      if (flow.purpose === 'BRAND') {
        await this.deps.accounts.linkBrand(flow.brandId ?? '', flow.userId ?? '', network, identity, tokens);
        return { ...fail('brand_verified', flow) };
      }
      if (flow.purpose === 'CONNECT') {
        await this.deps.accounts.link(flow.userId ?? '', network, identity, tokens);
        return { ...fail('connected', flow) };
      }
      const signIn = await this.signInOrUp(network, identity, tokens, flow.referralCode);
      if ('status' in signIn) return fail(signIn.status, flow);
      const ticket = randomToken(32);
      await attachTicket(this.deps.db, flow.stateHash, { hash: sha256(ticket), ...signIn });
      return { ...fail('signed_in', flow), ticket };
    } catch (error) {
      if (error instanceof ProviderError) {
        return fail(error.kind === 'invalid_grant' ? 'code_rejected' : 'unavailable', flow);
      }
      if (error instanceof AppError) {
        if (error.code === ERROR_CODES.SOCIAL_ACCOUNT_TAKEN) return fail('taken', flow);
        if (error.statusCode === 403 || error.statusCode === 404) return fail('not_owner', flow);
      }
      throw error;
    }
  }

  /**
   * The user of this social account, or a new one (no e-mail, no password, activated; picks a role next).
   * A provider e-mail that matches an existing account is refused: owning the social account proves nothing
   * about that e-mail account, whose owner can connect the network from settings instead.
   */
  private async signInOrUp(
    network: OAuthNetwork,
    identity: Awaited<ReturnType<OAuthProvider['identity']>>,
    tokens: Awaited<ReturnType<OAuthProvider['exchangeCode']>>,
    referralCode: string | null,
  ): Promise<{ userId: string; newUser: boolean } | { status: OAuthResult }> {
    const { db, accounts } = this.deps;
    const owner = await accounts.ownerOf(network, identity.providerUserId);
    if (owner) {
      await accounts.link(owner, network, identity, tokens);
      return { userId: owner, newUser: false };
    }
    if (identity.email && (await findUserByEmail(db, identity.email))) return { status: 'email_exists' };
    if (!this.deps.signUpEnabled) return { status: 'sign_up_closed' };
    const [made, told] = await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: null,
        username: await generateUsername(tx, identity.username),
        passwordHash: null,
        type: 'INFLUENCER',
        activatedAt: new Date(),
      });
      await accounts.link(user.id, network, identity, tokens, tx);
      const created = { userId: user.id, referralCode };
      return [
        { userId: user.id, newUser: true },
        await this.deps.events?.record(tx, 'account.created', created),
      ] as const;
    });
    await told?.();
    return made;
  }

  /** Trades a sign-in ticket for a session, once, from the browser that started the sign-in. */
  async finishLogin(ticket: string, browserHash: string | undefined, client: { ip: string; userAgent?: string }) {
    const found = browserHash ? await consumeTicket(this.deps.db, sha256(ticket), browserHash) : undefined;
    if (!found) {
      throw badRequest(
        ERROR_CODES.SOCIAL_LOGIN_INVALID,
        'This sign-in link was already used, has expired, or was opened in another browser. Sign in again.',
      );
    }
    const tokens = await this.deps.sessions.open(found.userId, undefined, client);
    return { ...tokens, newUser: found.newUser };
  }

  private async assertBrandOwner(brandId: string, userId: string) {
    const user = await findUserById(this.deps.db, userId);
    if (!user) throw unauthorized();
    await assertOwnsBrand(this.deps.db, user, brandId);
  }
}

function defaultRedirect(purpose: OAuthFlowRow['purpose'], brandId?: string): string {
  if (purpose === 'BRAND') return `/brands-dashboard/brands/web2-verification${brandId ? `?brandId=${brandId}` : ''}`;
  if (purpose === 'CONNECT') return '/settings/socials-connect';
  return '/';
}
