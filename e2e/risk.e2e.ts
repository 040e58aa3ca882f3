import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestDraft, publishThroughApi, signInThroughApi, signUpThroughApi } from './helpers/api';
import { signInThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { completeQuestThroughUi } from './helpers/participation';
import { type FundableServer, startFundableServer } from './helpers/server';

// Its own server: publishing needs a funded owner, and a claim scored 30 or more asks for the bot check here.
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Harbour beacon ${suffix}`;
let server: FundableServer;
const browser = useBrowser();
const ownerEmail = uniqueEmail();
const personEmail = uniqueEmail();
let questId = '';

beforeAll(async () => {
  server = await startFundableServer('risk', { RISK_BOT_CHECK_SCORE: '30' });
  const owner = await signUpThroughApi(server.baseUrl, ownerEmail, 'BUSINESS');
  const quest = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '10',
    visitUrl: 'https://example.com/beacons',
  });
  questId = quest.id;
  await server.credit(ownerEmail, '100');
  const tokens = await signInThroughApi(server.baseUrl, ownerEmail);
  await publishThroughApi(server.baseUrl, tokens.accessToken, questId, '50');
  await signUpThroughApi(server.baseUrl, personEmail, 'INFLUENCER');
}, 600_000);
afterAll(async () => {
  await server?.close();
});

async function setMaximum(max: string, width: number) {
  const brand = await newPage(browser, server.baseUrl, width);
  await brand.page.goto('/');
  await brand.page.getByRole('button', { name: 'Sign in' }).first().click();
  await signInThroughUi(brand.page, ownerEmail);
  await brand.page.goto(`/brands-dashboard/quests/${questId}`);
  const panel = brand.page.getByTestId('risk-panel');
  await panel.getByLabel('Maximum score paid (empty: none)').fill(max);
  await panel.getByRole('button', { name: 'Save maximum' }).click();
  await brand.page.getByText('Maximum saved').waitFor();
  return { brand, panel };
}

describe('the risk score on screen', () => {
  it('a new person reads their score and why at 375 px; the brand reads it at 1280 px; a high score claims through the bot check', async () => {
    const first = await setMaximum('20', 1280);
    await first.brand.context.close();

    const person = await newPage(browser, server.baseUrl, 375);
    await person.page.goto('/');
    await person.page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(person.page, personEmail);
    await completeQuestThroughUi(person.page, title, `beacon ${suffix}`);
    const mine = person.page.getByTestId('my-risk');
    // Completed in seconds: the card, refreshed by the completion, weighs it.
    await expect.poll(() => mine.textContent()).toContain('faster than a person can');
    const text = (await mine.textContent()) ?? '';
    expect(text).toContain('This quest pays up to a score of 20.');
    expect(text).toContain("Your score is above this quest's maximum");
    expect(text).toContain('Your account is 0 day(s) old');
    expect(text).toContain('connect a network or prove a wallet');
    await mine.getByRole('button', { name: 'Ask the brand to review' }).waitFor();
    const score = Number(/Your risk score: (\d+)/.exec(text)?.[1]);
    expect(score).toBeGreaterThanOrEqual(30);
    await mine.scrollIntoViewIfNeeded();
    await screenshot(person.page, 'risk-mine-375');

    const { brand, panel } = await setMaximum('100', 1280);
    const item = panel.getByTestId('risk-item');
    await expect.poll(() => item.textContent()).toContain(`Score ${score}`);
    expect(await item.textContent()).toContain('Account 0 day(s) old');
    // The task results list says the same once the maximum changed: no longer above it.
    const results = brand.page.getByTestId('all-task-results');
    await expect.poll(() => results.textContent()).toContain(`Risk ${score}`);
    await expect.poll(() => results.textContent()).not.toContain('above maximum');
    await screenshot(brand.page, 'risk-panel-1280');
    await brand.page.setViewportSize({ width: 375, height: 800 });
    await screenshot(brand.page, 'risk-panel-375');
    await brand.context.close();

    // Under the maximum now, but scored 30 or more: the server asks for the bot check, the page solves it and claims.
    await person.page.reload();
    await expect.poll(() => mine.textContent()).toContain("Your score is within this quest's maximum.");
    await person.page.getByRole('button', { name: /^Claim 10/ }).click();
    await person.page.getByText(/You claimed 10/).waitFor();
    await screenshot(person.page, 'risk-claimed-375');
    await person.context.close();
  });
});
