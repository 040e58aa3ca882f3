import { randomBytes } from 'node:crypto';
import type { FakeX } from './fake-x';
import type { FakeAnswer, FakeRequest } from './http-fake';

/**
 * X's OAuth 2 authorize and token endpoints, enough for the connect flow in a browser test: the authorize page
 * consents at once as the account named by `signInAs` and redirects back with a code; the token endpoint trades
 * it (once) for a bearer token the fake X API accepts as that account.
 */
export class FakeXOAuth {
  private who: string | null = null;
  private denyNext = false;
  private readonly codes = new Map<string, string>();

  constructor(private readonly x: FakeX) {}

  /** The X account the next authorization consents as. */
  signInAs(username: string): void {
    this.who = username;
  }

  /** The next authorization is refused by the person (X answers `error=access_denied`). */
  refuseNext(): void {
    this.denyNext = true;
  }

  handle(request: FakeRequest): FakeAnswer | null {
    if (request.path === '/i/oauth2/authorize') {
      const redirect = request.query.get('redirect_uri');
      const state = request.query.get('state') ?? '';
      if (!redirect || !this.who) return { status: 400, body: { error: 'invalid_request' } };
      if (this.denyNext) {
        this.denyNext = false;
        const back = new URL(redirect);
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('state', state);
        return { status: 302, body: null, headers: { location: back.toString() } };
      }
      const code = randomBytes(12).toString('hex');
      this.codes.set(code, this.who);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      return { status: 302, body: null, headers: { location: back.toString() } };
    }
    if (request.path === '/2/oauth2/token' && request.method === 'POST') {
      const code = request.form.get('code') ?? '';
      const username = this.codes.get(code);
      this.codes.delete(code);
      if (!username) {
        return {
          status: 400,
          body: { error: 'invalid_request', error_description: 'Value passed for the authorization code was invalid.' },
        };
      }
      const accessToken = `x-at-${randomBytes(12).toString('hex')}`;
      this.x.grant(accessToken, username);
      return {
        status: 200,
        body: {
          token_type: 'bearer',
          expires_in: 7200,
          access_token: accessToken,
          scope: 'users.read tweet.read follows.read like.read offline.access',
          refresh_token: `x-rt-${randomBytes(12).toString('hex')}`,
        },
      };
    }
    return null;
  }
}
