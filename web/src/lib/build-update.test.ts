import { describe, expect, it } from 'vitest';
import { checkForUpdate, isUpdateAvailable, onUpdateAvailable } from './build-update';

/** A fetch that answers each URL by its path, recording what was asked. */
function server(files: Record<string, unknown>, urls: string[] = []) {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const body = files[url.split('?')[0] ?? ''];
    return body === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(body));
  }) as typeof fetch;
}

describe('build update check', () => {
  it('flags only a different, newer build whose meta file is deployed, and tells the listeners once', async () => {
    const urls: string[] = [];
    const current = { id: __BUILD_ID__, timestamp: __BUILD_TIMESTAMP__ };
    expect(await checkForUpdate(server({ '/builds/latest.json': current }, urls))).toBe(false);
    expect(urls[0]).toMatch(/^\/builds\/latest\.json\?t=\d+$/);

    const older = { id: 'older', timestamp: __BUILD_TIMESTAMP__ - 1 };
    expect(await checkForUpdate(server({ '/builds/latest.json': older, '/builds/meta/older.json': older }))).toBe(
      false,
    );
    const newer = { id: 'newer', timestamp: __BUILD_TIMESTAMP__ + 1 };
    expect(await checkForUpdate(server({ '/builds/latest.json': newer }))).toBe(false);

    let told = 0;
    const stop = onUpdateAvailable(() => {
      told += 1;
    });
    const deployed = server({ '/builds/latest.json': newer, '/builds/meta/newer.json': newer });
    expect(await checkForUpdate(deployed)).toBe(true);
    expect(await checkForUpdate(deployed)).toBe(true);
    expect(isUpdateAvailable()).toBe(true);
    expect(told).toBe(1);
    stop();
  });
});
