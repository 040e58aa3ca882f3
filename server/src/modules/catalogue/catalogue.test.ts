import { City, Country, State } from 'country-state-city';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
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

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('categories', () => {
  it('lists the fixed categories, and those in use by public quests and active brands', async () => {
    const all = (await get('/categories')).json();
    expect(all).toHaveLength(15);
    expect(all[0]).toEqual({ id: 'defi', name: 'DeFi' });
    const { brand } = await buildBrand(t.app, { categoryIds: ['travel'] });
    await buildQuest(t.app, brand, { categoryIds: ['sports'] });
    await buildBrand(t.app, { categoryIds: ['fashion'], status: 'INACTIVE' });
    const byQuests = (await get('/categories/filter-by-quests')).json().map((c: { id: string }) => c.id);
    expect(byQuests).toContain('sports');
    expect(byQuests).not.toContain('fashion');
    const byBrand = (await get('/categories/filter-by-brand')).json().map((c: { id: string }) => c.id);
    expect(byBrand).toContain('travel');
    expect(byBrand).not.toContain('fashion');
  });
});

describe('GET /location', () => {
  it('finds countries, provinces and cities by keyword, type and parent', async () => {
    const country = (await get('/location?type=COUNTRY&keyword=luxem')).json();
    expect(country.items).toHaveLength(1);
    const luxembourg = country.items[0];
    expect(luxembourg).toMatchObject({ code: 'LU', name: 'Luxembourg', type: 'COUNTRY', countryId: null });
    const provinces = (await get(`/location?type=PROVINCE&countryId=${luxembourg.id}&limit=100`)).json();
    expect(provinces.total).toBeGreaterThan(3);
    expect(provinces.items.every((p: { countryId: number }) => p.countryId === luxembourg.id)).toBe(true);
    const province = provinces.items.find((p: { name: string }) => p.name.includes('Luxembourg'));
    const cities = (await get(`/location?provinceId=${province.id}&type=CITY`)).json();
    expect(cities.total).toBeGreaterThan(0);
    expect(cities.items[0].label).toContain('Luxembourg');
    const exactFirst = (await get('/location?keyword=monaco')).json();
    expect(exactFirst.items[0]).toMatchObject({ name: 'Monaco', type: 'COUNTRY' });
    expect((await get('/location?type=PLANET')).statusCode).toBe(400);
    expect((await get('/location?countryId=abc')).statusCode).toBe(400);
  });

  it('loads only once, carries on with the countries missing, and two loaders at once add each country once', async () => {
    expect(await loadLocations(t.app.ctx.db, { countryCodes: ['LU'] })).toBe(0);
    // As if a first start had been stopped after Luxembourg and Monaco: a later one adds only what is missing.
    const written = await loadLocations(t.app.ctx.db, { countryCodes: ['LU', 'MC', 'LI'] });
    // Every province and city of the data set, as the package lists them.
    expect(written).toBe(1 + State.getStatesOfCountry('LI').length + (City.getCitiesOfCountry('LI') ?? []).length);
    const liechtenstein = (await get('/location?type=COUNTRY&keyword=liechtenstein')).json();
    expect(liechtenstein.total).toBe(1);
    expect((await get(`/location?countryId=${liechtenstein.items[0].id}&limit=100`)).json().total).toBe(written - 1);

    expect(Country.getAllCountries()).toHaveLength(DATA_SET_COUNTRIES);
    await Promise.all([
      loadLocations(t.app.ctx.db, { countryCodes: ['AD'] }),
      loadLocations(t.app.ctx.db, { countryCodes: ['AD'] }),
    ]);
    expect((await get('/location?type=COUNTRY&keyword=andorra')).json().total).toBe(1);
  });

  it('on the embedded database, commits each batch and drops the rows of a country cut short before loading again', async () => {
    // As if a start had been stopped inside San Marino: some of its rows, under an id its country row never took.
    await t.app.ctx.db.execute(
      sql`insert into locations (code, name, type, country_id, label) values ('SM-X', 'Cut', 'PROVINCE', -7, 'Cut')`,
    );
    const written = await loadLocations(t.app.ctx.db, { countryCodes: ['SM'], commitEachBatch: true });
    expect(written).toBe(1 + State.getStatesOfCountry('SM').length + (City.getCitiesOfCountry('SM') ?? []).length);
    const sanMarino = (await get('/location?type=COUNTRY&keyword=san%20marino')).json().items[0];
    expect((await get(`/location?countryId=${sanMarino.id}&limit=100`)).json().total).toBe(written - 1);
    const cut = await t.app.ctx.db.execute(sql`select 1 from locations where code = 'SM-X'`);
    expect(rowsOf(cut)).toHaveLength(0);
    expect(await loadLocations(t.app.ctx.db, { countryCodes: ['SM'], commitEachBatch: true })).toBe(0);
  });
});
