// npm run db -- move-to <postgres://…>: copies the embedded database of DATA_DIR into an empty PostgreSQL database.

import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUse } from '../db/data-dir-lock';
import { moveDatabase } from '../db/move-database';
import { openConfiguredDatabase } from '../db/open-configured';

const [command, url] = process.argv.slice(2);
if (command !== 'move-to' || !url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Usage: npm run db -- move-to postgres://user@host:5432/database   (stop the server first)');
  process.exit(1);
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ ...process.env, DATABASE_URL: undefined, LOG_LEVEL: 'silent' });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
const source = await openConfiguredDatabase(config).catch((error: unknown) => {
  console.error(error instanceof DataDirInUse ? error.message : String(error));
  process.exit(1);
});
const target = await openDatabase({ url });
try {
  await target.migrate();
  const copied = await moveDatabase(source, target);
  const rows = [...copied.values()].reduce((sum, n) => sum + n, 0);
  console.log(`Moved ${rows} rows in ${copied.size} tables from ${config.dataDir} to the PostgreSQL database.`);
  console.log(
    'Next: start the server with DATABASE_URL set to it (and keep DATA_DIR/uploads, or copy it to S3_BUCKET).',
  );
} catch (error) {
  console.error(`Nothing was moved: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await Promise.all([target.close(), source.close()]);
}
