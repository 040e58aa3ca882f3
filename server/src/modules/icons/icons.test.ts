import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/_nuxt_icon/{collection}.json', () => {
  it('answers only the requested icons of a package collection, with the collection as prefix', async () => {
    const response = await get('/api/_nuxt_icon/lucide.json?icons=wallet,gift');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.prefix).toBe('lucide');
    expect(Object.keys(body.icons).sort()).toEqual(['gift', 'wallet']);
    expect(body.icons.wallet.body).toContain('<path');
    expect(body.not_found).toBeUndefined();
  });

  it('serves the custom collections landing, settings and brands', async () => {
    for (const [collection, icon] of [
      ['landing', 'reward'],
      ['settings', 'wallet'],
      ['brands', 'dashboard'],
    ] as const) {
      const body = (await get(`/api/_nuxt_icon/${collection}.json?icons=${icon}`)).json();
      expect(body.prefix).toBe(collection);
      expect(Object.keys(body.icons)).toEqual([icon]);
    }
  });

  it('lists names it does not have instead of failing the whole request', async () => {
    const body = (await get('/api/_nuxt_icon/landing.json?icons=reward,no-such-icon')).json();
    expect(Object.keys(body.icons)).toEqual(['reward']);
    expect(body.not_found).toEqual(['no-such-icon']);
  });

  it('is cacheable for a week and answers 304 to a matching ETag', async () => {
    const first = await get('/api/_nuxt_icon/settings.json?icons=wallet');
    expect(first.headers['cache-control']).toContain('max-age=604800');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/_nuxt_icon/settings.json?icons=wallet', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers an unknown collection with 404 in the error format (no prefix, no icons)', async () => {
    for (const name of ['nope', 'constructor', 'has-own-property']) {
      const response = await get(`/api/_nuxt_icon/${name}.json?icons=wallet`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.json()).not.toHaveProperty('icons');
    }
  });

  it('refuses a request without icons, with bad names, or without .json, with a 400', async () => {
    for (const url of [
      '/api/_nuxt_icon/lucide.json',
      '/api/_nuxt_icon/lucide.json?icons=',
      '/api/_nuxt_icon/lucide.json?icons=,,',
      '/api/_nuxt_icon/lucide.json?icons=../etc',
      '/api/_nuxt_icon/lucide.json?icons=a%00b',
      '/api/_nuxt_icon/lucide?icons=wallet',
      '/api/_nuxt_icon/__proto__.json?icons=wallet',
      `/api/_nuxt_icon/lucide.json?icons=${Array.from({ length: 101 }, (_, i) => `i${i}`).join(',')}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.paths).toHaveProperty(['/api/_nuxt_icon/{collection}']);
  });
});
