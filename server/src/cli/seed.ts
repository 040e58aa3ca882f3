// npm run seed: fills an empty database with a demo brand owner, brands, quests, conditions, tasks and images.

import { join } from 'node:path';
import { parseTokens } from '@questboard/contract/money';
import sharp from 'sharp';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { brands } from '../db/schema/brands';
import { questConditions, quests, tasks } from '../db/schema/quests';
import { saveImage } from '../lib/images';
import { hashPassword } from '../lib/passwords';
import { shortId, slugify } from '../lib/slug';
import { DiskStorage } from '../lib/storage';
import { loadLocations } from '../modules/catalogue/locations-loader';
import { findUserByEmail, insertUser } from '../modules/users/users.repository';
import { DEMO_BRANDS } from './demo-data';

export const DEMO_EMAIL = 'demo@questboard.local';
export const DEMO_PASSWORD = 'Quest1234';
const DAY = 86_400_000;

/** A gradient picture with a word on it, as PNG. */
function picture(text: string, [from, to]: [string, string], width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 4)}" font-weight="700" fill="white" text-anchor="middle">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

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
const storage = new DiskStorage(join(config.dataDir, 'uploads'));
try {
  const existing = await database.db.select({ id: brands.id }).from(brands).limit(1);
  if (existing.length > 0) {
    console.log('The database already has brands; nothing seeded.');
  } else {
    const owner =
      (await findUserByEmail(database.db, DEMO_EMAIL)) ??
      (await insertUser(database.db, {
        email: DEMO_EMAIL,
        username: 'demo_brands',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        type: 'BUSINESS',
        activatedAt: new Date(),
      }));
    let questCount = 0;
    for (const demo of DEMO_BRANDS) {
      const initials = demo.name
        .split(' ')
        .map((w) => w[0])
        .join('');
      const [brand] = await database.db
        .insert(brands)
        .values({
          ownerId: owner.id,
          name: demo.name,
          slug: slugify(demo.name),
          description: demo.description,
          website: demo.website,
          categoryIds: demo.categories,
          backers: demo.backers.map((b) => ({ ...b, logo: null })),
          feeBps: config.fees.feeBps,
          status: 'ACTIVE',
          logo: await saveImage(storage, `brands/${owner.id}`, await picture(initials, demo.colors, 256, 256), 512),
          cover: await saveImage(storage, `brands/${owner.id}`, await picture(demo.name, demo.colors, 1200, 400)),
        })
        .returning();
      if (!brand) continue;
      for (const demoQuest of demo.quests) {
        const [start, end] = demoQuest.days;
        const [quest] = await database.db
          .insert(quests)
          .values({
            brandId: brand.id,
            title: demoQuest.title,
            slug: `${slugify(demoQuest.title)}-${shortId()}`,
            description: demoQuest.description,
            image: await saveImage(
              storage,
              `quests/${owner.id}`,
              await picture(demoQuest.reward, demo.colors, 800, 450),
            ),
            categoryIds: demoQuest.categories,
            rewardAmount: parseTokens(demoQuest.reward),
            startAt: new Date(Date.now() + start * DAY),
            endAt: new Date(Date.now() + end * DAY),
            status: end < 0 ? 'ENDED' : 'PUBLISHED',
            publishedAt: new Date(Date.now() + Math.min(start, 0) * DAY),
          })
          .returning();
        if (!quest) continue;
        questCount++;
        if (demoQuest.conditions.length) {
          await database.db
            .insert(questConditions)
            .values(demoQuest.conditions.map((c, position) => ({ ...c, questId: quest.id, position })));
        }
        if (demoQuest.tasks.length) {
          await database.db
            .insert(tasks)
            .values(demoQuest.tasks.map((x, position) => ({ ...x, questId: quest.id, ownerId: owner.id, position })));
        }
      }
    }
    console.log(
      `Seeded ${DEMO_BRANDS.length} brands and ${questCount} quests owned by ${DEMO_EMAIL} (password ${DEMO_PASSWORD}).`,
    );
  }
  const locations = await loadLocations(database.db);
  if (locations > 0) console.log(`Loaded ${locations} locations.`);
} finally {
  await database.close();
}
