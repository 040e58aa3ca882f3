import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocialApiFake, startSocialApiFake } from '../../../../../test/fakes/social-api/social-api-fake';
import { UsageTally } from './provider-usage';
import type { CheckOutcome, LinkedAccount } from './verifier';
import { XVerifier } from './x-verifier';

const PEOPLE = 50;
let fake: SocialApiFake;
let n = 0;

beforeAll(async () => {
  fake = await startSocialApiFake();
});
afterAll(() => fake.close());

/**
 * A brand account and PEOPLE participants checking its FOLLOW, each following 300 other accounts (a lookup of one
 * reads 300 or 301 records): 29 followed it lately, one long ago (1,100 followers since), 20 did not.
 */
function crowd() {
  const brand = fake.x.addUser(`crowdbrand${++n}`).username;
  const people: LinkedAccount[] = [];
  const follows = new Map<string, boolean>();
  for (let i = 0; i < PEOPLE; i++) {
    const username = `crowd${n}_${i}`;
    const user = fake.x.grant(`tok-${username}`, username);
    people.push({ providerUserId: user.id, username, accessToken: `tok-${username}` });
    follows.set(username, i < 30);
  }
  const [old, ...recent] = people.slice(0, 30);
  if (!old) throw new Error('no one');
  fake.x.follow(old.username, brand);
  fake.x.gainFollowers(brand, 1_100);
  for (const person of recent) fake.x.follow(person.username, brand);
  for (const person of people) fake.x.followMany(person.username, 300);
  return { brand, people, follows };
}

/** Every participant checks at once, each on its own meter; answers the outcomes and what they cost together. */
async function checkAll(x: XVerifier, brand: string, people: LinkedAccount[]) {
  const before = fake.x.calls.length;
  const meters = people.map(() => new UsageTally());
  const outcomes = await Promise.all(
    people.map((account, i) =>
      x.check({ target: { network: 'TWITTER', action: 'FOLLOW', handle: brand }, account, usage: meters[i] }),
    ),
  );
  const cost = meters.reduce((sum, m) => ({ calls: sum.calls + m.calls, records: sum.records + m.records }), {
    calls: 0,
    records: 0,
  });
  return { outcomes, cost, asked: fake.x.calls.slice(before) };
}

const expected = (follows: boolean, username: string, brand: string): CheckOutcome =>
  follows
    ? { result: 'VERIFIED' }
    : {
        result: 'NOT_FOUND',
        message: `We don't see a follow from @${username} to @${brand} yet: follow, then check again.`,
      };

describe('X FOLLOW checks of many participants at once', () => {
  it(`${PEOPLE} checks of one brand account read its newest followers once, for fewer records and calls than ${PEOPLE} lookups, with the same answers`, async () => {
    const { brand, people, follows } = crowd();
    const lookups = await checkAll(
      new XVerifier(fake.env.TWITTER_API_BASE_URL ?? '', { followersReadMinChecks: Infinity }),
      brand,
      people,
    );
    const together = await checkAll(new XVerifier(fake.env.TWITTER_API_BASE_URL ?? ''), brand, people);

    const answers = people.map((p) => expected(follows.get(p.username) ?? false, p.username, brand));
    expect(lookups.outcomes).toEqual(answers);
    expect(together.outcomes).toEqual(answers);
    // One person per lookup: one brand lookup and a page of following each.
    expect(lookups.asked.filter((path) => path.endsWith('/followers'))).toHaveLength(0);
    expect(lookups.cost.calls).toBe(PEOPLE + 1);
    // The newest followers, read once (two pages: the second found the one who followed long ago)...
    expect(together.asked.filter((path) => path.endsWith('/followers'))).toHaveLength(2);
    // ...every meter counted what X answered, and together they cost less.
    expect(together.cost.calls).toBe(together.asked.length);
    expect(together.cost.records).toBeLessThan(lookups.cost.records * 0.75);
    expect(together.cost.calls).toBeLessThan(lookups.cost.calls);
    console.info(
      `${PEOPLE} FOLLOW checks at once: one lookup each ${lookups.cost.calls} calls, ${lookups.cost.records} records; ` +
        `newest followers read once ${together.cost.calls} calls, ${together.cost.records} records`,
    );
  });

  it('a few checks are looked up one by one, and a refused followers read falls back to the lookups', async () => {
    const { brand, people, follows } = crowd();
    const answers = (some: LinkedAccount[]) =>
      some.map((p) => expected(follows.get(p.username) ?? false, p.username, brand));
    const x = new XVerifier(fake.env.TWITTER_API_BASE_URL ?? '');
    const few = await checkAll(x, brand, people.slice(0, 3));
    expect(few.outcomes).toEqual(answers(people.slice(0, 3)));
    expect(few.asked.filter((path) => path.endsWith('/followers'))).toHaveLength(0);

    fake.x.followersForbidden = true;
    try {
      const rest = people.slice(3);
      const after = await checkAll(x, brand, rest);
      expect(after.outcomes).toEqual(answers(rest));
      expect(after.asked.filter((path) => path.endsWith('/followers'))).toHaveLength(1);
      expect(after.asked.filter((path) => path.endsWith('/following'))).toHaveLength(rest.length);
    } finally {
      fake.x.followersForbidden = false;
    }
  });
});
