import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocialApiFake, startSocialApiFake } from '../test/fakes/social-api/social-api-fake';
import { createFollowQuestDraft, publishThroughApi, signUpThroughApi } from './helpers/api';
import { signInFromHome, storedTokens, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { type FundableServer, startFundableServer } from './helpers/server';

// Its own server, pointed at the local fakes of X (OAuth and API): no internet.
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Follow the kites ${suffix}`;
const brandHandle = `kites_${suffix}`;
const fanHandle = `fan_${suffix}`;
const brandEmail = uniqueEmail();
const influencerEmail = uniqueEmail();
const unconnectedEmail = uniqueEmail();
let fake: SocialApiFake;
let server: FundableServer;
const browser = useBrowser();
let questSlug: string;
let questId: string;

beforeAll(async () => {
  fake = await startSocialApiFake();
  server = await startFundableServer('social', {
    ...fake.env,
    TWITTER_CLIENT_ID: 'e2e-x-client',
    TWITTER_CLIENT_SECRET: 'e2e-x-secret',
    // A "not there yet" answer is reused for one second only, so checking again after following sees it soon.
    SOCIAL_CHECK_CACHE_SECONDS: '1',
  });
  fake.x.addUser(brandHandle);
  fake.x.addUser(fanHandle);
  fake.xOAuth.signInAs(fanHandle);
  const owner = await signUpThroughApi(server.baseUrl, brandEmail, 'BUSINESS');
  await signUpThroughApi(server.baseUrl, influencerEmail, 'INFLUENCER');
  await signUpThroughApi(server.baseUrl, unconnectedEmail, 'INFLUENCER');
  const quest = await createFollowQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '10',
    handle: `@${brandHandle}`,
  });
  questSlug = quest.slug;
  questId = quest.id;
  expect(await server.credit(brandEmail, '100')).toContain('credited 100');
  await publishThroughApi(server.baseUrl, owner.accessToken, quest.id, '20');
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const signIn = (page: Page, email = influencerEmail) => signInFromHome(page, email);

async function startQuest(page: Page) {
  await page.goto(`/quests/${questSlug}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('button', { name: 'Start quest' }).click();
  await page.getByRole('progressbar').waitFor();
}

/**
 * Connects X the way the settings page does: `GET /auth/connect-twitter` (which binds the round trip to this
 * browser with a cookie) answers the provider address; the browser goes there, the fake consents as the fan and
 * sends it back to our callback, which links the account.
 */
async function connectX(page: Page) {
  const tokens = await storedTokens(page);
  const url = await page.evaluate(async (accessToken) => {
    const answer = await fetch('/api/v1/auth/connect-twitter', { headers: { authorization: `Bearer ${accessToken}` } });
    return ((await answer.json()) as { url: string }).url;
  }, tokens?.accessToken ?? '');
  await page.goto(url);
  await page.waitForURL('**/oauth/result**');
  expect(new URL(page.url()).searchParams.get('status')).toBe('connected');
}

describe('a FOLLOW on X checked automatically', () => {
  it('on a phone, without X connected: says to connect first, never locks out, and offers a review by a person', async () => {
    const { page, context } = await newPage(browser, server.baseUrl, 375);
    await signIn(page, unconnectedEmail);
    await startQuest(page);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const note = page.getByTestId('condition-note');
    await expect
      .poll(() => note.textContent())
      .toBe('Connect your X account first (Settings → Social accounts), then check again.');
    // The answer leads where the account is connected, and back.
    const questUrl = page.url();
    await page.getByRole('link', { name: 'Connect your X (Twitter) account' }).click();
    await page.waitForURL('**/settings/socials-connect');
    await page.goto(questUrl);
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByRole('button', { name: 'Ask for review' }).click();
    await screenshot(page, 'social-check-ask-review-375');
    await page.getByLabel('Link or handle (optional)').fill(`@someone_${suffix}`);
    await page.getByRole('button', { name: 'Ask for review' }).click();
    await page.getByText('Waiting for review').waitFor();
    await context.close();
  });

  it('connect X, the check says what it did not find, follow, check again → verified, claim', async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signIn(page);
    await connectX(page);

    await startQuest(page);

    const follow = page.getByRole('link', { name: 'Follow on X (Twitter)' });
    expect(await follow.getAttribute('href')).toBe(`https://x.com/intent/follow?screen_name=${brandHandle}`);
    expect(await follow.getAttribute('target')).toBe('_blank');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const note = page.getByTestId('condition-note');
    await expect
      .poll(() => note.textContent())
      .toBe(`We don't see a follow from @${fanHandle} to @${brandHandle} yet: follow, then check again.`);
    await screenshot(page, 'social-check-not-yet-1280');

    fake.x.follow(fanHandle, brandHandle);
    // Check again (as a person would) until the short answer cache has lapsed and X shows the follow.
    await expect
      .poll(
        async () => {
          const again = page.getByRole('button', { name: 'Check again' });
          if (await again.isVisible()) await again.click();
          return page.getByText('1 of 1 done').isVisible();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
    await screenshot(page, 'social-check-verified-1280');

    await page.getByRole('button', { name: 'Complete quest' }).click();
    await page.getByRole('button', { name: 'Claim 10 QDT' }).click();
    await page.getByText('10 QDT added to your balance').waitFor();
    await context.close();
  });

  it('shows the verified condition and the quest on a phone', async () => {
    const { page, context } = await newPage(browser, server.baseUrl, 375);
    await signIn(page);
    await page.goto(`/quests/${questSlug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Verified').first().waitFor();
    await screenshot(page, 'social-check-claimed-375');
    await context.close();
  });

  it('shows the brand what the checks cost at X, under the quest’s statistics', async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signIn(page, brandEmail);
    await page.goto(`/brands-dashboard/quests/${questId}`);
    const meter = page.getByRole('region', { name: 'Provider API usage' });
    await meter.getByRole('rowheader', { name: 'X' }).waitFor();
    const cells = await meter.getByRole('row').last().getByRole('cell').allTextContents();
    // At least the lookup of the brand's account and one page of the fan's follows; each record at 0.01 US$.
    expect(Number(cells[0])).toBeGreaterThanOrEqual(2);
    expect(cells[2]).toMatch(/^\d+\.\d{2,4} US\$$/);
    await meter.scrollIntoViewIfNeeded();
    await screenshot(page, 'provider-usage-1280');
    await context.close();
  });
});
