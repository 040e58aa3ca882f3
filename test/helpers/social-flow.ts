import type { Endpoint, QueryOf } from '@questboard/contract/endpoint';
import { socialAuthApi } from '@questboard/contract/socials';
import type { FastifyInstance } from 'fastify';
import type { SocialFake } from '../fakes/social/social-fake';
import { type CallInput, callEndpoint } from './api';

/** A round trip's start: connect (signed in) or sign in, on one network's slug. */
type Trip = `connect-${string}` | `login-${string}`;
type StartQuery = QueryOf<typeof socialAuthApi.connect> & QueryOf<typeof socialAuthApi.login>;

/** One browser: keeps the OAuth binding cookie between calls, like a real one. */
export class TestBrowser {
  cookie = '';

  constructor(private readonly app: FastifyInstance) {}

  private remember(setCookie: string | string[] | undefined) {
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    if (first) this.cookie = first.split(';')[0] ?? '';
  }

  private withCookie(headers: Record<string, string>) {
    return { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) };
  }

  private async get(url: string) {
    const res = await this.app.inject({ method: 'GET', url, headers: this.withCookie({}) });
    this.remember(res.headers['set-cookie']);
    return res;
  }

  /** Calls a contract endpoint from this browser (its cookie goes along). */
  call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}) {
    return callEndpoint(this.app, endpoint, { ...input, headers: this.withCookie(input.headers ?? {}) });
  }

  /** Starts a round trip (`connect-twitter`, `login-tiktok`): answers the provider address. */
  async start(trip: Trip, headers: Record<string, string> = {}, query: StartQuery = {}): Promise<string> {
    const [kind, network] = trip.split('-') as ['connect' | 'login', string];
    const res = await this.call(socialAuthApi[kind], { params: { network }, query, headers });
    this.remember(res.headers['set-cookie']);
    if (res.statusCode !== 200) throw new Error(`${trip} answered ${res.statusCode}: ${res.body}`);
    return res.json().url;
  }

  /** Follows the provider's redirect back to our callback; answers the result page's query. */
  async callback(callbackUrl: string): Promise<URLSearchParams> {
    const url = new URL(callbackUrl);
    const res = await this.get(`${url.pathname}${url.search}`);
    if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
    const location = new URL(String(res.headers.location), 'http://localhost');
    if (location.pathname !== '/oauth/result') throw new Error(`callback went to ${location.pathname}`);
    return location.searchParams;
  }

  /** The whole round trip with the person approving (or denying) on the fake provider. */
  async roundTrip(
    fake: SocialFake,
    trip: Trip,
    headers: Record<string, string> = {},
    decision: 'approve' | 'deny' = 'approve',
    query: StartQuery = {},
  ) {
    return this.callback(await fake.consent(await this.start(trip, headers, query), decision));
  }
}
