import { describe, expect, inject, it } from 'vitest';
import { registerThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, useBrowser } from './helpers/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('resilience', () => {
  it('reloads once when a route chunk fails, then shows the generic error page instead of looping', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.resourceType() === 'document') {
        documents.push(new URL(request.url()).pathname);
      }
    });
    await page.route(/staking-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staking' }).click();
    await page.getByTestId('server-error').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Internal Server Error');
    expect(documents).toEqual(['/', '/staking']);
    await context.close();
  });

  it('checks avatar type before sending, and uploads a valid image', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/users/upload-avatar')) uploads.push(request.method());
    });
    await registerThroughUi(page, baseUrl, uniqueEmail());
    await page.goto('/settings');
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Only JPEG, PNG or GIF images are accepted').waitFor();
    expect(uploads).toEqual([]);
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByText('Avatar updated').waitFor();
    expect(uploads).toEqual(['POST']);
    const src = await page.locator('main img').first().getAttribute('src');
    expect(src).toMatch(/^\/uploads\//);
    await context.close();
  });
});
