// npm run seed: fills an empty database with a demo brand owner, brands, funded quests, conditions, tasks and images.

import { ConfigError, loadConfig } from '../config';
import { createStorage } from '../context';
import { DataDirInUse } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { loadLocations } from '../modules/catalogue/catalogue.module';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from './demo-seed';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
const database = await openConfiguredDatabase(config).catch((error: unknown) => {
  console.error(error instanceof DataDirInUse ? error.message : String(error));
  process.exit(1);
});
try {
  const seeded = await seedDemoData(database.db, createStorage(config), config);
  if (!seeded) console.log('The database already has brands; nothing seeded.');
  else {
    console.log(
      `Seeded ${seeded.brands} brands and ${seeded.quests} funded quests owned by ${DEMO_EMAIL} (password ${DEMO_PASSWORD}).`,
    );
  }
  const locations = await loadLocations(database.db);
  if (locations > 0) console.log(`Loaded ${locations} locations.`);
} finally {
  await database.close();
}
