import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { apiOf } from '../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { cleanImage } from './images';

let t: TestApp;
let huge: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  // 5,000 × 5,000 pixels in a few kilobytes: 100 MB once decoded.
  huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#112233' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const uploadAvatar = (headers: Record<string, string>, data: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'bomb.png');
  return api(usersApi.uploadAvatar, { headers, body: form });
};

describe('image decoding limits', () => {
  it('refuses a small PNG whose dimensions need far more pixels than the target, before decoding it', async () => {
    expect(huge.length).toBeLessThan(200_000);
    await expect(cleanImage(huge, 512)).rejects.toMatchObject({ statusCode: 400, message: /too large/ });
  });

  it('still accepts a phone-sized photo for a small target', async () => {
    const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#446688' } })
      .jpeg()
      .toBuffer();
    const clean = await cleanImage(photo, 512);
    expect((await sharp(clean.data).metadata()).width).toBe(512);
  });

  it('answers 50 concurrent uploads of such a PNG with a clear 400 each, never a 5xx', async () => {
    const { headers } = await buildUser(t.app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => uploadAvatar(headers, huge)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json<ErrorBody>().code).toBe('UNSUPPORTED_FILE_TYPE');
    }
  });
});
