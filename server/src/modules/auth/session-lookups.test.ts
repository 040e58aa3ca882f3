import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { SessionLookups } from './session-lookups';
import { SessionsService } from './sessions.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionOf = (accessToken: string): string =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sid;

describe('session lookups', () => {
  it('answers each of many concurrent lookups on its own: open, revoked, someone else’s, unknown, malformed', async () => {
    const lookups = new SessionLookups(t.app.ctx.db, 1);
    const [open, revoked, other] = await Promise.all([buildUser(t.app), buildUser(t.app), buildUser(t.app)]);
    const revokedSession = sessionOf(revoked.tokens.accessToken);
    await new SessionsService(t.app.ctx.db, t.app.ctx.accessTokens).revoke(revokedSession);
    const openSession = sessionOf(open.tokens.accessToken);

    const found = await Promise.all([
      lookups.find(openSession, open.user.id),
      lookups.find(revokedSession, revoked.user.id),
      lookups.find(openSession, other.user.id),
      lookups.find(randomUUID(), open.user.id),
      lookups.find('not-a-uuid', open.user.id),
      lookups.find(openSession.toUpperCase(), open.user.id),
      lookups.find(openSession, open.user.id),
    ]);
    expect(found.map((user) => user?.id ?? null)).toEqual([
      open.user.id,
      null,
      null,
      null,
      null,
      open.user.id,
      open.user.id,
    ]);
    expect(found[0]?.createdAt).toBeInstanceOf(Date);
    expect(found[0]).not.toBe(found[6]);
  });
});
