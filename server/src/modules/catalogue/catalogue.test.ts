import { catalogueApi } from '@questboard/contract/catalogue';
import { City, Country, State } from 'country-state-city';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { rowsOf } from '../../db/executor';
import { DATA_SET_COUNTRIES, loadLocations } from './locations-loader';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Two small countries keep the test fast; the server loads all of them at start.
  await loadLocations(t.app.ctx.db, { countryCodes: ['LU', 'MC'] });
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);

describe('categories', () => {
  it('lists the fixed categories, and those in use by public quests and active brands', async () => {
    const all = (await api(catalogueApi.categories)).json();
    expect(all).toHaveLength(15);
    expect(all[0]).toEqual({ id: 'defi', name: 'DeFi' });
    const { brand } = await buildBrand(t.app, { categoryIds: ['travel'] });
    await buildQuest(t.app, brand, { categoryIds: ['sports'] });
    await buildQuest(t.app, brand, { categoryIds: ['art'], status: 'DRAFT' });
    const hidden = await buildBrand(t.app, { categoryIds: ['fashion'], status: 'INACTIVE' });
    await buildQuest(t.app, hidden.brand, { categoryIds: ['food'] });
    const byQuests = (await api(catalogueApi.categoriesByQuests)).json().map((c: { id: string }) => c.id);
    expect(byQuests).toContain('sports');
    const byBrand = (await api(catalogueApi.categoriesByBrand)).json().map((c: { id: string }) => c.id);
    expect(byBrand).toContain('travel');
    // What is left out is checked on PGlite only: on PostgreSQL every test file shares one database, whose other
    // public quests and brands may use any category.
    if (process.env.TEST_DATABASE_URL) return;
    expect(byQuests).not.toContain('fashion');
    expect(byQuests).not.toContain('art'); // a draft
    expect(byQuests).not.toContain('food'); // published, of a deactivated brand
    expect(byBrand).not.toContain('fashion');
  });
});

describe('GET /location', () => {
  it('finds countries, provinces and cities by keyword, type and parent', async () => {
    const country = (await api(catalogueApi.locations, { query: { type: 'COUNTRY', keyword: 'luxem' } })).json();
    expect(country.items).toHaveLength(1);
    const [luxembourg] = country.items;
    expect(luxembourg).toMatchObject({ code: 'LU', name: 'Luxembourg', type: 'COUNTRY', countryId: null });
    if (!luxembourg) throw new Error('fixture');
    const provinces = (
      await api(catalogueApi.locations, { query: { type: 'PROVINCE', countryId: luxembourg.id, limit: 100 } })
    ).json();
    expect(provinces.total).toBeGreaterThan(3);
    expect(provinces.items.every((p) => p.countryId === luxembourg.id)).toBe(true);
    const province = provinces.items.find((p) => p.name.includes('Luxembourg'));
    if (!province) throw new Error('fixture');
    const cities = (await api(catalogueApi.locations, { query: { provinceId: province.id, type: 'CITY' } })).json();
    expect(cities.total).toBeGreaterThan(0);
    expect(cities.items[0]?.label).toContain('Luxembourg');
    const exactFirst = (await api(catalogueApi.locations, { query: { keyword: 'monaco' } })).json();
    expect(exactFirst.items[0]).toMatchObject({ name: 'Monaco', type: 'COUNTRY' });
    // Raw: the contract's types refuse an unknown type.
    expect((await raw('GET', '/location?type=PLANET')).statusCode).toBe(400);
    expect((await api(catalogueApi.locations, { query: { countryId: 'abc' } })).statusCode).toBe(400);
  });

  it('loads only once, carries on with the countries missing, and two loaders at once add each country once', async () => {
    expect(await loadLocations(t.app.ctx.db, { countryCodes: ['LU'] })).toBe(0);
    // As if a first start had been stopped after Luxembourg and Monaco: a later one adds only what is missing.
    const written = await loadLocations(t.app.ctx.db, { countryCodes: ['LU', 'MC', 'LI'] });
    // Every province and city of the data set, as the package lists them.
    expect(written).toBe(1 + State.getStatesOfCountry('LI').length + (City.getCitiesOfCountry('LI') ?? []).length);
    const liechtenstein = (
      await api(catalogueApi.locations, { query: { type: 'COUNTRY', keyword: 'liechtenstein' } })
    ).json();
    expect(liechtenstein.total).toBe(1);
    expect(
      (await api(catalogueApi.locations, { query: { countryId: liechtenstein.items[0]?.id, limit: 100 } })).json()
        .total,
    ).toBe(written - 1);

    expect(Country.getAllCountries()).toHaveLength(DATA_SET_COUNTRIES);
    await Promise.all([
      loadLocations(t.app.ctx.db, { countryCodes: ['AD'] }),
      loadLocations(t.app.ctx.db, { countryCodes: ['AD'] }),
    ]);
    expect((await api(catalogueApi.locations, { query: { type: 'COUNTRY', keyword: 'andorra' } })).json().total).toBe(
      1,
    );
  });

  it('on the embedded database, commits each batch and drops the rows of a country cut short before loading again', async () => {
    // As if a start had been stopped inside San Marino: some of its rows, under an id its country row never took.
    await t.app.ctx.db.execute(
      sql`insert into locations (code, name, type, country_id, label) values ('SM-X', 'Cut', 'PROVINCE', -7, 'Cut')`,
    );
    const written = await loadLocations(t.app.ctx.db, { countryCodes: ['SM'], commitEachBatch: true });
    expect(written).toBe(1 + State.getStatesOfCountry('SM').length + (City.getCitiesOfCountry('SM') ?? []).length);
    const sanMarino = (await api(catalogueApi.locations, { query: { type: 'COUNTRY', keyword: 'san marino' } })).json()
      .items[0];
    expect((await api(catalogueApi.locations, { query: { countryId: sanMarino?.id, limit: 100 } })).json().total).toBe(
      written - 1,
    );
    const cut = await t.app.ctx.db.execute(sql`select 1 from locations where code = 'SM-X'`);
    expect(rowsOf(cut)).toHaveLength(0);
    expect(await loadLocations(t.app.ctx.db, { countryCodes: ['SM'], commitEachBatch: true })).toBe(0);
  });
});
