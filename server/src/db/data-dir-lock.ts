import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUse extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory (a second server, the ledger
 * command while the server runs) could corrupt it. The lock file names the holder; a stale one is replaced.
 * Answers the release function.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DataDirInUse(
          `The embedded database in ${dir} is in use by process ${holder} (a running server?). Stop it first, or set DATABASE_URL to a PostgreSQL server.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirInUse(`Could not lock the embedded database in ${dir}.`);
}
