import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './helpers/browser';
import { bundlesZod, GUEST_JS_CEILING_BYTES, guestScripts } from './helpers/guest-js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

// A size check, not a timing: the bytes of the built files a guest's browser asked for.
describe('guest JavaScript', () => {
  it('stays under the ceiling (gzip, every script until the network is idle)', async () => {
    const { files, totalBytes } = await guestScripts(browser(), baseUrl);
    expect(files.length).toBeGreaterThan(0);
    const list = files.map((f) => `${f.path} ${(f.bytes / 1024).toFixed(1)} KB`).join('\n');
    expect(totalBytes, `guest JS is ${(totalBytes / 1024).toFixed(1)} KB gzip:\n${list}`).toBeLessThanOrEqual(
      GUEST_JS_CEILING_BYTES,
    );
  });

  it('loads no zod on the quest list (its filters only need the contract patterns)', async () => {
    const { files } = await guestScripts(browser(), baseUrl, '/quests');
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => f.path).filter(bundlesZod)).toEqual([]);
  });
});
