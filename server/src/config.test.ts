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
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env, fresh())).toThrow(ConfigError);
    expect(() => loadConfig(env, fresh())).toThrow(variable);
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
