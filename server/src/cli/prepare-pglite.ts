// `npm install` runs this (scripts/prepare-start.mjs): builds the migrated embedded-database template that a new
// data folder is copied from, so the first `npm start` on a fresh clone does not wait for initdb and the migrations.
import { migratedTemplateFolder } from '../db/pglite-template';
import { locationsTemplateFill } from '../modules/catalogue/catalogue.module';

// The one `npm start` copies a new data folder from: migrated, with the location catalogue in it.
const folder = await migratedTemplateFolder(undefined, locationsTemplateFill);
console.log(`Embedded database template ready: ${folder}`);
