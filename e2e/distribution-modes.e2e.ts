import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeBrandThroughApi,
  createQuestDraft,
  endQuestThroughApi,
  publishThroughApi,
  signUpThroughApi,
} from './helpers/api';
import { signInFromHome, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { completeQuestThroughUi } from './helpers/participation';
import { type FundableServer, startFundableServer } from './helpers/server';

// Equal split and top N, chosen on the create page, completed by two people, paid when the brand ends the quest; the
// raffle (and its verify page and command) is in distribution.e2e.ts. Its own server: the owner is funded with the
// ledger command, which needs the database to itself.
const suffix = Math.random().toString(36).slice(2, 7);
const splitTitle = `Shared lanterns ${suffix}`;
const topTitle = `Fastest lanterns ${suffix}`;
const brandEmail = uniqueEmail();
const people = [uniqueEmail(), uniqueEmail()];
let server: FundableServer;
let ownerToken: string;
let splitQuest: { id: string; brandId: string };
let topQuest: { id: string; brandId: string };
let emptyBrandId: string;
let firstPersonToken: string;
const browser = useBrowser();

beforeAll(async () => {
  server = await startFundableServer('distribution-modes');
  const owner = await signUpThroughApi(server.baseUrl, brandEmail, 'BUSINESS');
  ownerToken = owner.accessToken;
  for (const email of people) {
    const tokens = await signUpThroughApi(server.baseUrl, email, 'INFLUENCER');
    firstPersonToken ||= tokens.accessToken;
  }
  const visitUrl = `${server.baseUrl}/docs/lanterns`;
  splitQuest = await createQuestDraft(server.baseUrl, ownerToken, { title: splitTitle, reward: '1', visitUrl });
  topQuest = await createQuestDraft(server.baseUrl, ownerToken, { title: topTitle, reward: '1', visitUrl });
  emptyBrandId = await activeBrandThroughApi(server.baseUrl, ownerToken, `Lantern makers ${suffix}`);
  expect(await server.credit(brandEmail, '100')).toContain('credited 100');
}, 600_000);
afterAll(async () => {
  await server?.close();
});

const howItPays = (page: Page) => page.getByTestId('how-it-pays').textContent();

/** Waits until the quest's pool is settled (its job pays after the end; under CI's load that can take a while). */
async function settled(questId: string) {
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${server.baseUrl}/api/v1/quests/${questId}/distribution`);
        return ((await answer.json()) as { state?: string }).state;
      },
      { timeout: 200_000, interval: 1_000 },
    )
    .toBe('SETTLED');
}

/** Once the pool is settled, the quest page, loaded again (its rendering may be kept a few seconds), says `text`. */
async function untilPageSays(page: Page, questId: string, text: string) {
  await settled(questId);
  await expect
    .poll(
      async () => {
        await page.reload();
        const card = page.getByTestId('how-it-pays');
        // Drawn in a task after the page starts: wait for it, and try again with a new load if it does not come.
        const shown = await card.waitFor({ timeout: 20_000 }).then(
          () => true,
          () => false,
        );
        return shown ? howItPays(page) : '';
      },
      { timeout: 120_000, interval: 3_000 },
    )
    .toContain(text);
}

describe('equal split and top N', () => {
  it('the brand chooses the mode on the create page, at 375 px (equal split) and 1280 px (top N)', async () => {
    // A brand with no draft yet: the card says what brings the choice.
    const { page } = await newPage(browser, server.baseUrl, 375);
    await signInFromHome(page, brandEmail);
    await page.goto(`/brands-dashboard/brands/${emptyBrandId}/create-quest`);
    await page
      .getByTestId('distribution-settings')
      .getByText('once the quest is saved: give it a title first')
      .waitFor();
    await screenshot(page, 'distribution-create-before-draft-375');

    // The create page resumes the brand's newest draft, whose card offers the modes.
    await page.goto(`/brands-dashboard/brands/${splitQuest.brandId}/create-quest`);
    const card = page.getByTestId('distribution-settings');
    await card.getByLabel('Equal split').check();
    await expect
      .poll(() => card.getByTestId('pays-sentence').textContent())
      .toContain('Everyone who completes before the end shares the pool equally');
    await card.getByRole('button', { name: 'Save how it pays' }).click();
    await page.getByText('Saved: the quest pays by Equal split.').waitFor();
    await screenshot(page, 'distribution-create-equal-split-375');
    await page.context().close();

    // The top N quest is the newest draft of its own brand (createQuestDraft makes one brand per draft).
    const wide = await newPage(browser, server.baseUrl, 1280);
    await signInFromHome(wide.page, brandEmail);
    await wide.page.goto(`/brands-dashboard/brands/${topQuest.brandId}/create-quest`);
    const topCard = wide.page.getByTestId('distribution-settings');
    await topCard.getByLabel('Top N').check();
    await topCard.getByLabel('Ranked by').selectOption('TIME');
    await topCard.getByLabel('Tokens each').fill('12');
    await topCard.getByRole('button', { name: 'Add a line' }).click();
    await topCard.getByLabel('Places').nth(1).fill('2');
    await topCard.getByLabel('Tokens each').nth(1).fill('4');
    await expect
      .poll(() => topCard.getByTestId('prize-total').textContent())
      .toBe('Total: 20 QDT. Publish with exactly this amount.');
    await topCard.getByRole('button', { name: 'Save how it pays' }).click();
    await wide.page.getByText('Saved: the quest pays by Top N.').waitFor();
    await screenshot(wide.page, 'distribution-create-top-n-1280');
    await wide.context.close();
  });

  it('two people complete both; each page says how it pays before and after the end, and the brand sees who got what', async () => {
    await publishThroughApi(server.baseUrl, ownerToken, splitQuest.id, '10');
    await publishThroughApi(server.baseUrl, ownerToken, topQuest.id, '20');
    const pages: Page[] = [];
    // The first person completes both first: first place of the top N.
    for (const email of people) {
      const { page } = await newPage(browser, server.baseUrl, pages.length === 0 ? 1280 : 375);
      await signInFromHome(page, email);
      await completeQuestThroughUi(page, topTitle, `Fastest lanterns ${suffix}`);
      await expect
        .poll(() => page.getByTestId('reward-state').textContent())
        .toBe('Paid automatically when the quest ends');
      expect(await howItPays(page)).toContain('The first to complete win the prizes below');
      await completeQuestThroughUi(page, splitTitle, `Shared lanterns ${suffix}`);
      expect(await page.getByRole('button', { name: /^Claim/ }).count()).toBe(0);
      expect(await howItPays(page)).toContain('shares the pool equally');
      pages.push(page);
    }
    const [first, second] = pages as [Page, Page];
    await screenshot(first, 'distribution-equal-split-before-end-1280');

    await endQuestThroughApi(server.baseUrl, ownerToken, splitQuest.id);
    await untilPageSays(first, splitQuest.id, '10 QDT ÷ 2 people = 5 QDT each');
    expect(await howItPays(first)).toContain('You received 5 QDT.');
    await screenshot(first, 'distribution-equal-split-after-end-1280');
    // The person's public page lists the quest with what they won from its pool.
    const profile = await fetch(`${server.baseUrl}/api/v1/users/profile`, {
      headers: { authorization: `Bearer ${firstPersonToken}` },
    });
    const { username } = (await profile.json()) as { username: string };
    await first.goto(`/users/${username}`);
    const line = first.getByRole('listitem').filter({ has: first.getByRole('link', { name: splitTitle }) });
    await expect.poll(() => line.textContent()).toContain('Won from the prize pool');
    expect(await line.textContent()).toContain('5 QDT');
    await screenshot(first, 'distribution-completed-pool-won-1280');

    await endQuestThroughApi(server.baseUrl, ownerToken, topQuest.id);
    await second.goto('/quests');
    await second.getByLabel('Search').fill(`Fastest lanterns ${suffix}`);
    await second.waitForURL((url) => url.searchParams.get('q') === `Fastest lanterns ${suffix}`);
    // Its card says what the pool holds (a pooled quest has no reward per participant).
    const card = second.getByRole('article').filter({ has: second.getByRole('link', { name: topTitle }) });
    expect((await card.textContent())?.replace(/\s+/g, ' ')).toContain('Prize pool20 QDT');
    await second.getByRole('link', { name: topTitle }).click();
    await untilPageSays(second, topQuest.id, 'You received 4 QDT.');
    expect(await howItPays(second)).toContain('16 QDT paid to 2 people; 4 QDT went back to the brand.');
    const paidList = await second.getByTestId('pays-winners').getByRole('listitem').allTextContents();
    expect(paidList).toHaveLength(2);
    expect(paidList[0]).toMatch(/^1\. [0-9a-f]+: 12 QDT$/);
    expect(paidList[1]).toMatch(/^2\. [0-9a-f]+: 4 QDT\(you\)$/);
    await screenshot(second, 'distribution-top-n-after-end-375');

    // The brand's statistics say per mode who was paid and what went back; the payouts file says who got what and why.
    const { page } = await newPage(browser, server.baseUrl, 1280);
    await signInFromHome(page, brandEmail);
    for (const [quest, says, rows] of [
      [topQuest, '16 QDT paid to 2 people; 4 QDT went back to your balance.', [['1', '12', 'ranked 1 by TIME']]],
      [splitQuest, '10 QDT paid to 2 people; 0 QDT went back to your balance.', [['1', '5', 'equal share']]],
    ] as const) {
      await page.goto(`/brands-dashboard/quests/${quest.id}`);
      await expect.poll(() => page.getByTestId('pool-statistics').textContent()).toContain(says);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Payouts' }).click();
      const csv = await readFile((await (await download).path()) ?? '', 'utf8');
      const lines = csv.trim().split('\n');
      expect(lines).toHaveLength(3);
      const [place, amount, why] = rows[0];
      expect(lines[1]).toMatch(new RegExp(`^${place},.*,${amount},${why}`));
    }
    await screenshot(page, 'distribution-brand-statistics-1280');
  });
});
