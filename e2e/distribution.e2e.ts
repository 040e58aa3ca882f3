import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestDraft, endQuestThroughApi, publishThroughApi, signUpThroughApi } from './helpers/api';
import { signInFromHome, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { completeQuestThroughUi } from './helpers/participation';
import { type FundableServer, startFundableServer } from './helpers/server';

// Its own server: the brand owner is funded with the ledger command, which needs the database to itself.
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Lucky kites ${suffix}`;
const brandEmail = uniqueEmail();
const influencerEmail = uniqueEmail();
let server: FundableServer;
let ownerToken: string;
let questId: string;
const browser = useBrowser();

beforeAll(async () => {
  server = await startFundableServer('distribution');
  const owner = await signUpThroughApi(server.baseUrl, brandEmail, 'BUSINESS');
  ownerToken = owner.accessToken;
  await signUpThroughApi(server.baseUrl, influencerEmail, 'INFLUENCER');
  const quest = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '1',
    visitUrl: `${server.baseUrl}/docs/kites`,
  });
  questId = quest.id;
  expect(await server.credit(brandEmail, '100')).toContain('credited 100');
}, 600_000);
afterAll(async () => {
  await server?.close();
});

const howItPays = (page: Page) => page.getByTestId('how-it-pays').textContent();

/** The raffle's winners as the API publishes them (pseudonymous ids, in the order drawn). */
async function publishedWinners(): Promise<string[]> {
  const response = await fetch(`${server.baseUrl}/api/v1/quests/${questId}/distribution`);
  return ((await response.json()) as { payouts: Array<{ id: string }> }).payouts.map((p) => p.id);
}

describe('reward distribution', () => {
  it('the brand chooses a raffle in the builder at 375 and 1280 px, with a prize table for top N on the way', async () => {
    for (const width of [375, 1280]) {
      const { page } = await newPage(browser, server.baseUrl, width);
      await signInFromHome(page, brandEmail);
      await page.goto(`/brands-dashboard/quests/${questId}/edit`);
      const card = page.getByTestId('distribution-settings');
      await card.getByLabel('Top N').check();
      await card.getByLabel('Tokens each').fill('12');
      await card.getByRole('button', { name: 'Add a line' }).click();
      await card.getByLabel('Places').nth(1).fill('2');
      await card.getByLabel('Tokens each').nth(1).fill('4');
      await expect
        .poll(() => card.getByTestId('prize-total').textContent())
        .toBe('Total: 20 QDT. Publish with exactly this amount.');
      await card.getByLabel('Tokens each').nth(1).fill('0');
      await card.getByText('Each prize must be above 0').waitFor();
      await screenshot(page, `distribution-builder-top-n-${width}`);
      await card.getByLabel('Raffle').check();
      await card.getByLabel('Number of winners').fill('1');
      await card.getByRole('button', { name: 'Save how it pays' }).click();
      await page.getByText('Saved: the quest pays by Raffle.').waitFor();
      await expect
        .poll(() => card.getByTestId('pays-sentence').textContent())
        .toContain('When the quest ends, 1 winner is drawn among everyone who completed');
      await screenshot(page, `distribution-builder-raffle-${width}`);
      // The draft's own page, where "Review and publish" leads, shows the same choice above the Publish button.
      await page.goto(`/brands-dashboard/quests/${questId}`);
      expect(await page.getByTestId('distribution-settings').getByLabel('Raffle').isChecked()).toBe(true);
      await screenshot(page, `distribution-draft-page-${width}`);
      await page.context().close();
    }
  });

  it('a participant sees how it pays, is drawn after the end, and the verify page re-runs the draw', async () => {
    await publishThroughApi(server.baseUrl, ownerToken, questId, '20');
    const { page } = await newPage(browser, server.baseUrl);
    await signInFromHome(page, influencerEmail);
    await completeQuestThroughUi(page, title, `kites ${suffix}`);
    await expect
      .poll(() => page.getByTestId('reward-state').textContent())
      .toBe('Paid automatically when the quest ends');
    expect(await page.getByRole('button', { name: /^Claim/ }).count()).toBe(0);
    expect(await howItPays(page)).toContain('1 winner is drawn');
    await screenshot(page, 'distribution-quest-before-draw-1280');

    await endQuestThroughApi(server.baseUrl, ownerToken, questId);
    // The settlement job freezes the list at once, asks every second for its block (one a second on the development
    // chain) and pays: 3 s after the end alone, 10 s with the machine's load at 30; 90 s is the busy machine's ceiling.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('how-it-pays').waitFor();
          return howItPays(page);
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toContain('You received 20 QDT.');
    await screenshot(page, 'distribution-quest-after-draw-1280');

    await page.getByRole('link', { name: 'Check the draw' }).click();
    await page.getByRole('heading', { level: 1, name: 'Raffle draw' }).waitFor();
    const facts = await page.getByTestId('draw-facts').textContent();
    expect(facts).toMatch(/People in the list1/);
    expect(facts).toMatch(/Seed \(the block's hash\)0x[0-9a-f]{64}/);
    expect(await page.getByTestId('draw-winners').getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Re-run the draw in this browser' }).click();
    await expect
      .poll(() => page.getByTestId('draw-check').textContent())
      .toBe('Same list hash and same winners: the draw checks out.');
    await screenshot(page, 'distribution-verify-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'distribution-verify-375');
  });

  it('`npm run draw -- verify` recomputes the same winners from the public API and the chain', async () => {
    const winners = await publishedWinners();
    expect(winners).toHaveLength(1);
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'draw', '--', 'verify', questId, '--url', server.baseUrl],
      { cwd: resolve(import.meta.dirname, '..') },
    );
    expect(stdout).toContain('OK: the draw is what the public data gives.');
    expect(stdout).toMatch(new RegExp(`winners +paid +${winners[0]}\\n +computed +${winners[0]}\\n`));
  }, 120_000);
});
