import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@questboard/contract/errors';
import { tasksApi } from '@questboard/contract/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest, buildTasks } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);

const titles = (body: { items: { title: string; position: number }[] }) =>
  body.items.map((x) => `${x.position}:${x.title}`);

describe('tasks', () => {
  it('adds tasks at the end, edits, reorders and deletes them, keeping positions 0..n-1', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const ids: string[] = [];
    for (const title of ['Follow', 'Share', 'Review']) {
      const created = await api(tasksApi.create, {
        headers: owner.headers,
        body: { questId: quest.id, title, resultType: 'LINK' },
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ ownerId: owner.user.id, position: ids.length });
      ids.push(created.json().id);
    }
    const edited = await api(tasksApi.update, {
      params: { id: ids[1] as string },
      headers: owner.headers,
      body: {
        description: 'Share the post',
        resultType: 'IMAGE',
      },
    });
    expect(edited.json()).toMatchObject({ title: 'Share', description: 'Share the post', resultType: 'IMAGE' });
    const reordered = await api(tasksApi.reorder, {
      params: { questId: quest.id },
      headers: owner.headers,
      body: {
        taskIds: [ids[2], ids[0], ids[1]] as string[],
      },
    });
    expect(titles(reordered.json())).toEqual(['0:Review', '1:Follow', '2:Share']);
    expect((await api(tasksApi.remove, { params: { id: ids[2] as string }, headers: owner.headers })).json()).toEqual({
      ok: true,
    });
    const list = await api(tasksApi.ofQuest, { params: { id: quest.id }, headers: owner.headers });
    expect(titles(list.json())).toEqual(['0:Follow', '1:Share']);
    expect((await api(tasksApi.ofQuest, { params: { id: quest.id } })).statusCode).toBe(404);
  });

  it('refuses a reorder that does not list every task exactly once, and bad bodies, with 400', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand);
    const [a, b] = await buildTasks(t.app, quest, owner.user.id, 2);
    if (!a || !b) throw new Error('fixture');
    const order = (taskIds: string[]) =>
      api(tasksApi.reorder, { params: { questId: quest.id }, headers: owner.headers, body: { taskIds } });
    expect((await order([a.id])).statusCode).toBe(400);
    expect((await order([a.id, a.id])).statusCode).toBe(400);
    expect((await order([a.id, randomUUID()])).statusCode).toBe(400);
    expect((await order([b.id, a.id])).statusCode).toBe(200);
    expect(
      (await api(tasksApi.create, { headers: owner.headers, body: { questId: quest.id, title: '' } })).statusCode,
    ).toBe(400);
    // Raw: the contract's types refuse an unknown result type.
    const video = { questId: quest.id, title: 'x', resultType: 'VIDEO' };
    expect((await raw('POST', '/tasks', owner.headers, video)).statusCode).toBe(400);
    expect((await api(tasksApi.ofQuest, { params: { id: quest.id } })).json().total).toBe(2);
  });

  it('answers 403 to another BUSINESS user and a wrong role on every write, 404 for unknown ids', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand);
    const [task] = await buildTasks(t.app, quest, owner.user.id, 1);
    if (!task) throw new Error('fixture');
    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    const influencer = await buildUser(t.app);
    for (const who of [stranger, influencer]) {
      expect(
        (await api(tasksApi.create, { headers: who.headers, body: { questId: quest.id, title: 'Mine' } })).statusCode,
      ).toBe(403);
      expect(
        (await api(tasksApi.update, { params: { id: task.id }, headers: who.headers, body: { title: 'Mine' } }))
          .statusCode,
      ).toBe(403);
      expect((await api(tasksApi.remove, { params: { id: task.id }, headers: who.headers })).statusCode).toBe(403);
      expect(
        (
          await api(tasksApi.reorder, {
            params: { questId: quest.id },
            headers: who.headers,
            body: { taskIds: [task.id] },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await api(tasksApi.ofQuest, { params: { id: quest.id } })).json().items[0]?.title).toBe('Task 0');
    expect(
      (await api(tasksApi.create, { headers: owner.headers, body: { questId: randomUUID(), title: 'x' } })).statusCode,
    ).toBe(404);
    expect(
      (await api(tasksApi.update, { params: { id: randomUUID() }, headers: owner.headers, body: { title: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await api(tasksApi.remove, { params: { id: randomUUID() }, headers: owner.headers })).statusCode).toBe(404);
    expect(
      (
        await api(tasksApi.reorder, {
          params: { questId: randomUUID() },
          headers: owner.headers,
          body: { taskIds: [randomUUID()] },
        })
      ).statusCode,
    ).toBe(404);
    expect((await api(tasksApi.ofQuest, { params: { id: randomUUID() } })).statusCode).toBe(404);
    expect((await api(tasksApi.remove, { params: { id: task.id } })).statusCode).toBe(401);
  });

  it('refuses changes to the tasks of an ended quest', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand, { status: 'ENDED' });
    const response = await api(tasksApi.create, { headers: owner.headers, body: { questId: quest.id, title: 'Late' } });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().code).toBe('QUEST_ENDED');
  });
});
