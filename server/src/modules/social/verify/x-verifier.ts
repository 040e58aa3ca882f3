import { xHandleOf, xPostIdOf } from '@questboard/contract/social-targets';
import { getJson } from './provider-http';
import { recordsIn } from './provider-usage';
import type { CheckInput, CheckOutcome, LinkedAccount, SocialAction, SocialVerifier } from './verifier';
import { MIN_CHECKS_FOR_FOLLOWERS_READ, RecentFollowers } from './x-recent-followers';

interface XUser {
  id: string;
  username: string;
  public_metrics?: { followers_count?: number };
}
/** A brand account as its lookup found it: its id and (an estimate of a page's cost) its follower count. */
interface XAccount {
  id: string;
  followers: number | null;
}
interface XPage<T> {
  data?: T[];
  meta?: { result_count?: number; next_token?: string };
  errors?: Array<{ type?: string; detail?: string }>;
}

const FOLLOWING_PAGES = 5;
const LIST_PAGES = 3;
const NOT_CONNECTED = 'Connect your X account first (Settings → Social accounts), then check again.';
const RECONNECT = 'X no longer accepts your connection: connect your X account again, then check again.';

/**
 * X API v2 with the participant's OAuth 2 user token: FOLLOW reads whom they follow (or, when many check one brand
 * account at once, the account's newest followers once for all of them: x-recent-followers.ts), LIKE the posts they
 * liked, REPOST who reposted the post, COMMENT searches recent replies from them in the post's conversation.
 */
export class XVerifier implements SocialVerifier {
  readonly network = 'TWITTER' as const;
  readonly actions: readonly SocialAction[] = ['FOLLOW', 'LIKE', 'REPOST', 'COMMENT'];
  readonly needs = 'tweet.read users.read follows.read like.read (OAuth 2 user token)';
  private readonly accounts = new Map<string, { account: Promise<XAccount | null>; until: number }>();
  private readonly recent: RecentFollowers;

  private readonly ownerRate: number;

  /**
   * `followersReadMinChecks`: the fewest checks of one brand account at once for which its followers are read;
   * `ownerRate`: X's price for an app reading its own account over its price per record (0.1 at X's prices).
   */
  constructor(
    private readonly apiBase: string,
    options: { followersReadMinChecks?: number; ownerRate?: number } = {},
  ) {
    this.recent = new RecentFollowers(options.followersReadMinChecks ?? MIN_CHECKS_FOR_FOLLOWERS_READ);
    this.ownerRate = options.ownerRate ?? 0.1;
  }

  quotaKey({ account }: CheckInput): string {
    return `TWITTER:${account?.providerUserId ?? 'app'}`;
  }

  async check({ target, account, usage, brandApp }: CheckInput): Promise<CheckOutcome> {
    if (!account) return { result: 'NOT_CONNECTED', message: NOT_CONNECTED };
    const get = counted(usage);
    const you = `@${account.username}`;
    if (target.action === 'FOLLOW') {
      const handle = xHandleOf(target);
      if (!handle) return uncheckable('This condition names no X account we can check');
      const brand = await this.account(handle, account, get);
      if (!brand) return uncheckable(`We cannot find @${handle} on X`);
      const checks = this.recent.ask(brand.id);
      // The brand's own account, read with its own X app: billed to the brand, at the owner rate.
      const own = brandApp?.accountId === brand.id ? brandApp : null;
      const among = await this.recent.follows({
        brandId: brand.id,
        followersCount: brand.followers,
        personId: account.providerUserId,
        checks,
        rate: own ? this.ownerRate : 1,
        readPage: (next) =>
          own
            ? this.followersPage(brand.id, next, `Bearer ${own.bearer}`, counted(usage, 'BRAND'))
            : this.followersPage(brand.id, next, bearer(account), get),
      });
      if (among) return { result: 'VERIFIED' };
      let records = 0;
      const found = await this.findInPages<XUser>(
        async (url, authorization) => {
          const answer = await get(url, authorization);
          records += recordsIn(answer.body);
          return answer;
        },
        `/users/${account.providerUserId}/following?max_results=1000`,
        account,
        FOLLOWING_PAGES,
        (user) => user.id === brand.id,
      );
      this.recent.measured(records);
      return found ?? notFound(`We don't see a follow from ${you} to @${handle} yet: follow, then check again.`);
    }
    const postId = xPostIdOf(target);
    if (!postId) return uncheckable('This condition names no X post we can check');
    if (target.action === 'LIKE') {
      const found = await this.findInPages<{ id: string }>(
        get,
        `/users/${account.providerUserId}/liked_tweets?max_results=100`,
        account,
        LIST_PAGES,
        (post) => post.id === postId,
      );
      return found ?? notFound(`We don't see a like from ${you} on this post yet: like it, then check again.`);
    }
    if (target.action === 'REPOST') {
      const found = await this.findInPages<XUser>(
        get,
        `/tweets/${postId}/retweeted_by?max_results=100`,
        account,
        LIST_PAGES,
        (user) => user.id === account.providerUserId,
      );
      return found ?? notFound(`We don't see a repost of this post by ${you} yet: repost it, then check again.`);
    }
    const query = encodeURIComponent(`conversation_id:${postId} from:${account.username}`);
    const { body } = await get(`${this.apiBase}/tweets/search/recent?query=${query}&max_results=10`, bearer(account));
    if ((body as XPage<unknown>)?.meta?.result_count) return { result: 'VERIFIED' };
    return notFound(
      `We don't see a reply from ${you} to this post yet: reply, then check again (a new reply can take a minute to show).`,
    );
  }

  /** The account `handle` names, looked up once an hour (checks asking meanwhile share the lookup under way). */
  private account(handle: string, account: LinkedAccount, get: Get): Promise<XAccount | null> {
    const key = handle.toLowerCase();
    const known = this.accounts.get(key);
    if (known && known.until > Date.now()) return known.account;
    const url = `${this.apiBase}/users/by/username/${encodeURIComponent(handle)}?user.fields=public_metrics`;
    const found = get(url, bearer(account)).then(({ body }) => {
      const user = (body as { data?: XUser })?.data;
      return user?.id ? { id: user.id, followers: user.public_metrics?.followers_count ?? null } : null;
    });
    const entry = { account: found, until: Number.POSITIVE_INFINITY };
    this.accounts.set(key, entry);
    found.then(
      (user) => {
        if (user) entry.until = Date.now() + 3_600_000;
        else if (this.accounts.get(key) === entry) this.accounts.delete(key);
      },
      () => {
        if (this.accounts.get(key) === entry) this.accounts.delete(key);
      },
    );
    return found;
  }

  /** One page of `brandId`'s followers, newest first (null when X refused or answered no list). */
  private async followersPage(brandId: string, next: string | undefined, authorization: string, get: Get) {
    const token = next ? `&pagination_token=${encodeURIComponent(next)}` : '';
    const { status, body } = await get(
      `${this.apiBase}/users/${brandId}/followers?max_results=1000${token}`,
      authorization,
    );
    const answer = body as XPage<XUser> | null;
    if (status !== 200 || !answer) return null;
    return { ids: (answer.data ?? []).map((user) => user.id), next: answer.meta?.next_token };
  }

  /** Pages through a list until `match` holds (VERIFIED) or the pages run out (null). */
  private async findInPages<T>(
    get: Get,
    path: string,
    account: LinkedAccount,
    pages: number,
    match: (item: T) => boolean,
  ): Promise<CheckOutcome | null> {
    let next: string | undefined;
    for (let page = 0; page < pages; page++) {
      const url = `${this.apiBase}${path}${next ? `&pagination_token=${encodeURIComponent(next)}` : ''}`;
      const { status, body } = await get(url, bearer(account));
      const answer = body as XPage<T> | null;
      if (status === 403) return { result: 'NOT_CONNECTED', message: RECONNECT };
      if (!answer?.data && answer?.errors?.some((e) => e.type?.endsWith('resource-not-found'))) {
        return uncheckable('The post or account in this condition no longer exists on X');
      }
      if (answer?.data?.some(match)) return { result: 'VERIFIED' };
      next = answer?.meta?.next_token;
      if (!next) break;
    }
    return null;
  }
}

type Get = typeof getJson;

/** getJson that counts each call and the records its answer carried on the check's meter (a refused call too). */
const counted =
  (usage: CheckInput['usage'], payer: 'PLATFORM' | 'BRAND' = 'PLATFORM'): Get =>
  async (url, authorization) => {
    try {
      const answer = await getJson(url, authorization);
      usage?.read(recordsIn(answer.body), payer);
      return answer;
    } catch (error) {
      usage?.read(0, payer);
      throw error;
    }
  };

const bearer = (account: LinkedAccount) => `Bearer ${account.accessToken}`;
const notFound = (message: string): CheckOutcome => ({ result: 'NOT_FOUND', message });
const uncheckable = (what: string): CheckOutcome => ({
  result: 'UNCHECKABLE',
  message: `${what}: the brand will review it. Add a link or handle showing it was done.`,
});
