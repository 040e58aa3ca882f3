import { City, Country, State } from 'country-state-city';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema/catalogue';

const BATCH = 500;

// PGlite answers from the same thread through promises alone, so a loop of inserts never lets Node read a socket:
// the server would serve nothing until the last row. One turn of the event loop per batch keeps it answering.
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Fills `locations` from the country-state-city data set when the table is empty (≈250 countries, 5,000
 * provinces, 150,000 cities). `countryCodes` limits it to some countries (ISO alpha-2). Safe to run again:
 * it does nothing once rows exist. Answers how many rows it wrote.
 */
export async function loadLocations(db: Database, opts: { countryCodes?: readonly string[] } = {}): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(locations).limit(1);
  if ((existing?.n ?? 0) > 0) return 0;
  const wanted = opts.countryCodes ? new Set(opts.countryCodes.map((c) => c.toUpperCase())) : null;
  const countries = Country.getAllCountries().filter((c) => !wanted || wanted.has(c.isoCode));
  let written = 0;
  for (const country of countries) {
    const [row] = await db
      .insert(locations)
      .values({ code: country.isoCode, name: country.name, type: 'COUNTRY', label: country.name })
      .returning({ id: locations.id });
    if (!row) continue;
    written++;
    const provinces = State.getStatesOfCountry(country.isoCode);
    const provinceIds = new Map<string, number>();
    for (let i = 0; i < provinces.length; i += BATCH) {
      const rows = await db
        .insert(locations)
        .values(
          provinces.slice(i, i + BATCH).map((p) => ({
            code: `${country.isoCode}-${p.isoCode}`,
            name: p.name,
            type: 'PROVINCE' as const,
            countryId: row.id,
            label: `${p.name}, ${country.name}`,
          })),
        )
        .returning({ id: locations.id, code: locations.code });
      for (const r of rows) provinceIds.set(r.code, r.id);
      await yieldToEventLoop();
      written += rows.length;
    }
    const provinceNames = new Map(provinces.map((p) => [p.isoCode, p.name]));
    const cities = City.getCitiesOfCountry(country.isoCode) ?? [];
    for (let i = 0; i < cities.length; i += BATCH) {
      const batch = cities.slice(i, i + BATCH).map((c) => ({
        code: `${country.isoCode}-${c.stateCode}-${c.name}`,
        name: c.name,
        type: 'CITY' as const,
        countryId: row.id,
        provinceId: provinceIds.get(`${country.isoCode}-${c.stateCode}`) ?? null,
        label: [c.name, provinceNames.get(c.stateCode), country.name].filter(Boolean).join(', '),
      }));
      await db.insert(locations).values(batch);
      await yieldToEventLoop();
      written += batch.length;
    }
  }
  return written;
}
