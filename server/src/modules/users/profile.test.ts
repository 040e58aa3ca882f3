import type { BodyOf } from '@questboard/contract/endpoint';
import type { ErrorBody } from '@questboard/contract/errors';
import { usersApi } from '@questboard/contract/users';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);
const put = (body: BodyOf<typeof usersApi.updateProfile>, headers: Record<string, string>) =>
  api(usersApi.updateProfile, { headers, body });

describe('PUT /users/profile', () => {
  it('updates the given fields and keeps the others', async () => {
    const { headers } = await buildUser(t.app);
    await put({ displayName: 'Jane', bio: 'Hi' }, headers);
    const response = await put({ type: 'BUSINESS' }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'BUSINESS', displayName: 'Jane', bio: 'Hi' });
  });

  it('stores any other type as INFLUENCER', async () => {
    const { headers } = await buildUser(t.app, { type: 'BUSINESS' });
    expect((await put({ type: 'ADMIN' }, headers)).json().type).toBe('INFLUENCER');
  });

  it('accepts an EVM address in lower case and stores it checksummed; refuses a bad checksum', async () => {
    const { headers } = await buildUser(t.app);
    const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const ok = await put({ cryptoAddress: checksummed.toLowerCase() }, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().cryptoAddress).toBe(checksummed);
    const badChecksum = await put({ cryptoAddress: '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, headers);
    expect(badChecksum.statusCode).toBe(400);
    expect(badChecksum.json<ErrorBody>().message).toContain('EVM address');
    expect((await put({ cryptoAddress: '0x123' }, headers)).statusCode).toBe(400);
    expect((await put({ cryptoAddress: '' }, headers)).json().cryptoAddress).toBeNull();
  });

  it('refuses a username someone else has, in any letter case, and changes nothing', async () => {
    const other = await buildUser(t.app);
    const me = await buildUser(t.app);
    const response = await put({ username: other.user.username.toUpperCase(), displayName: 'Changed' }, me.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().code).toBe('USERNAME_TAKEN');
    const profile = await api(usersApi.profile, { headers: me.headers });
    expect(profile.json()).toMatchObject({ username: me.user.username, displayName: null });
  });

  it('needs a session', async () => {
    expect((await put({ bio: 'x' }, {})).statusCode).toBe(401);
  });
});

describe('GET /users/username/check and /users/get-user', () => {
  it('tells whether a username is free', async () => {
    const { user, headers } = await buildUser(t.app);
    const check = (username: string, h: Record<string, string> = {}) =>
      api(usersApi.usernameCheck, { query: { username }, headers: h });
    expect((await check(user.username.toUpperCase())).json()).toEqual({ available: false });
    expect((await check(user.username, headers)).json()).toEqual({ available: true });
    expect((await check('brand_new_name_42')).json()).toEqual({ available: true });
    expect((await check('no')).statusCode).toBe(400);
  });

  it('shows public fields only, by id or by username', async () => {
    const { user } = await buildUser(t.app);
    for (const key of [user.id, user.username]) {
      const response = await api(usersApi.getUser, { query: { userKey: key } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, username: user.username });
      expect(response.json()).not.toHaveProperty('email');
      expect(response.json()).not.toHaveProperty('cryptoAddress');
    }
    const missing = await api(usersApi.getUser, { query: { userKey: 'nobody_here' } });
    expect(missing.statusCode).toBe(404);
  });

  it('does not show accounts that are not activated', async () => {
    const { user } = await buildUser(t.app, { activated: false });
    const response = await api(usersApi.getUser, { query: { userKey: user.id } });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /users/upload-avatar', () => {
  const upload = (headers: Record<string, string>, data: Buffer, filename: string, type = 'image/png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
    return api(usersApi.uploadAvatar, { headers, body: form });
  };
  const image = (format: 'png' | 'jpeg' | 'gif', size = 64) =>
    sharp({ create: { width: size, height: size, channels: 3, background: '#3355ff' } })
      .toFormat(format)
      .toBuffer();

  it.each(['png', 'jpeg', 'gif'] as const)('stores a re-encoded %s and serves it', async (format) => {
    const { headers } = await buildUser(t.app);
    const original = Buffer.concat([await image(format), Buffer.from('trailing payload')]);
    const response = await upload(headers, original, `me.${format}`, `image/${format}`);
    expect(response.statusCode).toBe(200);
    const avatar = response.json().avatar ?? '';
    expect(avatar).toMatch(/^\/uploads\/avatars\/.+\.(png|jpg|gif)$/);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    const stored = served.rawPayload;
    expect(stored.includes(Buffer.from('trailing payload'))).toBe(false);
  });

  it('judges by content: a text file named .png is refused with a readable 400', async () => {
    const { headers } = await buildUser(t.app);
    const response = await upload(headers, Buffer.from('<?php echo "hi"; ?>'), 'avatar.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('refuses other image types such as webp', async () => {
    const { headers } = await buildUser(t.app);
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await upload(headers, webp, 'a.gif', 'image/gif')).statusCode).toBe(400);
  });

  it('refuses a file over 5,000,000 bytes with 413', async () => {
    const { headers } = await buildUser(t.app);
    const big = Buffer.concat([await image('png'), Buffer.alloc(5_000_001)]);
    const response = await upload(headers, big, 'big.png');
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().message).toContain('5,000,000');
  });

  it('needs a file, a session and a multipart body', async () => {
    const { headers } = await buildUser(t.app);
    expect((await upload({}, await image('png'), 'a.png')).statusCode).toBe(401);
    // Raw: a JSON body where the contract's types want a form.
    const json = await raw('POST', '/users/upload-avatar', headers, {});
    expect(json.statusCode).toBe(415);
    const empty = await api(usersApi.uploadAvatar, { headers, body: new FormData() });
    expect(empty.statusCode).toBe(400);
  });
});
