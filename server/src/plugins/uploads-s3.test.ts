import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { usersApi } from '@questboard/contract/users';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { apiOf } from '../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const BUCKET = 'questboard-uploads';
let s3: S3rver;
let one: TestApp;
let two: TestApp;
const folder = mkdtempSync(join(tmpdir(), 'qb-s3-'));

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  const env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'test',
  };
  // Two instances, each with its own disk (DATA_DIR) and database: only the bucket is shared.
  [one, two] = await Promise.all([
    createTestApp({ ...env, DATA_DIR: join(folder, 'one') }),
    createTestApp({ ...env, DATA_DIR: join(folder, 'two') }),
  ]);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('uploads in an S3-compatible bucket', () => {
  it('serves a file uploaded through one instance from the other', async () => {
    const { headers } = await buildUser(one.app);
    const picture = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#22aa66' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    const uploaded = await apiOf(one.app)(usersApi.uploadAvatar, { body: form, headers });
    expect(uploaded.statusCode).toBe(200);
    const avatar = uploaded.json().avatar ?? '';
    expect(avatar).toMatch(/^\/uploads\/avatars\/.+\.png$/);

    const served = await two.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 48, height: 48 });

    const again = await one.app.inject({
      method: 'GET',
      url: avatar,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a file that is not there or a path that climbs out', async () => {
    for (const url of ['/uploads/avatars/nobody/none.png', '/uploads/..%2F..%2Fsecret', '/uploads/']) {
      const response = await two.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
