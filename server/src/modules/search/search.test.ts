import { randomInt } from 'node:crypto';
import { brandsApi } from '@questboard/contract/brands';
import type { Endpoint, QueryOf } from '@questboard/contract/endpoint';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { questsApi } from '@questboard/contract/quests';
import { searchApi } from '@questboard/contract/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf, type CallInput } from '../../../../test/helpers/api';
import { formOf } from '../../../../test/helpers/forms';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { brands } from '../../db/schema/brands';
import { quests } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { creditUser } from '../../modules/ledger/credits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

// A made-up word no other test writes (letters only: digits would be separate words), so results are exact on a
// shared PostgreSQL database too.
const word = () => Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('');
type Headers = Record<string, string>;
const read = async <E extends Endpoint>(endpoint: E, input?: CallInput<E>) => {
  const response = await api(endpoint, input);
  return { status: response.statusCode, body: response.json() };
};
const titlesOf = (body: { items: { title: string | null }[] }) => body.items.map((q) => q.title);
const guestList = (keyword: string, extra: QueryOf<typeof questsApi.guests> = {}) =>
  read(questsApi.guests, { query: { keyword, ...extra } });

describe('quest keyword search', () => {
  it("finds quests by their brand's name, by word prefixes, by English and French stems, and past typos", async () => {
    const u = word();
    const { brand } = await buildBrand(t.app, { name: `Stride ${u}` });
    await buildQuest(t.app, brand, { title: `Token swap challenge ${u}` });
    const other = await buildBrand(t.app);
    await buildQuest(t.app, other.brand, { title: `Échange de jetons ${u}` });
    await buildQuest(t.app, other.brand, { title: `Weekly swaps ${u}` });

    // The brand's name finds its quest although the title never says it.
    expect(titlesOf((await guestList(`stride ${u}`)).body)).toEqual([`Token swap challenge ${u}`]);
    // A word being typed matches as a prefix.
    expect(titlesOf((await guestList(`${u.slice(0, 6)} chall`)).body)).toEqual([`Token swap challenge ${u}`]);
    // Stemming: "swapping" finds "swap" and "swaps"; "échanges" finds "Échange".
    expect(titlesOf((await guestList(`swapping ${u}`)).body).sort()).toEqual(
      [`Token swap challenge ${u}`, `Weekly swaps ${u}`].sort(),
    );
    expect(titlesOf((await guestList(`échanges ${u}`)).body)).toEqual([`Échange de jetons ${u}`]);
    // A misspelt word is corrected against the words of titles and brand names.
    const typo = `${u.slice(0, 4)}${u.slice(5)}`;
    expect(titlesOf((await guestList(`chalenge ${typo}`)).body)).toEqual([`Token swap challenge ${u}`]);
    expect(titlesOf((await guestList(`swp ${u}`)).body)).toContain(`Token swap challenge ${u}`);
  });

  it('ranks title over brand over description, and live quests before ended ones', async () => {
    const u = word();
    const inTitle = await buildBrand(t.app);
    const inBrand = await buildBrand(t.app, { name: `House of ${u}` });
    const titled = await buildQuest(t.app, inTitle.brand, {
      title: `The ${u} quest`,
      createdAt: new Date(Date.now() - 60_000),
    });
    await buildQuest(t.app, inBrand.brand, { title: 'Branded quest' });
    const described = await buildQuest(t.app, inTitle.brand, { title: 'Described quest' });
    await t.app.ctx.db
      .update(quests)
      .set({ description: `All about ${u}.` })
      .where(eq(quests.id, described.id));
    await buildQuest(t.app, inTitle.brand, { title: `Ended ${u} quest`, status: 'ENDED' });

    const { body } = await guestList(u);
    expect(titlesOf(body)).toEqual([titled.title, 'Branded quest', 'Described quest', `Ended ${u} quest`]);
    expect(body.total).toBe(4);
  });

  it('follows a brand renamed after its quests were written', async () => {
    const u = word();
    const { brand } = await buildBrand(t.app);
    await buildQuest(t.app, brand, { title: 'Renamed brand quest' });
    expect((await guestList(u)).body.total).toBe(0);
    await t.app.ctx.db
      .update(brands)
      .set({ name: `Now ${u}` })
      .where(eq(brands.id, brand.id));
    expect(titlesOf((await guestList(u)).body)).toEqual(['Renamed brand quest']);
  });

  it('filters the brand list with the same engine (prefixes, stems)', async () => {
    const u = word();
    await buildBrand(t.app, { name: `${u} Gardens` });
    const { body } = await read(brandsApi.guests, { query: { keyword: `${u.slice(0, 5)} garden` } });
    expect(body.items.map((b) => b.name)).toEqual([`${u} Gardens`]);
  });
});

describe('GET /search/guest, /search and /search/histories', () => {
  it('answers quests, brands and people for one keyword; a guest needs no account', async () => {
    const u = word();
    const { brand } = await buildBrand(t.app, { name: `${u} Labs` });
    await buildQuest(t.app, brand, { title: `Mint with ${u}` });
    const person = await buildUser(t.app);
    const { body, status } = await read(searchApi.guest, { query: { keyword: u } });
    expect(status).toBe(200);
    expect(body.quests.map((q) => q.title)).toEqual([`Mint with ${u}`]);
    expect(body.brands.map((b) => b.name)).toEqual([`${u} Labs`]);
    const people = await read(searchApi.guest, { query: { keyword: person.user.username } });
    expect(people.body.users.map((p: { username: string }) => p.username)).toEqual([person.user.username]);
    expect(people.body.users[0]).not.toHaveProperty('email');
    expect((await read(searchApi.guest, { query: { keyword: '  ' } })).status).toBe(400);
    expect((await read(searchApi.guest, { query: { keyword: 'x'.repeat(101) } })).status).toBe(400);
  });

  it('finds people past a one-letter typo in a surname or a username; a random word finds nobody', async () => {
    const surname = word();
    const camille = await buildUser(t.app);
    await t.app.ctx.db
      .update(users)
      .set({ displayName: `Camille ${surname[0]?.toUpperCase()}${surname.slice(1)}` })
      .where(eq(users.id, camille.user.id));
    const handle = word();
    const other = await buildUser(t.app);
    await t.app.ctx.db
      .update(users)
      .set({ username: `${handle}_42` })
      .where(eq(users.id, other.user.id));
    const names = async (keyword: string) =>
      (await read(searchApi.guest, { query: { keyword } })).body.users.map((p: { username: string }) => p.username);
    // One letter changed, one missing, one added.
    const changed = `${surname.slice(0, 4)}${surname[4] === 'z' ? 'y' : 'z'}${surname.slice(5)}`;
    expect(await names(changed)).toEqual([camille.user.username]);
    expect(await names(`camille ${surname.slice(0, 3)}${surname.slice(4)}`)).toEqual([camille.user.username]);
    expect(await names(`@${handle.slice(0, 6)}e${handle.slice(6)}`)).toEqual([`${handle}_42`]);
    // The exact surname still finds them; a word close to nobody's name finds nobody.
    expect(await names(surname)).toEqual([camille.user.username]);
    expect(await names(word())).toEqual([]);
  });

  it('remembers a signed-in search once per spelling, newest first, per user; deletes one or all', async () => {
    const alice = await buildUser(t.app);
    const bob = await buildUser(t.app);
    expect((await read(searchApi.search, { query: { keyword: 'x' } })).status).toBe(401);
    for (const keyword of ['swap', 'Nova', 'SWAP'])
      expect((await read(searchApi.search, { query: { keyword }, headers: alice.headers })).status).toBe(200);
    await read(searchApi.search, { query: { keyword: 'bob-only' }, headers: bob.headers });

    const mine = (await read(searchApi.histories, { headers: alice.headers })).body as {
      id: string;
      keyword: string;
    }[];
    expect(mine.map((h) => h.keyword)).toEqual(['SWAP', 'Nova']);
    const bobs = (await read(searchApi.histories, { headers: bob.headers })).body as { id: string; keyword: string }[];
    expect(bobs.map((h) => h.keyword)).toEqual(['bob-only']);

    const del = (id: string, headers: Headers) => api(searchApi.deleteHistory, { params: { id }, headers });
    expect((await del(bobs[0]?.id ?? '', alice.headers)).statusCode).toBe(404);
    expect((await read(searchApi.histories, { headers: bob.headers })).body).toHaveLength(1);
    expect((await del(mine[1]?.id ?? '', alice.headers)).statusCode).toBe(200);
    expect(
      (await read(searchApi.histories, { headers: alice.headers })).body.map((h: { keyword: string }) => h.keyword),
    ).toEqual(['SWAP']);
    const clear = await api(searchApi.clearHistories, { headers: alice.headers });
    expect(clear.statusCode).toBe(200);
    expect((await read(searchApi.histories, { headers: alice.headers })).body).toEqual([]);
    expect((await read(searchApi.histories, { headers: bob.headers })).body).toHaveLength(1);
  });
});

describe('cached guest lists', () => {
  it('show a quest published, edited or ended in the very next answer', async () => {
    const u = word();
    const { brand, owner } = await buildBrand(t.app);
    const draft = await buildQuest(t.app, brand, { title: `Fresh ${u}`, status: 'DRAFT' });
    await buildCondition(t.app, draft);
    expect((await guestList(u)).body.total).toBe(0);
    expect((await guestList(u)).body.total).toBe(0);

    await creditUser(t.app.ctx.db, { userId: owner.user.id, amount: 10n ** 21n, reason: 'test' });
    const publish = await api(questFundsApi.publish, {
      params: { id: draft.id },
      headers: owner.headers,
      body: { amount: '100' },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(titlesOf((await guestList(u)).body)).toEqual([`Fresh ${u}`]);

    const edit = await api(questsApi.update, {
      params: { id: draft.id },
      headers: owner.headers,
      body: formOf({ title: `Renamed ${u}` }) as unknown as object,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(titlesOf((await guestList(u)).body)).toEqual([`Renamed ${u}`]);

    expect((await guestList(u, { statuses: 'ENDED' })).body.total).toBe(0);
    const end = await api(questFundsApi.end, { params: { id: draft.id }, headers: owner.headers });
    expect(end.statusCode, end.body).toBe(200);
    expect(titlesOf((await guestList(u, { statuses: 'ENDED' })).body)).toEqual([`Renamed ${u}`]);
  });
});
