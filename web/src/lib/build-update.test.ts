import { describe, expect, it } from 'vitest';
import { checkForUpdate, isUpdateAvailable } from './build-update';

const answer = (body: unknown) => (async () => new Response(JSON.stringify(body))) as typeof fetch;

describe('build update check', () => {
  it('asks for latest.json with a timestamp and flags only a different, newer build', async () => {
    const urls: string[] = [];
    const spy = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ id: __BUILD_ID__, timestamp: __BUILD_TIMESTAMP__ }));
    }) as typeof fetch;
    expect(await checkForUpdate(spy)).toBe(false);
    expect(urls[0]).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(await checkForUpdate(answer({ id: 'older', timestamp: __BUILD_TIMESTAMP__ - 1 }))).toBe(false);
    expect(await checkForUpdate(answer({ id: 'newer', timestamp: __BUILD_TIMESTAMP__ + 1 }))).toBe(true);
    expect(isUpdateAvailable()).toBe(true);
  });
});
