import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest, buildTasks } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = rawCallOf(() => t.app);
const titles = (body: { items: { title: string; position: number }[] }) =>
  body.items.map((x) => `${x.position}:${x.title}`);

describe('tasks', () => {
  it('adds tasks at the end, edits, reorders and deletes them, keeping positions 0..n-1', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const ids: string[] = [];
    for (const title of ['Follow', 'Share', 'Review']) {
      const created = await api('POST', '/tasks', owner.headers, { questId: quest.id, title, resultType: 'LINK' });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ ownerId: owner.user.id, position: ids.length });
      ids.push(created.json().id);
    }
    const edited = await api('PUT', `/tasks/${ids[1]}`, owner.headers, {
      description: 'Share the post',
      resultType: 'IMAGE',
    });
    expect(edited.json()).toMatchObject({ title: 'Share', description: 'Share the post', resultType: 'IMAGE' });
    const reordered = await api('PUT', `/tasks/order/${quest.id}`, owner.headers, {
      taskIds: [ids[2], ids[0], ids[1]],
    });
    expect(titles(reordered.json())).toEqual(['0:Review', '1:Follow', '2:Share']);
    expect((await api('DELETE', `/tasks/${ids[2]}`, owner.headers)).json()).toEqual({ ok: true });
    const list = await api('GET', `/tasks/quests/${quest.id}`, owner.headers);
    expect(titles(list.json())).toEqual(['0:Follow', '1:Share']);
    expect((await api('GET', `/tasks/quests/${quest.id}`)).statusCode).toBe(404);
  });

  it('refuses a reorder that does not list every task exactly once, and bad bodies, with 400', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand);
    const [a, b] = await buildTasks(t.app, quest, owner.user.id, 2);
    const order = (taskIds: unknown) => api('PUT', `/tasks/order/${quest.id}`, owner.headers, { taskIds });
    expect((await order([a?.id])).statusCode).toBe(400);
    expect((await order([a?.id, a?.id])).statusCode).toBe(400);
    expect((await order([a?.id, randomUUID()])).statusCode).toBe(400);
    expect((await order([b?.id, a?.id])).statusCode).toBe(200);
    expect((await api('POST', '/tasks', owner.headers, { questId: quest.id, title: '' })).statusCode).toBe(400);
    expect(
      (await api('POST', '/tasks', owner.headers, { questId: quest.id, title: 'x', resultType: 'VIDEO' })).statusCode,
    ).toBe(400);
    expect((await api('GET', `/tasks/quests/${quest.id}`)).json().total).toBe(2);
  });

  it('answers 403 to another BUSINESS user and a wrong role on every write, 404 for unknown ids', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand);
    const [task] = await buildTasks(t.app, quest, owner.user.id, 1);
    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    const influencer = await buildUser(t.app);
    for (const who of [stranger, influencer]) {
      expect((await api('POST', '/tasks', who.headers, { questId: quest.id, title: 'Mine' })).statusCode).toBe(403);
      expect((await api('PUT', `/tasks/${task?.id}`, who.headers, { title: 'Mine' })).statusCode).toBe(403);
      expect((await api('DELETE', `/tasks/${task?.id}`, who.headers)).statusCode).toBe(403);
      expect((await api('PUT', `/tasks/order/${quest.id}`, who.headers, { taskIds: [task?.id] })).statusCode).toBe(403);
    }
    expect((await api('GET', `/tasks/quests/${quest.id}`)).json().items[0].title).toBe('Task 0');
    expect((await api('POST', '/tasks', owner.headers, { questId: randomUUID(), title: 'x' })).statusCode).toBe(404);
    expect((await api('PUT', `/tasks/${randomUUID()}`, owner.headers, { title: 'x' })).statusCode).toBe(404);
    expect((await api('DELETE', `/tasks/${randomUUID()}`, owner.headers)).statusCode).toBe(404);
    expect(
      (await api('PUT', `/tasks/order/${randomUUID()}`, owner.headers, { taskIds: [randomUUID()] })).statusCode,
    ).toBe(404);
    expect((await api('GET', `/tasks/quests/${randomUUID()}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/tasks/${task?.id}`)).statusCode).toBe(401);
  });

  it('refuses changes to the tasks of an ended quest', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand, { status: 'ENDED' });
    const response = await api('POST', '/tasks', owner.headers, { questId: quest.id, title: 'Late' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('QUEST_ENDED');
  });
});
