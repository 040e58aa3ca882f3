import { participationApi } from '@questboard/contract/participation';
import { tasksApi } from '@questboard/contract/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

// Each task says who accepts its results: the brand (the default, for links, texts and images alike) or nobody.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);

describe('task review modes', () => {
  it('waits for the owner by default, accepts at once when the task says so, and lists every result for the owner', async () => {
    const { owner, quest } = await buildFundedQuest(t.app);
    const create = async (body: {
      title: string;
      resultType: 'LINK' | 'TEXT' | 'IMAGE';
      review?: 'AUTO' | 'MANUAL';
    }) => {
      const response = await api(tasksApi.create, { headers: owner.headers, body: { questId: quest.id, ...body } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const link = await create({ title: 'Share a link', resultType: 'LINK' });
    const text = await create({ title: 'Say hello', resultType: 'TEXT' });
    const image = await create({ title: 'Show a photo', resultType: 'IMAGE', review: 'AUTO' });
    expect([link.review, text.review, image.review]).toEqual(['MANUAL', 'MANUAL', 'AUTO']);
    // The owner changes their mind about the text task: accepted automatically from now on.
    const changed = await api(tasksApi.update, {
      headers: owner.headers,
      params: { id: text.id },
      body: { review: 'AUTO' },
    });
    expect(changed.json()).toMatchObject({ review: 'AUTO', resultType: 'TEXT', title: 'Say hello' });
    const listed = (await api(tasksApi.ofQuest, { params: { id: quest.id } })).json().items;
    expect(listed.map((task) => task.review)).toEqual(['MANUAL', 'AUTO', 'AUTO']);

    const me = await buildUser(t.app, { type: 'INFLUENCER' });
    expect((await api(participationApi.start, { headers: me.headers, params: { id: quest.id } })).statusCode).toBe(200);
    const submit = (taskId: string, result: string) =>
      api(participationApi.taskVerify, { headers: me.headers, body: { taskId, result } });
    expect((await submit(link.id, 'https://example.com/post')).json().status).toBe('PENDING');
    expect((await submit(text.id, 'Hello!')).json().status).toBe('VERIFIED');
    expect((await submit(image.id, 'https://example.com/photo.png')).json().status).toBe('VERIFIED');

    // The queue holds what waits; the list of every result shows the automatic ones too, with how they were taken.
    const queue = (await api(participationApi.reviews, { headers: owner.headers, params: { id: quest.id } })).json();
    expect(queue.items.map((item) => item.label)).toEqual(['Share a link']);
    const all = await api(participationApi.allTaskResults, { headers: owner.headers, params: { id: quest.id } });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    const byTitle = Object.fromEntries(
      all.json().items.map((item) => [item.taskTitle, [item.status, item.review, item.result]]),
    );
    expect(byTitle).toEqual({
      'Share a link': ['PENDING', 'MANUAL', 'https://example.com/post'],
      'Say hello': ['VERIFIED', 'AUTO', 'Hello!'],
      'Show a photo': ['VERIFIED', 'AUTO', 'https://example.com/photo.png'],
    });

    // The owner rejects the link nobody should pay for; the participant may send another.
    const [waiting] = queue.items;
    if (!waiting) throw new Error('nothing waits');
    const decided = await api(participationApi.decide, {
      headers: owner.headers,
      body: { kind: 'TASK', id: waiting.id, approve: false, note: 'Not your post' },
    });
    expect(decided.statusCode).toBe(200);
    const again = await submit(link.id, 'https://example.com/my-post');
    expect(again.json().status).toBe('PENDING');
  });

  it('shows every result to the quest owner only', async () => {
    const { quest } = await buildFundedQuest(t.app);
    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    const participant = await buildUser(t.app, { type: 'INFLUENCER' });
    const params = { id: quest.id };
    expect((await api(participationApi.allTaskResults, { params })).statusCode).toBe(401);
    expect((await api(participationApi.allTaskResults, { headers: stranger.headers, params })).statusCode).toBe(403);
    expect((await api(participationApi.allTaskResults, { headers: participant.headers, params })).statusCode).toBe(403);
  });

  it('refuses a review mode it does not know, changing nothing', async () => {
    const { owner, quest } = await buildFundedQuest(t.app);
    // Raw: the contract's types refuse an unknown review mode.
    const odd = { questId: quest.id, title: 'Odd', resultType: 'TEXT', review: 'SOMETIMES' };
    const response = await raw('POST', '/tasks', owner.headers, odd);
    expect(response.statusCode).toBe(400);
    expect((await api(tasksApi.ofQuest, { params: { id: quest.id } })).json().total).toBe(0);
  });
});
