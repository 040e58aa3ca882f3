import type { FastifyInstance } from 'fastify';
import type { SocialFake } from '../fakes/social/social-fake';

/** One browser: keeps the OAuth binding cookie between calls, like a real one. */
export class TestBrowser {
  cookie = '';

  constructor(private readonly app: FastifyInstance) {}

  private remember(setCookie: string | string[] | undefined) {
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    if (first) this.cookie = first.split(';')[0] ?? '';
  }

  async get(url: string, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
    this.remember(res.headers['set-cookie']);
    return res;
  }

  async post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    return this.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
  }

  /** Starts a round trip: answers the provider address (connect-… or login-…). */
  async start(path: string, headers: Record<string, string> = {}): Promise<string> {
    const res = await this.get(`/api/v1/auth/${path}`, headers);
    if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
    return (res.json() as { url: string }).url;
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
    path: string,
    headers: Record<string, string> = {},
    decision: 'approve' | 'deny' = 'approve',
  ) {
    return this.callback(await fake.consent(await this.start(path, headers), decision));
  }
}
