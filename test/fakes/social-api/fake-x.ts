import { type FakeAnswer, type FakeRequest, match } from './http-fake';
import { FakeRateLimit } from './rate-limits';

interface XUser {
  id: string;
  name: string;
  username: string;
}

const problem = (status: number, title: string, detail = title): FakeAnswer => ({
  status,
  body: { title, detail, type: 'about:blank', status },
});
const page = <T>(items: T[], query: URLSearchParams): FakeAnswer => {
  const size = Math.min(Number(query.get('max_results') ?? 100), 1000);
  const from = Number(query.get('pagination_token') ?? 0);
  const data = items.slice(from, from + size);
  const next = from + size < items.length ? String(from + size) : undefined;
  return {
    status: 200,
    body: data.length
      ? { data, meta: { result_count: data.length, ...(next ? { next_token: next } : {}) } }
      : { meta: { result_count: 0 } },
  };
};

/**
 * X API v2 (paths under its `/2` base), the calls our verifiers make, with X's response shapes: users by username
 * (with `public_metrics` when `user.fields` asks), a user's following (newest first) and followers (newest first),
 * liked posts, a post's reposters, recent search (conversation replies), `/users/me`; 401 for unknown tokens,
 * 429 with `x-rate-limit-*` headers when limited.
 */
export class FakeX {
  private readonly users = new Map<string, XUser>();
  /** The same accounts by lower-case username (tests make thousands of them). */
  private readonly names = new Map<string, XUser>();
  private readonly tokens = new Map<string, string>();
  private readonly following = new Map<string, string[]>();
  /** Per followed account, its followers newest first. */
  private readonly followers = new Map<string, string[]>();
  private readonly likes = new Map<string, string[]>();
  private readonly reposts = new Map<string, string[]>();
  private readonly replies: Array<{ postId: string; userId: string; id: string }> = [];
  private nextId = 1_000;
  /** Paths asked, newest last (tests count provider calls). */
  readonly calls: string[] = [];
  /** The bearer token of each of those calls (whose credentials paid). */
  readonly callTokens: Array<string | null> = [];
  readonly rateLimit = new FakeRateLimit((resetAt) => ({
    ...problem(429, 'Too Many Requests'),
    headers: {
      'x-rate-limit-limit': '15',
      'x-rate-limit-remaining': '0',
      'x-rate-limit-reset': String(Math.ceil(resetAt / 1000)),
    },
  }));
  private failing: number | null = null;
  /** Followers lists answer 403, as for an app whose X plan does not include them. */
  followersForbidden = false;

  /** An X account; with a token, that token acts as the account (as after OAuth). */
  addUser(username: string, token?: string): XUser {
    const user = { id: String(this.nextId++), name: username, username };
    this.users.set(user.id, user);
    this.names.set(username.toLowerCase(), user);
    if (token) this.tokens.set(token, user.id);
    return user;
  }

  /** Accepts `token` as `username`'s OAuth token (adding the account if needed). */
  grant(token: string, username: string): XUser {
    const user = this.byName(username) ?? this.addUser(username);
    this.tokens.set(token, user.id);
    return user;
  }

  follow(who: string, whom: string): void {
    const [a, b] = [this.need(who), this.need(whom)];
    // X lists the newest follow first.
    this.following.set(a.id, [b.id, ...(this.following.get(a.id) ?? []).filter((id) => id !== b.id)]);
    this.followers.set(b.id, [a.id, ...(this.followers.get(b.id) ?? []).filter((id) => id !== a.id)]);
  }
  like(who: string, postId: string): void {
    const a = this.need(who);
    this.likes.set(a.id, [postId, ...(this.likes.get(a.id) ?? [])]);
  }
  repost(who: string, postId: string): void {
    this.reposts.set(postId, [this.need(who).id, ...(this.reposts.get(postId) ?? [])]);
  }
  reply(who: string, postId: string): void {
    this.replies.push({ postId, userId: this.need(who).id, id: String(this.nextId++) });
  }
  /** Many accounts `who` follows, so that a follow sits on a later page. */
  followMany(who: string, count: number): void {
    for (let i = 0; i < count; i++) this.follow(who, this.addUser(`filler${this.nextId}`).username);
  }
  /** Many accounts that follow `whom` (strangers to the test, followed after anyone before). */
  gainFollowers(whom: string, count: number): void {
    for (let i = 0; i < count; i++) this.follow(this.addUser(`stranger${this.nextId}`).username, whom);
  }
  /** The next calls answer this status (500, 503, 401…) until `recover`. */
  fail(status: number): void {
    this.failing = status;
  }
  recover(): void {
    this.failing = null;
  }

  handle(request: FakeRequest): FakeAnswer | null {
    this.calls.push(request.path);
    this.callTokens.push(request.token);
    if (this.failing) return problem(this.failing, this.failing === 401 ? 'Unauthorized' : 'Service Unavailable');
    const me = request.token ? this.tokens.get(request.token) : undefined;
    if (!me) return problem(401, 'Unauthorized');
    const limited = this.rateLimit.take();
    if (limited) return limited;
    const { path, query } = request;
    if (path === '/users/me') return { status: 200, body: { data: this.users.get(me) } };
    let m = match('/users/by/username/:username', path);
    if (m) {
      const user = this.byName(m.username ?? '');
      if (user) return { status: 200, body: { data: this.withFields(user, query) } };
      return {
        status: 200,
        body: {
          errors: [
            {
              value: m.username,
              detail: `Could not find user with username: [${m.username}].`,
              title: 'Not Found Error',
              resource_type: 'user',
              parameter: 'username',
              resource_id: m.username,
              type: 'https://api.twitter.com/2/problems/resource-not-found',
            },
          ],
        },
      };
    }
    m = match('/users/:id/following', path);
    if (m) return page(this.usersOf(this.following.get(m.id ?? '') ?? []), query);
    m = match('/users/:id/followers', path);
    if (m && this.followersForbidden) return problem(403, 'Forbidden', 'client-not-enrolled');
    if (m) return page(this.usersOf(this.followers.get(m.id ?? '') ?? []), query);
    m = match('/users/:id/liked_tweets', path);
    if (m)
      return page(
        (this.likes.get(m.id ?? '') ?? []).map((id) => this.post(id)),
        query,
      );
    m = match('/tweets/:id/retweeted_by', path);
    if (m) return page(this.usersOf(this.reposts.get(m.id ?? '') ?? []), query);
    if (path === '/tweets/search/recent') return this.search(query.get('query') ?? '');
    return null;
  }

  private search(text: string): FakeAnswer {
    const conversation = /conversation_id:(\d+)/.exec(text)?.[1];
    const from = /from:(\w+)/.exec(text)?.[1];
    const author = from ? this.byName(from) : undefined;
    const found = this.replies.filter((r) => r.postId === conversation && r.userId === author?.id);
    if (!found.length) return { status: 200, body: { meta: { result_count: 0 } } };
    const data = found.map((r) => ({ ...this.post(r.id), text: `@reply ${r.id}` }));
    return {
      status: 200,
      body: {
        data,
        meta: { newest_id: data.at(-1)?.id, oldest_id: data[0]?.id, result_count: data.length },
      },
    };
  }

  private withFields(user: XUser, query: URLSearchParams) {
    if (!query.get('user.fields')?.split(',').includes('public_metrics')) return user;
    const count = (list: string[] | undefined) => list?.length ?? 0;
    return {
      ...user,
      public_metrics: {
        followers_count: count(this.followers.get(user.id)),
        following_count: count(this.following.get(user.id)),
      },
    };
  }
  private post(id: string) {
    return { edit_history_tweet_ids: [id], id, text: `post ${id}` };
  }
  private usersOf(ids: string[]): XUser[] {
    return ids.flatMap((id) => this.users.get(id) ?? []);
  }
  private byName(username: string): XUser | undefined {
    return this.names.get(username.replace(/^@/, '').toLowerCase());
  }
  private need(username: string): XUser {
    const user = this.byName(username);
    if (!user) throw new Error(`fake X has no @${username}`);
    return user;
  }
}
