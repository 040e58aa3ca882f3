import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder, openDatabase } from './client';

/** A hash of every migration file: a template is good for exactly these migrations. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (!name.endsWith('.sql')) continue;
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(migrationsFolder, name)))
      .update('\0');
  }
  hash.update(readFileSync(join(migrationsFolder, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An embedded database already created and migrated, as a gzipped data folder, kept in `cacheDir` for these
 * migrations. Creating a PGlite database runs initdb (several seconds) and then every migration; loading this
 * template takes about a second. The first call for a set of migrations builds and stores it; later ones (each
 * test file, each fresh data folder) start from it.
 */
export async function migratedTemplate(cacheDir = join(tmpdir(), 'questboard-pglite')): Promise<Blob> {
  const file = join(cacheDir, `template-${migrationsHash()}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)], { type: 'application/x-gzip' });
  const database = await openDatabase({});
  try {
    await database.migrate();
    if (!database.dumpDataDir) throw new Error('only an embedded database has a data folder to copy');
    const dump = await database.dumpDataDir();
    mkdirSync(cacheDir, { recursive: true });
    const next = `${file}.${process.pid}`;
    writeFileSync(next, Buffer.from(await dump.arrayBuffer()));
    renameSync(next, file);
    return dump;
  } finally {
    await database.close();
  }
}
