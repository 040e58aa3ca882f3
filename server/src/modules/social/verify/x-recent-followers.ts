/** X's largest page of followers or following (records, each billed). */
export const X_PAGE = 1_000;
/** Checks of one brand account asked within this window are its demand. */
const DEMAND_WINDOW_MS = 10_000;
/** By default, the fewest checks of one brand account in the window for which its followers may be read. */
export const MIN_CHECKS_FOR_FOLLOWERS_READ = 5;
/** How long a read of a brand's newest followers answers the checks asked after it. */
const FOLLOWERS_KEPT_MS = 5_000;
/** The most pages of followers one read takes. */
const FOLLOWER_PAGES = 3;

/** One page of a brand account's followers, newest first, as read with someone's token (null: refused). */
export type FollowersPage = (paginationToken?: string) => Promise<{ ids: string[]; next?: string } | null>;

interface SharedRead {
  /** What a record of it costs, as a share of a record of a person's lookup (1; X's owner rate with the brand's app). */
  rate: number;
  /** The people whose checks wait on it: paging stops once every one of them is found. */
  wanted: Set<string>;
  followers: Promise<Set<string> | null>;
  /** Until when it answers checks (infinite while under way). */
  until: number;
}

/**
 * The cheaper way to check FOLLOWs of one brand account when many participants check at once. The rule:
 * - a lookup of a person costs L records (what lookups of people's following read here, averaged; 1,000 until measured);
 * - when at least `minChecks` checks of a brand account were asked in the last 10 s (n, this one included) and one page
 *   of its newest followers (its follower count, at most 1,000) costs at most n × L / 2 records (it pays for itself if
 *   half of those checking did follow), the brand's newest followers are read once, newest first, by the check that
 *   asked; the next page (at most 3) only while the last one paid for itself (found × L ≥ its records) and someone
 *   waiting is not found yet. Read with the brand's own X app, its records count at X's owner rate (0.1 of a record);
 * - that read answers every check asked while it runs and for 5 s after; a person not among them is looked up on their
 *   own (they may follow from longer ago, or since the read), so the answers are those of the lookups.
 */
export class RecentFollowers {
  private readonly asked = new Map<string, number[]>();
  private readonly reads = new Map<string, SharedRead>();
  /** What a person's lookup reads on average (records, exponential average over the last lookups). */
  private perPerson = X_PAGE;

  constructor(private readonly minChecks = MIN_CHECKS_FOR_FOLLOWERS_READ) {}

  /** Counts a check of `brandId` now; answers how many were asked within the window, this one included. */
  ask(brandId: string, now = Date.now()): number {
    const recent = (this.asked.get(brandId) ?? []).filter((at) => at > now - DEMAND_WINDOW_MS);
    recent.push(now);
    this.asked.delete(brandId); // re-inserted last: the oldest brand is the first dropped when the map is full
    if (this.asked.size >= 10_000) this.asked.delete(this.asked.keys().next().value as string);
    this.asked.set(brandId, recent);
    return recent.length;
  }

  /** What a person's own lookup read, in records. */
  measured(records: number): void {
    this.perPerson = 0.8 * this.perPerson + 0.2 * records;
  }

  /**
   * Whether `personId` is among `brandId`'s newest followers, read once for many checks when the rule above says
   * it is cheaper; false when not read (or the read failed) or not found there: the person is then looked up.
   * `readPage` reads with this check's token and meters on its quest: only the check that starts a read pays for it.
   */
  async follows(args: {
    brandId: string;
    followersCount: number | null;
    personId: string;
    checks: number;
    readPage: FollowersPage;
    /** What a record of the followers read costs, as a share of a record of a lookup (1 unless the brand pays). */
    rate?: number;
    now?: number;
  }): Promise<boolean> {
    const now = args.now ?? Date.now();
    const rate = args.rate ?? 1;
    let read = this.reads.get(args.brandId);
    if (!read || read.until <= now) {
      const firstPage = Math.min(args.followersCount ?? X_PAGE, X_PAGE);
      if (args.checks < this.minChecks || firstPage * rate > (args.checks * this.perPerson) / 2) return false;
      read = this.start(args.brandId, args.readPage, rate);
    }
    read.wanted.add(args.personId);
    return (await read.followers)?.has(args.personId) ?? false;
  }

  private start(brandId: string, readPage: FollowersPage, rate: number): SharedRead {
    const read: SharedRead = {
      rate,
      wanted: new Set(),
      followers: Promise.resolve(null),
      until: Number.POSITIVE_INFINITY,
    };
    read.followers = this.pages(read, readPage).then(
      (found) => {
        read.until = Date.now() + FOLLOWERS_KEPT_MS;
        return found;
      },
      () => {
        read.until = 0;
        return null;
      },
    );
    if (this.reads.size >= 10_000) this.reads.delete(this.reads.keys().next().value as string);
    this.reads.set(brandId, read);
    return read;
  }

  private async pages(read: SharedRead, readPage: FollowersPage): Promise<Set<string> | null> {
    const followers = new Set<string>();
    let next: string | undefined;
    for (let page = 0; page < FOLLOWER_PAGES; page++) {
      const answer = await readPage(next);
      if (!answer) return page === 0 ? null : followers;
      for (const id of answer.ids) followers.add(id);
      next = answer.next;
      const waiting = [...read.wanted];
      const foundHere = answer.ids.filter((id) => read.wanted.has(id)).length;
      const paid = foundHere * this.perPerson >= answer.ids.length * read.rate;
      if (!next || !paid || waiting.every((id) => followers.has(id))) break;
    }
    return followers;
  }
}
