import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestDraft, publishThroughApi, signInThroughApi, signUpThroughApi } from './helpers/api';
import { signInThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { completeQuestThroughUi } from './helpers/participation';
import { type FundableServer, startFundableServer } from './helpers/server';

// Its own server: publishing needs a funded owner, and the ledger command needs the embedded database to itself.
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Veteran lantern ${suffix}`;
let server: FundableServer;
const browser = useBrowser();
const ownerEmail = uniqueEmail();
const personEmail = uniqueEmail();
let questId = '';
let slug = '';
const walletTitle = `Old wallet lantern ${suffix}`;
let walletQuest = { id: '', slug: '' };

beforeAll(async () => {
  server = await startFundableServer('trust');
  const owner = await signUpThroughApi(server.baseUrl, ownerEmail, 'BUSINESS');
  const quest = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '10',
    visitUrl: 'https://example.com/veterans',
  });
  questId = quest.id;
  slug = quest.slug;
  walletQuest = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title: walletTitle,
    reward: '10',
    visitUrl: 'https://example.com/old-wallets',
  });
  await signUpThroughApi(server.baseUrl, personEmail, 'INFLUENCER');
}, 600_000);
afterAll(async () => {
  await server?.close();
});

describe('who may take part', () => {
  it('the brand asks for a 30-day-old account in the builder; a new person sees why at 375 px, appeals, is accepted and claims', async () => {
    const owner = await newPage(browser, server.baseUrl);
    await owner.page.goto('/');
    await owner.page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(owner.page, ownerEmail);
    await owner.page.goto(`/brands-dashboard/quests/${questId}/edit`);
    const settings = owner.page.getByTestId('eligibility-settings');
    await settings.getByRole('button', { name: 'Add a rule' }).click();
    await settings.getByLabel('Value').fill('0');
    await settings.getByRole('alert').waitFor();
    expect(await settings.getByRole('button', { name: 'Save rules' }).isDisabled()).toBe(true);
    await settings.getByLabel('Value').fill('30');
    await settings.getByRole('button', { name: 'Save rules' }).click();
    await owner.page.getByText('Rules saved').waitFor();
    await screenshot(owner.page, 'eligibility-builder-1280');
    await owner.context.close();
    await server.credit(ownerEmail, '100');
    const tokens = await signInThroughApi(server.baseUrl, ownerEmail);
    await publishThroughApi(server.baseUrl, tokens.accessToken, questId, '50');

    const person = await newPage(browser, server.baseUrl, 375);
    await person.page.goto(`/quests/${slug}`);
    await person.page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(person.page, personEmail);
    const rules = person.page.getByTestId('eligibility-rules');
    await expect.poll(() => rules.textContent()).toContain('Your account is 0 days old; this quest needs 30.');
    expect(await rules.textContent()).toContain('An account at least 30 days old');
    expect(await person.page.getByRole('button', { name: 'Start quest' }).isDisabled()).toBe(true);
    await screenshot(person.page, 'eligibility-refused-375');

    await rules.getByRole('button', { name: 'Ask the brand to review' }).click();
    await rules.getByRole('button', { name: 'Send my appeal' }).click();
    await rules.getByText('Say why the brand should let you take part').waitFor();
    await rules.getByLabel('Your message').fill('I ran the lantern walk last year with you.');
    await rules.getByRole('button', { name: 'Send my appeal' }).click();
    await person.page.getByText("Your appeal waits for the brand's decision.").waitFor();
    await screenshot(person.page, 'eligibility-appealed-375');

    const brand = await newPage(browser, server.baseUrl);
    await brand.page.goto('/');
    await brand.page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(brand.page, ownerEmail);
    await brand.page.goto(`/brands-dashboard/quests/${questId}`);
    const appeal = brand.page.getByTestId('appeal-item');
    await expect.poll(() => appeal.textContent()).toContain('I ran the lantern walk last year with you.');
    expect(await appeal.textContent()).toContain('Your account is 0 days old; this quest needs 30.');
    await appeal.getByLabel('Your reason (the person reads it)').fill('We remember you, welcome.');
    await appeal.getByRole('button', { name: 'Accept' }).click();
    await brand.page.getByText('Appeal accepted').waitFor();
    await screenshot(brand.page, 'eligibility-appeals-1280');
    await brand.context.close();

    await person.page.reload();
    await person.page.getByText('The brand accepted your appeal: you may take part.').waitFor();
    expect(await person.page.getByTestId('appeal-status').textContent()).toContain('We remember you, welcome.');
    await completeQuestThroughUi(person.page, title, `lantern ${suffix}`);
    await person.page.getByRole('button', { name: /^Claim 10/ }).click();
    await person.page.getByText(/You claimed 10/).waitFor();
    await screenshot(person.page, 'eligibility-claimed-375');
    await person.context.close();
  });

  it('the brand asks for a 30-day-old wallet on the chain it chooses (Discord is refused: not set up here); a person without a proven wallet reads why at 375 px', async () => {
    const owner = await newPage(browser, server.baseUrl);
    await owner.page.goto('/');
    await owner.page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(owner.page, ownerEmail);
    await owner.page.goto(`/brands-dashboard/quests/${walletQuest.id}/edit`);
    const settings = owner.page.getByTestId('eligibility-settings');
    await settings.getByRole('button', { name: 'Add a rule' }).click();
    await settings.getByLabel('Rule').selectOption({ label: 'Discord member since (days)' });
    await settings.getByLabel('Discord server id').fill('123456789012345678');
    await settings.getByRole('button', { name: 'Save rules' }).click();
    await owner.page.getByText(/Discord is not set up on this Questboard/).waitFor();

    await settings.getByLabel('Rule').selectOption({ label: 'Wallet age (days)' });
    await expect.poll(() => settings.getByLabel('Chain').textContent()).toContain('Questboard development chain');
    await settings.getByLabel('Value').fill('30');
    await settings.getByRole('button', { name: 'Save rules' }).click();
    await owner.page.getByText('Rules saved').waitFor();
    await screenshot(owner.page, 'eligibility-wallet-builder-1280');
    await owner.context.close();
    await server.credit(ownerEmail, '100');
    const tokens = await signInThroughApi(server.baseUrl, ownerEmail);
    await publishThroughApi(server.baseUrl, tokens.accessToken, walletQuest.id, '50');

    const person = await newPage(browser, server.baseUrl, 375);
    await person.page.goto(`/quests/${walletQuest.slug}`);
    await person.page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(person.page, personEmail);
    const rules = person.page.getByTestId('eligibility-rules');
    await expect
      .poll(() => rules.textContent())
      .toContain('A proven wallet whose first transaction on Questboard development chain is at least 30 days old');
    expect(await rules.textContent()).toContain('Prove a wallet address on your Wallet page.');
    expect(await rules.getByRole('link', { name: 'Go to your Wallet page' }).getAttribute('href')).toBe(
      '/settings/wallet',
    );
    expect(await person.page.getByRole('button', { name: 'Start quest' }).isDisabled()).toBe(true);
    await screenshot(person.page, 'eligibility-wallet-refused-375');
    await person.context.close();
  });
});
