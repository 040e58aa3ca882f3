import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestDraft, publishThroughApi, signUpThroughApi } from './helpers/api';
import { signInFromHome, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { localInput } from './helpers/dashboard';
import { completeQuestThroughUi } from './helpers/participation';
import { type FundableServer, startFundableServer } from './helpers/server';

// A season pool (issue 38, mode 5): the brand builds a season around one quest with a pool shared in proportion to
// XP, two people complete and claim the quest (its XP counts for the season), and at the season's end its job pays
// the pool; the season's page says who got what. Its own server: the owner is funded with the ledger command.
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Season kites ${suffix}`;
const brandEmail = uniqueEmail();
const people = [uniqueEmail(), uniqueEmail()];
let server: FundableServer;
let brandId: string;
let seasonId: string;
const browser = useBrowser();

beforeAll(async () => {
  server = await startFundableServer('season-pool');
  const owner = await signUpThroughApi(server.baseUrl, brandEmail, 'BUSINESS');
  for (const email of people) await signUpThroughApi(server.baseUrl, email, 'INFLUENCER');
  const quest = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '1',
    visitUrl: `${server.baseUrl}/docs/kites`,
  });
  brandId = quest.brandId;
  expect(await server.credit(brandEmail, '100')).toContain('credited 100');
  await publishThroughApi(server.baseUrl, owner.accessToken, quest.id, '10');
}, 600_000);
afterAll(async () => {
  await server?.close();
});

/** Fills the new season's form: started a minute ago, ending in `minutes`, the quest, a pool of 10 shared by XP. */
async function fillSeason(page: Page, minutes: number) {
  await page.getByLabel('Name').fill(`Kite season ${suffix}`);
  await page.getByLabel('Starts (your local time)').fill(localInput(-1));
  await page.getByLabel('Ends (your local time)').fill(localInput(minutes));
  await page.getByLabel(title).check();
  await page.getByLabel('Prize pool').selectOption('PROPORTIONAL');
  await page.getByLabel('Pool (QDT)').fill('10');
}

describe('a season pool', () => {
  it('is built at 375 and 1280 px and published, funding its pool', async () => {
    const narrow = await newPage(browser, server.baseUrl, 375);
    await signInFromHome(narrow.page, brandEmail);
    await narrow.page.goto(`/brands-dashboard/brands/${brandId}/seasons`);
    await fillSeason(narrow.page, 3);
    await screenshot(narrow.page, 'season-pool-builder-375');
    await narrow.context.close();

    const { page } = await newPage(browser, server.baseUrl, 1280);
    await signInFromHome(page, brandEmail);
    await page.goto(`/brands-dashboard/brands/${brandId}/seasons`);
    // Ends within 2 to 3 minutes (the field holds minutes): time enough for two people to complete and claim.
    await fillSeason(page, 3);
    await page.getByRole('button', { name: 'Create the draft' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('10 QDT will move from your balance into the season’s pool now.').waitFor();
    await screenshot(page, 'season-pool-confirm-1280');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The season is published.').waitFor();
    const board = page.getByRole('link', { name: 'See its board' });
    seasonId = (await board.getAttribute('href'))?.split('/').pop() ?? '';
    expect(seasonId).toMatch(/^[0-9a-f-]{36}$/);
    await screenshot(page, 'season-pool-published-1280');
  });

  it('pays its pool in proportion to XP at its end, and its page says who got what', async () => {
    const pages: Page[] = [];
    for (const [i, email] of people.entries()) {
      const { page } = await newPage(browser, server.baseUrl, i === 0 ? 1280 : 375);
      await signInFromHome(page, email);
      await completeQuestThroughUi(page, title, `Season kites ${suffix}`);
      await page.getByRole('button', { name: 'Claim 1 QDT' }).click();
      await expect.poll(() => page.getByTestId('reward-state').textContent()).toBe('You claimed 1 QDT');
      pages.push(page);
    }
    const [first, second] = pages as [Page, Page];
    await first.goto(`/seasons/${seasonId}`);
    expect(await first.getByTestId('season-prize').textContent()).toContain(
      'A pool of 10 QDT shared at the end among everyone on the board, in proportion to their XP.',
    );
    await screenshot(first, 'season-pool-live-1280');

    // The season ends within 3 minutes of its creation; its payout job runs then.
    await expect
      .poll(
        async () => {
          await first.reload();
          await first.getByTestId('season-prize').waitFor();
          return (await first.getByTestId('season-outcome').count()) > 0
            ? first.getByTestId('season-outcome').textContent()
            : '';
        },
        { timeout: 300_000, interval: 5_000 },
      )
      .toContain('10 QDT paid to 2 people; 0 QDT went back to the brand.');
    const winners = await first.getByRole('list', { name: 'Winners' }).getByRole('listitem').allTextContents();
    expect(winners).toHaveLength(2);
    for (const line of winners) expect(line).toMatch(/^#[12] .+ · \d+ XP5 QDT$/);
    await screenshot(first, 'season-pool-paid-1280');
    await second.goto(`/seasons/${seasonId}`);
    await second.getByTestId('season-outcome').waitFor();
    await screenshot(second, 'season-pool-paid-375');

    // The brand downloads who got what and why.
    const { page } = await newPage(browser, server.baseUrl, 375);
    await signInFromHome(page, brandEmail);
    await page.goto(`/brands-dashboard/brands/${brandId}/seasons`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Payouts (CSV)' }).click();
    const csv = (await readFile((await (await download).path()) ?? '', 'utf8')).trim().split('\n');
    expect(csv[0]).toBe('place,user_id,username,xp,amount,why');
    expect(csv.slice(1)).toHaveLength(2);
    for (const line of csv.slice(1))
      expect(line).toMatch(/^[12],[0-9a-f-]{36},\w+,\d+,5,share of the pool: \d+ of \d+ XP$/);
    await screenshot(page, 'season-pool-brand-list-375');
  }, 420_000);
});
