import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestDraft, publishThroughApi, signInThroughApi, signUpThroughApi } from './helpers/api';
import { signInThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { waitForSaved } from './helpers/dashboard';
import { completeQuestThroughUi } from './helpers/participation';
import { type FundableServer, startFundableServer } from './helpers/server';

// Its own server: publishing needs a funded owner, and the test moves the clock of periods and streaks (DEV_CLOCK).
const suffix = Math.random().toString(36).slice(2, 7);
const keyword = `kite${suffix}`;
const title = `Daily kite ${keyword}`;
let server: FundableServer;
const browser = useBrowser();
const ownerEmail = uniqueEmail();
const personEmail = uniqueEmail();
let questId = '';

/** Moves the server's clock of periods and streaks to `at` (it runs on from there). */
async function setClock(at: Date) {
  const response = await fetch(`${server.baseUrl}/api/v1/dev/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  server = await startFundableServer('streaks', { DEV_CLOCK: 'on' });
  const owner = await signUpThroughApi(server.baseUrl, ownerEmail, 'BUSINESS');
  const quest = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '10',
    visitUrl: 'https://example.com/kites',
  });
  questId = quest.id;
  await signUpThroughApi(server.baseUrl, personEmail, 'INFLUENCER');
}, 600_000);
afterAll(async () => {
  await server?.close();
});

describe('a daily quest and a streak', () => {
  it('the brand makes the quest daily; a person completes it on three days and sees a 3-day streak at 375 and 1280 px, in English and French', async () => {
    const owner = await newPage(browser, server.baseUrl);
    await owner.page.goto('/');
    await owner.page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(owner.page, ownerEmail);
    await owner.page.goto(`/brands-dashboard/quests/${questId}/edit`);
    await owner.page.getByLabel('Repeats').selectOption('DAILY');
    await waitForSaved(owner.page);
    await screenshot(owner.page, 'streaks-builder-1280');
    await owner.context.close();
    await server.credit(ownerEmail, '100');
    const tokens = await signInThroughApi(server.baseUrl, ownerEmail);
    await publishThroughApi(server.baseUrl, tokens.accessToken, questId, '50');

    const person = await newPage(browser, server.baseUrl, 375);
    const { page } = person;
    const start = Date.now() + 3_600_000;
    for (const day of [0, 1, 2]) {
      await setClock(new Date(start + day * 86_400_000));
      if (day === 0) {
        await page.goto('/');
        await page.getByRole('button', { name: 'Sign in' }).first().click();
        await signInThroughUi(page, personEmail);
      }
      await completeQuestThroughUi(page, title, keyword);
      expect(await page.getByTestId('recurrence-badge').first().textContent()).toBe('Daily');
      await page.getByRole('button', { name: /^Claim 10/ }).click();
      await page.getByTestId('period-done').getByText('Done today — come back tomorrow').waitFor();
      if (day === 0) await screenshot(page, 'streaks-done-today-375');
    }

    // The browser's time zone was saved on the first signed-in load: the streak's days are counted there.
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const me = await signInThroughApi(server.baseUrl, personEmail);
    const profile = (await (
      await fetch(`${server.baseUrl}/api/v1/users/profile`, { headers: { authorization: `Bearer ${me.accessToken}` } })
    ).json()) as { username: string; timeZone: string | null };
    expect(profile.timeZone).toBe(zone);

    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('streak-current').textContent()).toBe('3-day streak');
    expect(await page.getByTestId('streak').textContent()).toContain('Best: 3 days');
    expect(await page.getByTestId('streak').textContent()).toContain('Today is done');
    await screenshot(page, 'streaks-dashboard-375');
    await person.context.close();

    const visitor = await newPage(browser, server.baseUrl);
    await visitor.page.goto(`/users/${profile.username}`);
    await expect.poll(() => visitor.page.getByTestId('streak-current').textContent()).toBe('3-day streak');
    await screenshot(visitor.page, 'streaks-public-1280');
    await visitor.page.getByTestId('language-switcher').first().selectOption('fr');
    await expect.poll(() => visitor.page.getByTestId('streak-current').textContent()).toBe('Série de 3 jours');
    expect(await visitor.page.getByTestId('streak-best').textContent()).toBe('Record : 3 jours');
    await screenshot(visitor.page, 'streaks-public-fr-1280');
    await visitor.context.close();
  }, 600_000);
});
