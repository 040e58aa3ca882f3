import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTelegramLogin } from '../test/fakes/social/telegram-login';
import { signUpThroughApi } from './helpers/api';
import { signInThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { freePort, type RunningServer, startServer } from './helpers/server';

// Its own server with a Telegram bot configured; Telegram's widget is played by the test (no internet here).
const BOT_TOKEN = '987654:e2e-telegram-bot-token';
const dataDir = mkdtempSync(join(tmpdir(), 'questboard-e2e-telegram-'));
const email = uniqueEmail();
const browser = useBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(await freePort(), dataDir, {
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: 'questboard_e2e_bot',
  });
  await signUpThroughApi(server.baseUrl, email, 'INFLUENCER');
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Telegram', () => {
  it('connects through the Telegram login widget on a phone, and the account shows in settings', async () => {
    const { page, context } = await newPage(browser, server.baseUrl, 375);
    // What Telegram's widget does once the person confirms: calls back with the answer signed for our bot.
    const answer = { id: 5550001, first_name: 'Ada', username: 'ada_tg', auth_date: Math.floor(Date.now() / 1000) };
    const signed = { ...answer, hash: signTelegramLogin(BOT_TOKEN, answer) };
    let widgetBot: string | null = null;
    await page.route('https://telegram.org/js/**', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `const me = document.currentScript;
          window.__widgetBot = me && me.dataset.telegramLogin;
          window.questboardTelegramAuth(${JSON.stringify(signed)});`,
      }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signInThroughUi(page, email);
    await page.goto('/settings/socials-connect');
    await expect.poll(() => page.getByTestId('social-TELEGRAM').textContent(), { timeout: 60_000 }).toBe('@ada_tg');
    widgetBot = await page.evaluate(() => (window as unknown as { __widgetBot?: string }).__widgetBot ?? null);
    expect(widgetBot).toBe('questboard_e2e_bot');
    await screenshot(page, 'telegram-connected-375');
    await context.close();
  });
});
