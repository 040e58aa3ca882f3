import { randomUUID } from 'node:crypto';
import { brandsApi } from '@questboard/contract/brands';
import type { QueryOf } from '@questboard/contract/endpoint';
import type { ErrorBody } from '@questboard/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { formOf, png } from '../../../../test/helpers/forms';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);

const unique = () => randomUUID().slice(0, 8);
const business = () => buildUser(t.app, { type: 'BUSINESS' });

describe('brand drafts: POST /brands, GET /brands/creating, PUT /brands/:id', () => {
  it('creates a CREATING draft from a multipart form, resumes it, and keeps stored fields on blank updates', async () => {
    const owner = await business();
    const name = `Nova ${unique()}`;
    const created = await api(brandsApi.create, {
      headers: owner.headers,
      body: formOf({ name, categories: ['defi', 'nft'] }, { logo: await png() }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const brand = created.json();
    expect(brand).toMatchObject({ name, status: 'CREATING', ownerId: owner.user.id, fee: { feeBps: 500 } });
    expect(brand.categories.map((c: { id: string }) => c.id)).toEqual(['defi', 'nft']);
    expect(brand.logo).toMatch(/^\/uploads\/brands\/.+\.png$/);

    const resumed = await api(brandsApi.creating, { headers: owner.headers });
    expect(resumed.json()?.id).toBe(brand.id);

    const form = formOf({
      description: 'We build.',
      backers: [{ name: 'Seed Fund', url: 'https://seed.example' }],
      fee: { feeBps: 500 },
    });
    form.append('name', '');
    form.append('website', '');
    const updated = await api(brandsApi.update, { params: { id: brand.id }, headers: owner.headers, body: form });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name,
      description: 'We build.',
      logo: brand.logo,
      backers: [{ name: 'Seed Fund', url: 'https://seed.example', logo: null }],
    });
    expect(updated.json().categories).toHaveLength(2);
  });

  it('answers 409 BRAND_DRAFT_EXISTS for a second draft and BRAND_NAME_TAKEN for a taken name in any case', async () => {
    const owner = await business();
    const { brand } = await buildBrand(t.app);
    expect(
      (await api(brandsApi.create, { headers: owner.headers, body: formOf({ name: `First ${unique()}` }) })).statusCode,
    ).toBe(200);
    const second = await api(brandsApi.create, {
      headers: owner.headers,
      body: formOf({ name: `Second ${unique()}` }),
    });
    expect(second.json<ErrorBody>().code).toBe('BRAND_DRAFT_EXISTS');
    const other = await business();
    const taken = await api(brandsApi.create, {
      headers: other.headers,
      body: formOf({ name: brand.name?.toUpperCase() }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().code).toBe('BRAND_NAME_TAKEN');
  });

  it('refuses bad form values with a readable 400', async () => {
    const owner = await business();
    const cases = [
      formOf({ name: 'x' }),
      formOf({ categories: ['no-such-category'] }),
      formOf({ categories: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      formOf({ website: 'javascript:alert(1)' }),
      formOf({ fee: { feeBps: 1 } }),
      formOf({ backers: [{ url: 'https://x.example' }] }),
    ];
    for (const form of cases) {
      const response = await api(brandsApi.create, { headers: owner.headers, body: form });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorBody>().message.length).toBeGreaterThan(5);
    }
    const text = await api(brandsApi.create, {
      headers: owner.headers,
      body: formOf({ name: `Ok ${unique()}` }, { cover: Buffer.from('not an image') }),
    });
    expect(text.json<ErrorBody>().code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('lets only BUSINESS and AMBASSADOR users create brands', async () => {
    const influencer = await buildUser(t.app, { type: 'INFLUENCER' });
    expect(
      (await api(brandsApi.create, { headers: influencer.headers, body: formOf({ name: `Inf ${unique()}` }) }))
        .statusCode,
    ).toBe(403);
    const ambassador = await buildUser(t.app, { type: 'AMBASSADOR' });
    expect(
      (await api(brandsApi.create, { headers: ambassador.headers, body: formOf({ name: `Amb ${unique()}` }) }))
        .statusCode,
    ).toBe(200);
    expect((await api(brandsApi.create, { body: formOf({ name: `Anon ${unique()}` }) })).statusCode).toBe(401);
  });

  it('answers 403 to another BUSINESS user and to a wrong role, 404 for an unknown id, 400 for a bad id', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const stranger = await business();
    const influencer = await buildUser(t.app);
    const form = () => formOf({ description: 'Hijacked' });
    expect(
      (await api(brandsApi.update, { params: { id: brand.id }, headers: stranger.headers, body: form() })).statusCode,
    ).toBe(403);
    expect(
      (await api(brandsApi.update, { params: { id: brand.id }, headers: influencer.headers, body: form() })).statusCode,
    ).toBe(403);
    expect(
      (await api(brandsApi.update, { params: { id: randomUUID() }, headers: owner.headers, body: form() })).statusCode,
    ).toBe(404);
    expect(
      (await api(brandsApi.update, { params: { id: 'not-a-uuid' }, headers: owner.headers, body: form() })).statusCode,
    ).toBe(400);
    const detail = await api(brandsApi.detail, { params: { id: brand.id } });
    expect(detail.json().description).not.toBe('Hijacked');
  });
});

describe('PUT /brands/:id/status', () => {
  it('activates a complete draft, then moves between ACTIVE and INACTIVE', async () => {
    const owner = await business();
    const created = await api(brandsApi.create, { headers: owner.headers, body: formOf({ name: `Go ${unique()}` }) });
    const id = created.json().id;
    const incomplete = await api(brandsApi.setStatus, {
      params: { id },
      headers: owner.headers,
      body: { status: 'ACTIVE' },
    });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({ code: 'BRAND_INCOMPLETE' });
    expect(incomplete.json<ErrorBody>().message).toContain('description');
    await api(brandsApi.update, {
      params: { id },
      headers: owner.headers,
      body: formOf({ description: 'Ready', categories: ['art'] }),
    });
    expect(
      (await api(brandsApi.setStatus, { params: { id }, headers: owner.headers, body: { status: 'ACTIVE' } })).json()
        .status,
    ).toBe('ACTIVE');
    expect((await api(brandsApi.creating, { headers: owner.headers })).json()).toBeNull();
    expect(
      (await api(brandsApi.setStatus, { params: { id }, headers: owner.headers, body: { status: 'INACTIVE' } })).json()
        .status,
    ).toBe('INACTIVE');
    expect((await api(brandsApi.detail, { params: { id } })).statusCode).toBe(404);
    expect((await api(brandsApi.detail, { params: { id }, headers: owner.headers })).statusCode).toBe(200);
    expect(
      (await api(brandsApi.setStatus, { params: { id }, headers: owner.headers, body: { status: 'ACTIVE' } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses moves that are not allowed with 409 INVALID_STATUS_TRANSITION', async () => {
    const { brand, owner } = await buildBrand(t.app);
    for (const status of ['CREATING', 'ACTIVE'] as const) {
      const response = await api(brandsApi.setStatus, {
        params: { id: brand.id },
        headers: owner.headers,
        body: { status },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>().code).toBe('INVALID_STATUS_TRANSITION');
    }
    // Raw: the contract's types refuse an unknown status.
    expect((await raw('PUT', `/brands/${brand.id}/status`, owner.headers, { status: 'GONE' })).statusCode).toBe(400);
  });

  it('answers 403 to another BUSINESS user and to a wrong role, 404 for an unknown id', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const stranger = await business();
    const influencer = await buildUser(t.app);
    const body = { status: 'INACTIVE' } as const;
    expect(
      (await api(brandsApi.setStatus, { params: { id: brand.id }, headers: stranger.headers, body })).statusCode,
    ).toBe(403);
    expect(
      (await api(brandsApi.setStatus, { params: { id: brand.id }, headers: influencer.headers, body })).statusCode,
    ).toBe(403);
    expect(
      (await api(brandsApi.setStatus, { params: { id: randomUUID() }, headers: owner.headers, body })).statusCode,
    ).toBe(404);
    expect((await api(brandsApi.detail, { params: { id: brand.id } })).json().status).toBe('ACTIVE');
  });
});

describe('brand reads', () => {
  it('checks names ignoring case; your own brand counts as free', async () => {
    const { brand } = await buildBrand(t.app);
    const check = (query: QueryOf<typeof brandsApi.nameCheck>) => api(brandsApi.nameCheck, { query });
    expect((await check({ name: brand.name?.toLowerCase() ?? '' })).json()).toEqual({ available: false });
    expect((await check({ name: brand.name ?? '', brandId: brand.id })).json()).toEqual({ available: true });
    expect((await check({ name: `Free${unique()}` })).json()).toEqual({ available: true });
    expect((await check({ name: 'x' })).statusCode).toBe(400);
  });

  it('answers the fee setting', async () => {
    expect((await api(brandsApi.feeSetting)).json()).toEqual({ feeBps: 500, minimumReward: '1' });
  });

  it('finds a brand by id or slug with its public quest count; unknown → 404', async () => {
    const { brand } = await buildBrand(t.app);
    await buildQuest(t.app, brand);
    await buildQuest(t.app, brand, { status: 'DRAFT' });
    const byId = await api(brandsApi.detail, { params: { id: brand.id } });
    expect(byId.json()).toMatchObject({ id: brand.id, questCount: 1 });
    expect((await api(brandsApi.detail, { params: { id: brand.slug } })).json().id).toBe(brand.id);
    expect((await api(brandsApi.detail, { params: { id: randomUUID() } })).statusCode).toBe(404);
    expect((await api(brandsApi.detail, { params: { id: 'no-such-brand' } })).statusCode).toBe(404);
  });

  it('lists the owner’s brands of every status at /brands/me', async () => {
    const owner = await business();
    await buildBrand(t.app, { owner });
    await buildBrand(t.app, { owner, status: 'INACTIVE' });
    const mine = await api(brandsApi.mine, { headers: owner.headers });
    expect(mine.json().total).toBe(2);
    expect((await api(brandsApi.mine, { query: { statuses: 'INACTIVE' }, headers: owner.headers })).json().total).toBe(
      1,
    );
    expect((await api(brandsApi.mine)).statusCode).toBe(401);
  });

  it('lists active brands by keyword and category for users and guests; /new shows the newest', async () => {
    const word = `zq${unique()}`;
    const { brand } = await buildBrand(t.app, { name: `Alpha ${word}`, categoryIds: ['music'] });
    await buildBrand(t.app, { name: `Beta ${word}`, categoryIds: ['food'] });
    await buildBrand(t.app, { name: `Gamma ${word}`, status: 'INACTIVE' });
    const user = await buildUser(t.app);
    const guests = await api(brandsApi.guests, { query: { keyword: word } });
    expect(guests.json().total).toBe(2);
    const filtered = await api(brandsApi.list, {
      query: { keyword: word.toUpperCase(), categoryIds: 'music' },
      headers: user.headers,
    });
    expect(filtered.json().items.map((b: { id: string }) => b.id)).toEqual([brand.id]);
    expect((await api(brandsApi.list)).statusCode).toBe(401);
    const newest = await api(brandsApi.newest);
    expect(newest.json().items.length).toBeLessThanOrEqual(5);
    expect(newest.json().items.every((b: { status: string }) => b.status === 'ACTIVE')).toBe(true);
    expect((await api(brandsApi.guests, { query: { limit: 1000 } })).statusCode).toBe(400);
    expect((await api(brandsApi.guests, { query: { keyword: '%_\\' } })).statusCode).toBe(200);
  });
});
