import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestDraft, publishThroughApi, signUpThroughApi } from './helpers/api';
import { uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { type FundableServer, startFundableServer } from './helpers/server';

// Issue 36 item 6: a French reader meets no English — quiz feedback, invitation titles, history rows — the token
// has one name (QDT) everywhere, and the Status select shows its whole label.
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Lanternes ${suffix}`;
let server: FundableServer;
const browser = useBrowser();
type Tokens = { accessToken: string; refreshToken: string };
let owner: Tokens;
let influencer: Tokens;
let questId: string;

async function call(path: string, token: string, json?: unknown) {
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

beforeAll(async () => {
  server = await startFundableServer('french');
  const email = uniqueEmail();
  owner = await signUpThroughApi(server.baseUrl, email, 'BUSINESS');
  const quest = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '10',
    visitUrl: 'https://example.com/lanternes',
  });
  questId = quest.id;
  await server.credit(email, '100');
  await publishThroughApi(server.baseUrl, owner.accessToken, quest.id, '50');
  influencer = await signUpThroughApi(server.baseUrl, uniqueEmail(), 'INFLUENCER');
  const me = await call('/users/profile', influencer.accessToken);
  // The usual title is left out: each reader sees it in their own language.
  await call(`/quests/${questId}/invite-influencer`, owner.accessToken, { userId: me.id, message: 'Venez !' });
});
afterAll(async () => {
  await server?.close();
});

async function frenchPage(width: number, tokens: Tokens | null): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await newPage(browser, server.baseUrl, width);
  await page.goto('/');
  await page.evaluate((value) => {
    localStorage.setItem('language', 'fr');
    if (value) localStorage.setItem('tokens', value);
  }, tokens && JSON.stringify(tokens));
  return { page, close: () => context.close() };
}

describe.each([375, 1280])('in French at %i px', (width) => {
  it('shows the whole Status label and QDT as the reward’s unit', async () => {
    const { page, close } = await frenchPage(width, null);
    await page.goto('/quests');
    await page.getByTestId('quest-card').first().waitFor();
    const status = page.getByLabel('Statut');
    expect(await status.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe('Toutes les quêtes');
    // The label's width in the select's own font fits inside it, beside its padding and its arrow (16 px and more).
    const room = await status.evaluate((el: HTMLSelectElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(el.selectedOptions[0]?.text ?? '').width;
      return el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - text;
    });
    expect(room).toBeGreaterThanOrEqual(16);
    expect(await page.getByTestId('quest-card').first().textContent()).toMatch(/\d\s*QDT/);
    await screenshot(page, `french-quests-${width}`);
    await close();
  });

  it('words a wrong quiz answer and the invitation’s usual title in French', async () => {
    const { page, close } = await frenchPage(width, influencer);
    await page.goto(`/quests/${questId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    if (width === 375) {
      await page.getByRole('button', { name: 'Commencer la quête' }).click();
      await page.getByLabel('A wallet').check();
      await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
      await page.getByText('Ce n’est pas la bonne réponse. Encore 1 essai.').waitFor();
    } else {
      await page.getByText('Ce n’est pas la bonne réponse. Encore 1 essai.').waitFor();
    }
    expect(await page.getByText(/not the right answer|try left/).count()).toBe(0);
    await page.getByTestId('condition-note').scrollIntoViewIfNeeded();
    await screenshot(page, `french-quiz-${width}`);
    await page.goto('/dashboard');
    await page.getByText(`Rejoignez ${title}`).first().waitFor();
    expect(await page.getByText(`Join ${title}`).count()).toBe(0);
    await screenshot(page, `french-invites-${width}`);
    await close();
  });

  it('names every movement of the history in French, with QDT amounts', async () => {
    const { page, close } = await frenchPage(width, owner);
    await page.goto('/settings/wallet');
    await page.getByText('Financement de quête').first().waitFor();
    await page.getByText('Frais de plateforme').first().waitFor();
    const history = (await page.getByRole('tabpanel').textContent()) ?? '';
    expect(history).toMatch(/QDT/);
    expect(history).not.toMatch(/withdrawal fee|Quest funding|Platform fee|Tokens|Jetons|jetons/);
    await screenshot(page, `french-history-${width}`);
    await close();
  });
});
