import type { ICountry } from 'country-state-city';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, isUniqueViolation } from '../../db/executor';
import { locations } from '../../db/schema/catalogue';

const BATCH = 500;
/** Countries in the country-state-city data set (a test checks it). */
export const DATA_SET_COUNTRIES = 250;

// PGlite answers from the same thread through promises alone, so a loop of inserts never lets Node read a socket:
// the server would serve nothing until the last row. One turn of the event loop per batch keeps it answering.
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Fills `locations` from the country-state-city data set (≈250 countries, 5,000 provinces, 150,000 cities), one
 * country per transaction, so a load cut short (the server stopped) leaves whole countries and the next run carries
 * on with the missing ones; `countryCodes` limits it to some countries (ISO alpha-2). Two loaders at once (several
 * instances starting) cannot both add a country: its code is unique, and the second one's transaction is undone.
 * Does nothing once every country is in. Answers how many rows it wrote.
 */
export async function loadLocations(db: Database, opts: { countryCodes?: readonly string[] } = {}): Promise<number> {
  const wanted = opts.countryCodes ? new Set(opts.countryCodes.map((c) => c.toUpperCase())) : null;
  const loaded = await db.select({ code: locations.code }).from(locations).where(eq(locations.type, 'COUNTRY'));
  const done = new Set(loaded.map((r) => r.code));
  const complete = wanted ? [...wanted].every((code) => done.has(code)) : done.size >= DATA_SET_COUNTRIES;
  // The data set costs half a second and ~80 MiB to read: a start on a loaded database does not touch it.
  if (complete) return 0;
  const { Country } = await import('country-state-city');
  const countries = Country.getAllCountries().filter((c) => (!wanted || wanted.has(c.isoCode)) && !done.has(c.isoCode));
  let written = 0;
  for (const country of countries) {
    try {
      written += await db.transaction((tx) => loadCountry(tx, country));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return written;
}

async function loadCountry(db: Executor, country: ICountry): Promise<number> {
  const { City, State } = await import('country-state-city');
  const [countryRow] = await db
    .insert(locations)
    .values({ code: country.isoCode, name: country.name, type: 'COUNTRY', label: country.name })
    .returning({ id: locations.id });
  if (!countryRow) throw new Error('a country row was not written');
  const countryId = countryRow.id;
  let written = 1;
  const provinces = State.getStatesOfCountry(country.isoCode);
  const provinceIds = new Map<string, number>();
  for (let i = 0; i < provinces.length; i += BATCH) {
    const inserted = await db
      .insert(locations)
      .values(
        provinces.slice(i, i + BATCH).map((p) => ({
          code: `${country.isoCode}-${p.isoCode}`,
          name: p.name,
          type: 'PROVINCE' as const,
          countryId,
          label: `${p.name}, ${country.name}`,
        })),
      )
      .returning({ id: locations.id, code: locations.code });
    for (const r of inserted) provinceIds.set(r.code, r.id);
    await yieldToEventLoop();
    written += inserted.length;
  }
  const provinceNames = new Map(provinces.map((p) => [p.isoCode, p.name]));
  const cities = City.getCitiesOfCountry(country.isoCode) ?? [];
  for (let i = 0; i < cities.length; i += BATCH) {
    const batch = cities.slice(i, i + BATCH).map((c) => ({
      code: `${country.isoCode}-${c.stateCode}-${c.name}`,
      name: c.name,
      type: 'CITY' as const,
      countryId,
      provinceId: provinceIds.get(`${country.isoCode}-${c.stateCode}`) ?? null,
      label: [c.name, provinceNames.get(c.stateCode), country.name].filter(Boolean).join(', '),
    }));
    await db.insert(locations).values(batch);
    await yieldToEventLoop();
    written += batch.length;
  }
  return written;
}
