import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from './data-dir-lock';

describe('embedded database lock', () => {
  it('lets one process hold DATA_DIR, refuses a second while it lives, and replaces a stale lock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qb-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(dir, 'pglite.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${holder.pid}`);
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  });
});
