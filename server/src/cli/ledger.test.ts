import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { balanceOf, userAccount } from '../modules/ledger/ledger-accounts';
import { insertUser } from '../modules/users/users.repository';

const run = promisify(execFile);
const tsx = join(import.meta.dirname, '../../../node_modules/.bin/tsx');

describe('npm run ledger -- credit', () => {
  it('credits a user by e-mail, once per key, and refuses bad input', async () => {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-ledger-')),
      DATABASE_URL: '',
      REDIS_URL: '',
    };
    const config = loadConfig(env);
    let database = await openConfiguredDatabase(config);
    const user = await insertUser(database.db, {
      email: 'ops@example.test',
      username: 'ops_user',
      activatedAt: new Date(),
    });
    await database.close();

    const cli = (...args: string[]) =>
      run(tsx, ['server/src/cli/ledger.ts', ...args], { env: { ...process.env, ...env } });
    const first = await cli('credit', 'ops@example.test', '25.5', '--reason', 'pilot deposit', '--key', 'dep-1');
    expect(first.stdout).toContain('credited 25.5 TOKEN; balance now 25.5');
    const again = await cli('credit', 'ops@example.test', '25.5', '--reason', 'pilot deposit', '--key', 'dep-1');
    expect(again.stdout).toContain('nothing changed');
    // Bad arguments are refused before the database is opened, so these run side by side.
    await Promise.all([
      expect(cli('credit', 'ops@example.test', '0', '--reason', 'x')).rejects.toMatchObject({
        stderr: expect.stringContaining('positive number of tokens'),
      }),
      expect(cli('credit', 'ops@example.test', '-3', '--reason', 'x')).rejects.toMatchObject({
        stderr: expect.stringContaining('usage: npm run ledger'),
      }),
      expect(cli('credit', 'ops@example.test', '1')).rejects.toMatchObject({
        stderr: expect.stringContaining('--reason is required'),
      }),
    ]);
    await expect(cli('credit', 'nobody@example.test', '1', '--reason', 'x')).rejects.toMatchObject({
      stderr: expect.stringContaining('no user'),
    });

    database = await openConfiguredDatabase(config);
    expect(await balanceOf(database.db, userAccount(user.id))).toBe(25_500_000_000_000_000_000n);
    // The embedded database belongs to one process: while this one holds it, the command refuses to open it.
    await expect(cli('credit', 'ops@example.test', '1', '--reason', 'x')).rejects.toMatchObject({
      stderr: expect.stringContaining(`in use by process ${process.pid}`),
    });
    await database.close();
  }, 600_000); // six CLI processes, each starting tsx and the embedded database: slow on a busy machine
});
