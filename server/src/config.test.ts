import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const fresh = () => mkdtempSync(join(tmpdir(), 'qb-config-'));

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const dir = fresh();
    const config = loadConfig({}, dir);
    expect(config).toMatchObject({ port: 3000, dataDir: join(dir, 'data'), botCheck: { kind: 'altcha' } });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('keeps uploads on disk unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}, fresh()).storage).toEqual({ kind: 'disk' });
    const s3 = loadConfig({ S3_BUCKET: 'up', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'qb' }, fresh()).storage;
    expect(s3).toMatchObject({ kind: 's3', bucket: 'up', forcePathStyle: true, prefix: 'qb/', region: 'us-east-1' });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = fresh();
    const first = loadConfig({ DATA_DIR: dir }, dir).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }, dir).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ BOT_CHECK: 'maybe' }, 'BOT_CHECK'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ BOT_CHECK: 'recaptcha' }, 'RECAPTCHA_SECRET'],
    [{ BOT_CHECK: 'off', NODE_ENV: 'production' }, 'BOT_CHECK'],
    [{ NODE_ENV: 'production', DEV_MAILBOX: 'on', SMTP_URL: 'smtp://mail.test' }, 'DEV_MAILBOX'],
    [{ NODE_ENV: 'production', DEV_CLOCK: 'on', SMTP_URL: 'smtp://mail.test' }, 'DEV_CLOCK'],
    [{ NODE_ENV: 'production', DEV_LEDGER: 'on', SMTP_URL: 'smtp://mail.test' }, 'DEV_LEDGER'],
    [{ NODE_ENV: 'production' }, 'SMTP_URL'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env, fresh())).toThrow(ConfigError);
    expect(() => loadConfig(env, fresh())).toThrow(variable);
  });

  it('keeps the dev mailbox off and trusts no proxy unless told; sessions last 90 days at most', () => {
    const config = loadConfig({}, fresh());
    expect(config.devMailbox).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.sessions).toEqual({ maxAgeSeconds: 90 * 86_400, idleSeconds: 30 * 86_400 });
    expect(loadConfig({ DEV_MAILBOX: 'on' }, fresh()).devMailbox).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }, fresh()).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, fresh()).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('starts in production without SMTP only with sign-up off', () => {
    const config = loadConfig({ NODE_ENV: 'production', SIGN_UP: 'off' }, fresh());
    expect(config.signUpEnabled).toBe(false);
    expect(config.devMailbox).toBe(false);
  });

  it('stops start-up with one clear line naming the variable', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'server/src/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: fresh() },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const lines = (failure?.stderr ?? '').split('\n').filter((line) => line && !line.startsWith('npm warn'));
    expect(lines).toEqual([expect.stringMatching(/^Invalid configuration: PORT /)]);
  });
});
