import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, migrationsFolder, openDatabase } from './client';
import { queueSchemaVersion } from './queue-schema';

/** A hash of every migration file and the job queue's schema version: a template is good for exactly these. */
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
  hash.update(`\0pg-boss schema ${queueSchemaVersion()}`);
  return hash.digest('hex').slice(0, 16);
}

const defaultCacheDir = join(tmpdir(), 'questboard-pglite');

/**
 * An embedded database already created and migrated, as a gzipped data folder, kept in `cacheDir` for these
 * migrations. Creating a PGlite database runs initdb (several seconds) and then every migration; loading this
 * template takes about a second. The first call for a set of migrations builds and stores it; later ones (each
 * test file, each fresh data folder) start from it.
 */
export async function migratedTemplate(cacheDir = defaultCacheDir): Promise<Blob> {
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

/**
 * Reference data a new data folder should start with (the location catalogue): written once into the template
 * folder rather than into each new data folder. `key` names its version: a template is good for exactly that one.
 */
export interface TemplateFill {
  key: string;
  fill(db: Database): Promise<unknown>;
}

/**
 * The migrated template as a data folder on disk, kept in `cacheDir` for these migrations (and `fill`, when given):
 * extracted once from the tarball when there is one (loading a tarball into a data folder on disk goes file by file
 * through PGlite's WebAssembly file system: 1–4 s), created by initdb and the migrations otherwise. A cleanly closed
 * database, so a copy of it is a data folder ready to open.
 */
export async function migratedTemplateFolder(cacheDir = defaultCacheDir, fill?: TemplateFill): Promise<string> {
  const filled = fill ? `-${createHash('sha256').update(fill.key).digest('hex').slice(0, 8)}` : '';
  const folder = join(cacheDir, `template-${migrationsHash()}${filled}`);
  if (existsSync(folder)) return folder;
  // Callers in one process share one build: each would otherwise write into the same `.next-{pid}` folder.
  let build = folderBuilds.get(folder);
  if (!build) {
    build = buildTemplateFolder(folder, cacheDir, fill).finally(() => folderBuilds.delete(folder));
    folderBuilds.set(folder, build);
  }
  return build;
}

const folderBuilds = new Map<string, Promise<string>>();

async function buildTemplateFolder(folder: string, cacheDir: string, fill?: TemplateFill): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const next = `${folder}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  const tarball = join(cacheDir, `template-${migrationsHash()}.tar.gz`);
  const template = existsSync(tarball) ? await migratedTemplate(cacheDir) : undefined;
  const database = await openDatabase({ dataDir: next, template });
  try {
    await database.migrate();
    await fill?.fill(database.db);
  } finally {
    await database.close();
  }
  try {
    renameSync(next, folder);
  } catch (error) {
    // Another process put it in place first: theirs is as good.
    rmSync(next, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
  return folder;
}

/**
 * Creates the data folder `dataDir` as a copy of the migrated template folder (a plain file copy: ~0.1 s). The copy
 * is made beside it and renamed into place, so a start cut short never leaves half a data folder behind.
 */
export async function createFromTemplate(
  dataDir: string,
  { cacheDir = defaultCacheDir, fill }: { cacheDir?: string; fill?: TemplateFill } = {},
): Promise<void> {
  const folder = await migratedTemplateFolder(cacheDir, fill);
  const next = `${dataDir}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  cpSync(folder, next, { recursive: true });
  renameSync(next, dataDir);
}
