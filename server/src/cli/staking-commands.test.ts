import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { loadPool } from '../modules/staking/staking.repository';

const run = promisify(execFile);
const tsx = join(import.meta.dirname, '../../../node_modules/.bin/tsx');

describe('npm run ledger -- fund-staking / master-chef', () => {
  it('funds the rewards account once per key and sets the emission', async () => {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-staking-')),
      DATABASE_URL: '',
      REDIS_URL: '',
    };
    const cli = (...args: string[]) =>
      run(tsx, ['server/src/cli/ledger.ts', ...args], { env: { ...process.env, ...env } });
    expect((await cli('fund-staking', '500', '--key', 'fund-1')).stdout).toContain('rewards account now 500');
    expect((await cli('fund-staking', '500', '--key', 'fund-1')).stdout).toContain('nothing changed');
    const set = await cli(
      'master-chef',
      '--reward-per-second',
      '0.5',
      '--alloc-point',
      '2',
      '--total-alloc-point',
      '5',
    );
    expect(set.stdout).toContain('0.5 tokens per second, alloc point 2 of 5');
    await expect(cli('fund-staking', '0')).rejects.toMatchObject({
      stderr: expect.stringContaining('positive number'),
    });
    await expect(cli('master-chef', '--alloc-point', '9', '--total-alloc-point', '5')).rejects.toMatchObject({
      stderr: expect.stringContaining('alloc point must be between 0 and the total alloc point'),
    });
    await expect(cli('master-chef', '--reward-per-second', 'lots')).rejects.toMatchObject({
      stderr: expect.stringContaining('--reward-per-second must be a token amount'),
    });

    const database = await openConfiguredDatabase(loadConfig(env));
    const pool = await loadPool(database.db);
    await database.close();
    expect(pool).toMatchObject({ rewardsBalance: 500n * 10n ** 18n, rewardPerSecond: 5n * 10n ** 17n, allocPoint: 2n });
  }, 240_000);
});
