import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for X, Facebook, Instagram, TikTok and Discord: a consent page, the token endpoint (codes single
 * use, PKCE and client credentials checked, refresh tokens rotated), "who am I" with each provider's real answer
 * shape, and 429s with the provider's rate-limit headers on demand. One node:http server on port 0 serves all five
 * under /{network}/…; `env()` gives the server the variables that point at it.
 */
export type FakeNetwork = 'twitter' | 'facebook' | 'instagram' | 'tiktok' | 'discord';
export const FAKE_NETWORKS: FakeNetwork[] = ['twitter', 'facebook', 'instagram', 'tiktok', 'discord'];

export interface FakeUser {
  id: string;
  username: string;
  name?: string;
  email?: string;
  /** Followers X reports in `public_metrics` (only when set). */
  followers?: number;
  /** When the account was made, X's `created_at` (only when set). */
  createdAt?: string;
}

interface Grant {
  network: FakeNetwork;
  user: FakeUser;
  redirectUri: string;
  challenge: string | null;
  clientId: string;
}

export type FakeHandler = (
  req: IncomingMessage,
  url: URL,
  body: URLSearchParams,
) => { status: number; body: unknown; headers?: Record<string, string> } | undefined;

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const token = () => randomBytes(24).toString('base64url');

export class SocialFake {
  readonly clientId = 'fake-client-id';
  readonly clientSecret = 'fake-client-secret';
  /** Who consents on the next authorize of each network. */
  readonly signedIn = new Map<FakeNetwork, FakeUser>();
  /** Lifetime of issued access tokens. */
  expiresIn = 7200;
  /** Every access and refresh token issued (tests grep logs for them). */
  readonly issued: string[] = [];
  private readonly codes = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, { network: FakeNetwork; user: FakeUser }>();
  private readonly refreshTokens = new Map<string, { network: FakeNetwork; user: FakeUser }>();
  private readonly rateLimited = new Set<FakeNetwork>();
  private readonly extra: FakeHandler[] = [];
  private server?: Server;
  url = '';

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch(() => json(res, 500, { error: 'fake failed' }));
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The server's environment pointing every provider here (credentials included). */
  env(networks: FakeNetwork[] = FAKE_NETWORKS): Record<string, string> {
    const env: Record<string, string> = {};
    for (const n of networks) {
      const N = n.toUpperCase();
      env[`${N}_CLIENT_ID`] = this.clientId;
      env[`${N}_CLIENT_SECRET`] = this.clientSecret;
      env[`${N}_AUTHORIZE_URL`] = `${this.url}/${n}/authorize`;
      env[`${N}_TOKEN_URL`] = `${this.url}/${n}/token`;
      env[`${N}_API_BASE_URL`] = `${this.url}/${n}/api`;
    }
    return env;
  }

  /** The next API call of this network answers 429 with its rate-limit headers. */
  rateLimitNext(network: FakeNetwork) {
    this.rateLimited.add(network);
  }

  /** Extra API routes (the verifiers' calls); the first handler that answers wins. */
  route(handler: FakeHandler) {
    this.extra.push(handler);
  }

  /** The user an access token belongs to (extra routes use it). */
  userOf(accessToken: string | undefined) {
    return accessToken ? this.accessTokens.get(accessToken) : undefined;
  }

  /** Plays the person on the consent page: answers the callback address the provider redirects to. */
  async consent(authorizeUrl: string, decision: 'approve' | 'deny' = 'approve'): Promise<string> {
    const page = new URL(authorizeUrl);
    page.pathname = page.pathname.replace(/\/authorize$/, '/consent');
    page.searchParams.set('decision', decision);
    const res = await fetch(page, { redirect: 'manual' });
    const location = res.headers.get('location');
    if (res.status !== 302 || !location) throw new Error(`consent answered ${res.status}: ${await res.text()}`);
    return location;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const [, network, ...rest] = url.pathname.split('/') as [string, FakeNetwork, ...string[]];
    if (!FAKE_NETWORKS.includes(network)) return json(res, 404, { error: 'unknown network' });
    const path = `/${rest.join('/')}`;
    if (path === '/authorize') return this.authorizePage(network, url, res);
    if (path === '/consent') return this.decide(network, url, res);
    if (path === '/token') return this.token(network, req, body, res);
    if (this.rateLimited.delete(network)) return this.tooMany(network, res);
    for (const handler of this.extra) {
      const answer = handler(req, url, body);
      if (answer) return json(res, answer.status, answer.body, answer.headers);
    }
    if (network === 'instagram' && (path === '/api/access_token' || path === '/api/refresh_access_token')) {
      return this.instagramLongLived(url, res);
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('access_token') ?? '';
    const owner = this.accessTokens.get(bearer);
    if (!owner || owner.network !== network) return this.unauthorized(network, res);
    return this.me(network, path, owner.user, res);
  }

  private authorizePage(network: FakeNetwork, url: URL, res: ServerResponse) {
    const clientId = url.searchParams.get(network === 'tiktok' ? 'client_key' : 'client_id');
    if (clientId !== this.clientId) return json(res, 400, { error: 'invalid_client' });
    const approve = new URL(url);
    approve.pathname = `/${network}/consent`;
    approve.searchParams.set('decision', 'approve');
    const deny = new URL(approve);
    deny.searchParams.set('decision', 'deny');
    const who = this.signedIn.get(network)?.username ?? '(nobody signed in)';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Fake ${network}</title><h1>Fake ${network}</h1>
<p>Signed in as <b>@${who}</b>. Questboard asks for: ${url.searchParams.get('scope') ?? ''}</p>
<a id="approve" href="${approve}">Authorize app</a> <a id="deny" href="${deny}">Cancel</a>`);
  }

  private decide(network: FakeNetwork, url: URL, res: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const back = new URL(redirectUri);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    const user = this.signedIn.get(network);
    if (url.searchParams.get('decision') === 'deny' || !user) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied the request');
    } else {
      const code = token();
      this.codes.set(code, {
        network,
        user,
        redirectUri,
        challenge: url.searchParams.get('code_challenge'),
        clientId: url.searchParams.get(network === 'tiktok' ? 'client_key' : 'client_id') ?? '',
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  private credentialsOk(network: FakeNetwork, req: IncomingMessage, body: URLSearchParams): boolean {
    if (network === 'twitter' || network === 'discord') {
      const basic = Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64');
      return req.headers.authorization === `Basic ${basic}`;
    }
    const id = body.get(network === 'tiktok' ? 'client_key' : 'client_id');
    return id === this.clientId && body.get('client_secret') === this.clientSecret;
  }

  private token(network: FakeNetwork, req: IncomingMessage, body: URLSearchParams, res: ServerResponse) {
    const bad = (error: string, status = 400) =>
      network === 'tiktok'
        ? json(res, 200, { error, error_description: error, log_id: token() })
        : network === 'facebook' || network === 'instagram'
          ? json(res, status, { error: { message: error, type: 'OAuthException', code: 100 } })
          : json(res, status, { error, error_description: error });
    if (!this.credentialsOk(network, req, body)) return bad('invalid_client', 401);
    const grantType = body.get('grant_type') ?? (network === 'facebook' ? 'authorization_code' : '');
    let user: FakeUser;
    if (grantType === 'authorization_code') {
      const code = body.get('code') ?? '';
      const grant = this.codes.get(code);
      this.codes.delete(code); // single use
      if (!grant || grant.network !== network) return bad('invalid_grant');
      if (grant.redirectUri !== body.get('redirect_uri')) return bad('invalid_grant');
      if (grant.challenge) {
        const verifier = body.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return bad('invalid_grant');
      }
      user = grant.user;
    } else if (grantType === 'refresh_token') {
      const old = body.get('refresh_token') ?? '';
      const entry = this.refreshTokens.get(old);
      this.refreshTokens.delete(old); // rotated: the old one stops working
      if (!entry || entry.network !== network) return bad('invalid_grant');
      user = entry.user;
    } else return bad('unsupported_grant_type');
    const access = token();
    const refresh = network === 'facebook' || network === 'instagram' ? undefined : token();
    this.accessTokens.set(access, { network, user });
    this.issued.push(access);
    if (refresh) {
      this.refreshTokens.set(refresh, { network, user });
      this.issued.push(refresh);
    }
    const scope = network === 'tiktok' ? 'user.info.basic,user.info.profile' : 'users.read tweet.read offline.access';
    return json(res, 200, {
      access_token: access,
      token_type: 'bearer',
      expires_in: this.expiresIn,
      ...(refresh ? { refresh_token: refresh } : {}),
      ...(network === 'facebook' ? {} : { scope }),
      ...(network === 'tiktok' ? { open_id: user.id, refresh_expires_in: 31536000 } : {}),
      ...(network === 'instagram' ? { user_id: user.id, permissions: ['instagram_business_basic'] } : {}),
    });
  }

  private instagramLongLived(url: URL, res: ServerResponse) {
    const current = url.searchParams.get('access_token') ?? '';
    const owner = this.accessTokens.get(current);
    if (!owner) return this.unauthorized('instagram', res);
    const access = token();
    this.accessTokens.set(access, owner);
    this.issued.push(access);
    return json(res, 200, { access_token: access, token_type: 'bearer', expires_in: this.expiresIn });
  }

  private me(network: FakeNetwork, path: string, user: FakeUser, res: ServerResponse) {
    if (network === 'twitter' && path === '/api/users/me') {
      const metrics = user.followers === undefined ? {} : { public_metrics: { followers_count: user.followers } };
      const made = user.createdAt === undefined ? {} : { created_at: user.createdAt };
      return json(res, 200, {
        data: { id: user.id, name: user.name ?? user.username, username: user.username, ...metrics, ...made },
      });
    }
    if (network === 'discord' && path === '/api/users/@me') {
      return json(res, 200, { id: user.id, username: user.username, global_name: user.name ?? null, avatar: null });
    }
    if (network === 'facebook' && path === '/api/me') {
      return json(res, 200, {
        id: user.id,
        name: user.name ?? user.username,
        ...(user.email ? { email: user.email } : {}),
      });
    }
    if (network === 'instagram' && path === '/api/me') {
      return json(res, 200, { user_id: user.id, username: user.username, id: user.id });
    }
    if (network === 'tiktok' && path === '/api/user/info/') {
      return json(res, 200, {
        data: { user: { open_id: user.id, username: user.username, display_name: user.name ?? user.username } },
        error: { code: 'ok', message: '', log_id: token() },
      });
    }
    return json(res, 404, { error: 'not found' });
  }

  private unauthorized(network: FakeNetwork, res: ServerResponse) {
    if (network === 'twitter') return json(res, 401, { title: 'Unauthorized', type: 'about:blank', status: 401 });
    if (network === 'tiktok') {
      return json(res, 401, { data: {}, error: { code: 'access_token_invalid', message: 'invalid', log_id: token() } });
    }
    return json(res, 401, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
  }

  private tooMany(network: FakeNetwork, res: ServerResponse) {
    const reset = Math.floor(Date.now() / 1000) + 60;
    if (network === 'twitter') {
      return json(
        res,
        429,
        { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
        { 'x-rate-limit-limit': '15', 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': String(reset) },
      );
    }
    if (network === 'discord') {
      return json(
        res,
        429,
        { message: 'You are being rate limited.', retry_after: 60, global: false },
        { 'retry-after': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      );
    }
    return json(res, 429, { error: { message: 'rate limited', code: 4 } }, { 'retry-after': '60' });
  }
}
