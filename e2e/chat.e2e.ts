import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@questboard/contract/chat';
import type { Profile } from '@questboard/contract/users';
import type { Page, WebSocketRoute } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { describe, expect, inject, it } from 'vitest';
import { registerThroughUi, storedTokens, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function signedUp(width = 1280): Promise<{ page: Page; profile: Profile; token: string }> {
  const { page } = await newPage(browser, baseUrl, width);
  await registerThroughUi(page, baseUrl, uniqueEmail());
  const token = (await storedTokens(page))?.accessToken ?? '';
  const response = await fetch(`${baseUrl}/api/v1/users/profile`, { headers: { authorization: `Bearer ${token}` } });
  return { page, profile: (await response.json()) as Profile, token };
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const messages = (page: Page) => page.getByRole('log').getByTestId('message');
const bellCount = (page: Page) => page.getByTestId('notification-count');

/** Sends messages as a plain socket client would, paced under the 10-per-second limit. */
async function sendThroughSocket(token: string, pairUserId: string, texts: string[]): Promise<void> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(baseUrl, {
    transports: ['websocket'],
    auth: { token },
  });
  const ack = <T>(emit: (done: (result: Ack<T>) => void) => void) =>
    new Promise<T>((resolve, reject) => emit((r) => (r.ok ? resolve(r.data) : reject(new Error(r.message)))));
  try {
    const room = await ack<{ id: string }>((done) => socket.emit('getRoom', { pairUserId }, done));
    for (const message of texts) {
      await ack((done) => socket.emit('sendMessage', { roomId: room.id, message }, done));
      await new Promise((r) => setTimeout(r, 120));
    }
  } finally {
    socket.disconnect();
  }
}

describe('live chat on /inbox', () => {
  it('two people message each other live: profile button, unread badge and bell, replies both ways', async () => {
    const alice = await signedUp();
    const bob = await signedUp();

    await bob.page.goto('/inbox');
    await bob.page.getByText('No conversations yet.').waitFor();

    await alice.page.goto(`/users/${bob.profile.username}`);
    await alice.page.getByRole('heading', { name: bob.profile.username }).waitFor();
    await alice.page.getByRole('button', { name: 'Message' }).click();
    await alice.page.waitForURL(/\/inbox\?room=[0-9a-f-]{36}$/);
    await alice.page.getByText(`Say hello to ${bob.profile.username}.`).waitFor();
    await composer(alice.page).fill('Hi Bob, are you joining the quest?');
    await composer(alice.page).press('Enter');
    await messages(alice.page).filter({ hasText: 'Hi Bob, are you joining the quest?' }).waitFor();
    await expect.poll(() => composer(alice.page).inputValue()).toBe('');

    // Bob sees the new room with its unread badge, and the bell counts it, without a reload.
    const room = bob.page.getByTestId('room-item').filter({ hasText: alice.profile.username });
    await room.getByTestId('unread-badge').waitFor();
    expect(await room.getByTestId('unread-badge').locator('[aria-hidden="true"]').textContent()).toBe('1');
    expect(await room.textContent()).toContain('Hi Bob, are you joining the quest?');
    await expect.poll(() => bellCount(bob.page).textContent()).toBe('1');
    await screenshot(bob.page, 'inbox-unread-1280');

    await room.click();
    await messages(bob.page).filter({ hasText: 'Hi Bob, are you joining the quest?' }).waitFor();
    await room.getByTestId('unread-badge').waitFor({ state: 'detached' });
    // Opening the room reads its message notification too.
    await bellCount(bob.page).waitFor({ state: 'detached' });

    // Shift+Enter starts a new line; Enter sends.
    await composer(bob.page).fill('Yes!');
    await composer(bob.page).press('Shift+Enter');
    await composer(bob.page).pressSequentially('See you there.');
    await composer(bob.page).press('Enter');
    await messages(alice.page).filter({ hasText: 'See you there.' }).waitFor();
    expect(await messages(alice.page).last().textContent()).toContain('Yes!\nSee you there.');
    // Alice has the room open: the reply is read there, not counted.
    const aliceRoom = alice.page.getByTestId('room-item').filter({ hasText: bob.profile.username });
    await expect.poll(() => aliceRoom.textContent()).toContain('See you there.');
    expect(await aliceRoom.getByTestId('unread-badge').count()).toBe(0);
    await screenshot(alice.page, 'inbox-conversation-1280');

    // The bell's panel lists the notification and links to the room; Escape and a click outside close it.
    await bob.page.getByTestId('notification-bell').click();
    const panel = bob.page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('link', { name: /New message from/ }).waitFor();
    expect(await panel.getByRole('link', { name: /New message from/ }).getAttribute('href')).toMatch(/^\/inbox\?room=/);
    await screenshot(bob.page, 'notifications-1280');
    await bob.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await bob.page.getByTestId('notification-bell').click();
    await panel.waitFor();
    await bob.page.mouse.click(5, 500);
    await panel.waitFor({ state: 'detached' });

    // Out of the inbox, Alice's next message is counted; "Mark all read" clears it.
    await bob.page.getByRole('button', { name: 'Account' }).click();
    await bob.page.getByRole('link', { name: 'Settings' }).click();
    await bob.page.waitForURL(/\/settings$/);
    // The conversation is gone from the screen, so the app has left the room (it leaves on unmount).
    await composer(bob.page).waitFor({ state: 'detached' });
    await sendThroughSocket(alice.token, bob.profile.id, ['Ping']);
    await expect.poll(() => bellCount(bob.page).textContent()).toBe('1');
    await bob.page.getByTestId('notification-bell').click();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await bellCount(bob.page).waitFor({ state: 'detached' });
  });

  it('loads older messages 10 at a time as the reader scrolls up, keeping their place', async () => {
    const alice = await signedUp();
    const bob = await signedUp(375);
    await sendThroughSocket(
      alice.token,
      bob.profile.id,
      Array.from({ length: 25 }, (_, i) => `Message number ${i + 1}`),
    );

    // Bob's socket runs through a switch the test can cut, to see the app go offline and come back.
    let online = true;
    const sockets: WebSocketRoute[] = [];
    await bob.page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (!online) return ws.close();
      sockets.push(ws);
      ws.connectToServer();
    });

    // On a phone the list shows alone; opening the room shows the conversation with a way back.
    await bob.page.goto('/inbox');
    await bob.page.getByTestId('room-item').click();
    await messages(bob.page).filter({ hasText: 'Message number 25' }).waitFor();
    expect(await bob.page.getByRole('heading', { name: 'Inbox' }).isVisible()).toBe(false);
    await screenshot(bob.page, 'inbox-conversation-375');

    const log = bob.page.getByRole('log');
    const numbered = (n: number) => log.getByText(new RegExp(`Message number ${n}$`));
    const offsetInLog = (n: number) =>
      numbered(n).evaluate(
        (el) => el.getBoundingClientRect().top - (el.closest('[role=log]')?.getBoundingClientRect().top ?? 0),
      );
    // Pages come 10 at a time (a first page shorter than the pane fetches the next one at once).
    await expect.poll(() => messages(bob.page).count()).toBeGreaterThanOrEqual(10);
    const loaded = await messages(bob.page).count();
    expect(loaded % 10).toBe(0);
    const oldest = 26 - loaded;
    await log.evaluate((el) => el.scrollTo({ top: 0 }));
    const placeBefore = await offsetInLog(oldest);
    await expect.poll(() => messages(bob.page).count()).toBe(Math.min(25, loaded + 10));
    // The message the reader was looking at stays where it was instead of jumping down.
    expect(Math.abs((await offsetInLog(oldest)) - placeBefore)).toBeLessThan(40);
    await expect
      .poll(async () => {
        await log.evaluate((el) => el.scrollTo({ top: 0 }));
        return messages(bob.page).count();
      })
      .toBe(25);
    await bob.page.getByText(`This is the start of your conversation with ${alice.profile.username}.`).waitFor();
    expect(await messages(bob.page).first().locator('p').textContent()).toMatch(/Message number 1$/);

    // Offline: the app says so and will not send; back online (reconnection within 5 s), it sends again.
    online = false;
    for (const ws of sockets) await ws.close();
    await bob.page.getByTestId('connection-status').getByText('You are offline. Reconnecting…').waitFor();
    await composer(bob.page).fill('Are you there?');
    expect(await bob.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await screenshot(bob.page, 'inbox-offline-375');
    online = true;
    await bob.page.getByTestId('connection-status').waitFor({ state: 'detached', timeout: 15_000 });
    await composer(bob.page).press('Enter');
    await messages(bob.page).filter({ hasText: 'Are you there?' }).waitFor();

    await bob.page.getByRole('link', { name: 'Back to conversations' }).click();
    await bob.page.getByRole('heading', { name: 'Inbox' }).waitFor();
    await screenshot(bob.page, 'inbox-list-375');

    await bob.page.getByTestId('notification-bell').click();
    await bob.page.getByRole('dialog', { name: 'Notifications' }).getByRole('link').first().waitFor();
    await screenshot(bob.page, 'notifications-375');
    await bob.page.keyboard.press('Escape');
    await bob.page.goto(`/users/${alice.profile.username}`);
    await bob.page.getByRole('button', { name: 'Message' }).waitFor();
    await screenshot(bob.page, 'profile-375');
    // The signed-in header (language, bell, account, menu) fits a 375 px phone.
    expect(await bob.page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});
