import { randomBytes } from 'node:crypto';
import { badgesApi } from '@questboard/contract/badges';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  jwtVerify,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { testEnv } from '../../../../test/helpers/test-env';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { signingKeys, userBadges } from '../../db/schema/badges';

let t: TestApp;
const instances: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await t.close();
});

/** The server started again (or another instance) on the same database, with its own settings. */
async function restarted(env: Record<string, string> = {}, logStream?: { write(line: string): void }) {
  const app = await buildApp(loadConfig(testEnv(env)), t.app.ctx.database, { logStream });
  instances.push(app);
  await app.ready();
  return app;
}

/** A badge held by a new person. */
async function anAward(): Promise<string> {
  const { user } = await buildUser(t.app);
  const [award] = await t.app.ctx.db
    .insert(userBadges)
    .values({ userId: user.id, badge: 'FIRST_QUEST', kind: 'FIRST_QUEST' })
    .returning({ id: userBadges.id });
  if (!award) throw new Error('fixture');
  return award.id;
}

async function credentialOf(app: FastifyInstance, awardId: string): Promise<string> {
  const page = await apiOf(app)(badgesApi.award, { params: { id: awardId } });
  expect(page.statusCode, page.body).toBe(200);
  return page.json().credential;
}

async function publishedKeys(app: FastifyInstance): Promise<JSONWebKeySet> {
  const published = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
  expect(published.statusCode).toBe(200);
  return published.json();
}

const verify = (credential: string, jwks: JSONWebKeySet) =>
  jwtVerify(credential, createLocalJWKSet(jwks), { algorithms: ['EdDSA'] });

const storedKeys = () =>
  t.app.ctx.db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));

describe('the badge signing key at rest', () => {
  it('is stored sealed, and credentials issued before and after a restart verify with the published keys', async () => {
    const before = await credentialOf(t.app, await anAward());

    const rows = await storedKeys();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.privateJwk).toBeNull();
      expect(row.sealedPrivateJwk).toMatch(/^v1\./);
      expect(JSON.stringify(row)).not.toMatch(/"d"/);
    }

    const again = await restarted();
    const after = await credentialOf(again, await anAward());
    const jwks = await publishedKeys(again);
    const [checkedBefore, checkedAfter] = await Promise.all([verify(before, jwks), verify(after, jwks)]);
    expect(checkedAfter.protectedHeader.kid).toBe(checkedBefore.protectedHeader.kid);
    expect(jwks.keys.map((key) => key.kid)).toContain(checkedAfter.protectedHeader.kid);
  });

  it('stored in clear by an earlier version, is sealed in place on first load (once, by instances starting together) and still signs', async () => {
    const earlier = await credentialOf(t.app, await anAward());
    // An Ed25519 key as rows held it before keys were sealed, older than every stored key (so it is the one that signs).
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const privateJwk = { ...(await exportJWK(privateKey)), kid };
    const [oldest] = await storedKeys();
    await t.app.ctx.db.insert(signingKeys).values({
      kid,
      publicJwk: { ...publicJwk, kid, alg: 'EdDSA', use: 'sig' },
      privateJwk,
      createdAt: new Date((oldest?.createdAt.getTime() ?? Date.now()) - 60_000),
    });

    const awardId = await anAward();
    const [one, two] = await Promise.all([restarted(), restarted()]);
    const [fromOne, fromTwo] = await Promise.all([credentialOf(one, awardId), credentialOf(two, awardId)]);
    expect(decodeProtectedHeader(fromOne).kid).toBe(kid);
    expect(fromTwo).toBe(fromOne);

    const [row] = await t.app.ctx.db.select().from(signingKeys).where(eq(signingKeys.kid, kid));
    expect(row?.privateJwk).toBeNull();
    expect(row?.sealedPrivateJwk).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(privateJwk.d);

    // Started again on the sealed row: the same key signs (Ed25519 is deterministic: the very same token).
    const third = await restarted();
    expect(await credentialOf(third, awardId)).toBe(fromOne);
    const jwks = await publishedKeys(third);
    await expect(verify(fromOne, jwks)).resolves.toBeTruthy();
    await expect(verify(earlier, jwks)).resolves.toBeTruthy();
  });

  it('sealed under another SOCIAL_TOKEN_KEY, refuses to sign with an error naming the setting, makes no new key, and keeps publishing the keys', async () => {
    const issued = await credentialOf(t.app, await anAward());
    const keysBefore = await publishedKeys(t.app);
    const wrongKey = randomBytes(32).toString('base64url');
    const logLines: string[] = [];
    const wrong = await restarted(
      { SOCIAL_TOKEN_KEY: wrongKey, LOG_LEVEL: 'error' },
      { write: (line) => void logLines.push(line) },
    );

    const refused = await apiOf(wrong)(badgesApi.award, { params: { id: await anAward() } });
    expect(refused.statusCode).toBe(500);
    const logged = logLines.join('\n');
    expect(logged).toMatch(/badge signing key \S+ cannot be unsealed with this server's SOCIAL_TOKEN_KEY/);
    expect(logged).not.toContain(wrongKey);
    expect(logged).not.toContain(t.app.ctx.config.social.tokenKey);

    const jwks = await publishedKeys(wrong);
    expect(jwks).toEqual(keysBefore);
    await expect(verify(issued, jwks)).resolves.toBeTruthy();
    expect((await storedKeys()).map((row) => row.kid)).toEqual(keysBefore.keys.map((key) => key.kid));
  });
});
