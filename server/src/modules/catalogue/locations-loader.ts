import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, isUniqueViolation, rowsOf } from '../../db/executor';
import type { TemplateFill } from '../../db/pglite-template';
import { locations } from '../../db/schema/catalogue';

/** Rows per insert statement: each holds the embedded database (and so every request) for its duration. */
const BATCH = 500;
/** Countries in the country-state-city data set (a test checks it). */
export const DATA_SET_COUNTRIES = 250;

// PGlite answers from the same thread through promises alone, so a loop of inserts never lets Node read a socket:
// the server would serve nothing until the last row. One turn of the event loop per batch keeps it answering.
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface DataCountry {
  isoCode: string;
  name: string;
}
interface DataState {
  isoCode: string;
  name: string;
  countryCode: string;
}
const dataSetPackage = createRequire(import.meta.url).resolve('country-state-city/package.json');

/**
 * The whole catalogue, loaded once into the embedded database's template folder: a new data folder (a newcomer's
 * first start, each end-to-end test's server) starts with it instead of loading 150,000 rows behind its first requests.
 */
export const locationsTemplateFill: TemplateFill = {
  key: `locations from country-state-city ${(JSON.parse(readFileSync(dataSetPackage, 'utf8')) as { version: string }).version}`,
  fill: (db) => loadLocations(db),
};

/** city.json's rows: [name, countryCode, stateCode, latitude, longitude]. */
type DataCity = [string, string, string, ...unknown[]];

/**
 * The data set, read from the package's JSON files rather than through its module: the module keeps every city as an
 * object for the life of the process (~80 MiB) and filters all 150,000 for each country; these arrays are dropped
 * once the load ends.
 */
function readDataSet() {
  const folder = join(dirname(dataSetPackage), 'lib/assets');
  const read = <T>(name: string): T => JSON.parse(readFileSync(join(folder, name), 'utf8')) as T;
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const statesOf = new Map<string, DataState[]>();
  for (const state of read<DataState[]>('state.json')) {
    const list = statesOf.get(state.countryCode) ?? [];
    list.push(state);
    statesOf.set(state.countryCode, list);
  }
  const citiesOf = new Map<string, DataCity[]>();
  for (const city of read<DataCity[]>('city.json')) {
    const list = citiesOf.get(city[1]) ?? [];
    list.push(city);
    citiesOf.set(city[1], list);
  }
  return {
    countries: read<DataCountry[]>('country.json'),
    // The order the package's getStatesOfCountry / getCitiesOfCountry answer in (by name).
    states: (code: string) => (statesOf.get(code) ?? []).sort(byName),
    cities: (code: string) => (citiesOf.get(code) ?? []).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
  };
}
type DataSet = ReturnType<typeof readDataSet>;

/**
 * Fills `locations` from the country-state-city data set (≈250 countries, 5,000 provinces, 150,000 cities) so that a
 * load cut short (the server stopped) leaves whole countries and the next run carries on with the missing ones;
 * `countryCodes` limits it to some countries (ISO alpha-2). A country's row is written last, under an id taken
 * first, and its code is unique: two loaders at once (several instances starting) cannot both add it.
 *
 * By default each country is one transaction. On the embedded database (`commitEachBatch`) a transaction would
 * hold it — every request — for a whole country (seconds for the largest), so each batch commits on its own; rows
 * of a country whose row never came (a load cut short) are deleted before the next load, and loads within this
 * process run one after the other (the embedded database has no other process).
 * Does nothing once every country is in. Answers how many rows it wrote.
 */
export function loadLocations(
  db: Database,
  opts: { countryCodes?: readonly string[]; commitEachBatch?: boolean } = {},
): Promise<number> {
  const run = loading.then(() => load(db, opts));
  loading = run.catch(() => undefined);
  return run;
}
let loading: Promise<unknown> = Promise.resolve();

async function load(
  db: Database,
  opts: { countryCodes?: readonly string[]; commitEachBatch?: boolean },
): Promise<number> {
  const wanted = opts.countryCodes ? new Set(opts.countryCodes.map((c) => c.toUpperCase())) : null;
  const loaded = await db.select({ code: locations.code }).from(locations).where(eq(locations.type, 'COUNTRY'));
  const done = new Set(loaded.map((r) => r.code));
  const complete = wanted ? [...wanted].every((code) => done.has(code)) : done.size >= DATA_SET_COUNTRIES;
  // The data set costs half a second and tens of MiB to read: a start on a loaded database does not touch it.
  if (complete) return 0;
  if (opts.commitEachBatch) {
    await db.execute(sql`
      delete from ${locations} l where l.type <> 'COUNTRY'
        and not exists (select 1 from ${locations} c where c.id = l.country_id and c.type = 'COUNTRY')`);
  }
  const data = readDataSet();
  const countries = data.countries.filter((c) => (!wanted || wanted.has(c.isoCode)) && !done.has(c.isoCode));
  let written = 0;
  for (const country of countries) {
    try {
      written += opts.commitEachBatch
        ? await loadCountryByBatches(db, data, country)
        : await db.transaction((tx) => loadCountry(tx, data, country));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return written;
}

/** A country's rows, each batch committed on its own; undone when another loader added the country first. */
async function loadCountryByBatches(db: Database, data: DataSet, country: DataCountry): Promise<number> {
  const countryId = await reserveLocationId(db);
  try {
    return await loadCountry(db, data, country, countryId);
  } catch (error) {
    await db.execute(sql`delete from ${locations} where country_id = ${countryId} and type <> 'COUNTRY'`);
    throw error;
  }
}

/** One statement for a batch: the columns as arrays (unnest), not drizzle's one parameter per value. */
async function insertRows(
  db: Executor,
  rows: {
    code: string[];
    name: string[];
    type: string;
    countryId: number;
    provinceId: (number | null)[];
    label: string[];
  },
  returning = false,
) {
  return db.execute(sql`
    insert into ${locations} (code, name, type, country_id, province_id, label)
    select code, name, ${rows.type}, ${rows.countryId}::integer, province_id, label
    from unnest(${sql.param(rows.code)}::text[], ${sql.param(rows.name)}::text[], ${sql.param(rows.provinceId)}::integer[],
                ${sql.param(rows.label)}::text[]) as r(code, name, province_id, label)
    ${returning ? sql`returning id, code` : sql``}`);
}

/** The id a country's row will have, taken before its provinces and cities point at it. */
async function reserveLocationId(db: Executor): Promise<number> {
  const [reserved] = rowsOf<{ id: number }>(
    await db.execute(sql`select nextval(pg_get_serial_sequence('locations', 'id'))::integer as id`),
  );
  if (!reserved) throw new Error('no id for a country');
  return reserved.id;
}

async function loadCountry(db: Executor, data: DataSet, country: DataCountry, id?: number): Promise<number> {
  const countryId = id ?? (await reserveLocationId(db));
  let written = 1;
  const provinces = data.states(country.isoCode);
  const provinceIds = new Map<string, number>();
  for (let i = 0; i < provinces.length; i += BATCH) {
    const batch = provinces.slice(i, i + BATCH);
    const inserted = rowsOf<{ id: number; code: string }>(
      await insertRows(
        db,
        {
          type: 'PROVINCE',
          countryId,
          code: batch.map((p) => `${country.isoCode}-${p.isoCode}`),
          name: batch.map((p) => p.name),
          provinceId: batch.map(() => null),
          label: batch.map((p) => `${p.name}, ${country.name}`),
        },
        true,
      ),
    );
    for (const r of inserted) provinceIds.set(r.code, r.id);
    await yieldToEventLoop();
    written += inserted.length;
  }
  const provinceNames = new Map(provinces.map((p) => [p.isoCode, p.name]));
  const cities = data.cities(country.isoCode);
  for (let i = 0; i < cities.length; i += BATCH) {
    const batch = cities.slice(i, i + BATCH);
    await insertRows(db, {
      type: 'CITY',
      countryId,
      code: batch.map(([name, , state]) => `${country.isoCode}-${state}-${name}`),
      name: batch.map(([name]) => name),
      provinceId: batch.map(([, , state]) => provinceIds.get(`${country.isoCode}-${state}`) ?? null),
      label: batch.map(([name, , state]) => [name, provinceNames.get(state), country.name].filter(Boolean).join(', ')),
    });
    await yieldToEventLoop();
    written += batch.length;
  }
  // Last: a country is in once its row is (see loadLocations).
  await db
    .insert(locations)
    .values({ id: countryId, code: country.isoCode, name: country.name, type: 'COUNTRY', label: country.name });
  return written;
}
