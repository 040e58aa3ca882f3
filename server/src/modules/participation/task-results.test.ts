import type { ErrorBody } from '@questboard/contract/errors';
import { notificationsApi } from '@questboard/contract/notifications';
import { participationApi } from '@questboard/contract/participation';
import { questsApi } from '@questboard/contract/quests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { formOf, png } from '../../../../test/helpers/forms';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { tasks } from '../../db/schema/quests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

type Headers = Record<string, string>;
const upload = (taskId: string, headers: Headers, data: Buffer, filename = 'photo.png', type = 'image/png') => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type }), filename);
  return api(participationApi.taskImage, { params: { id: taskId }, headers, body: form });
};

async function questWithImageTask() {
  const funded = await buildFundedQuest(t.app);
  const [image, text] = await t.app.ctx.db
    .insert(tasks)
    .values([
      {
        questId: funded.quest.id,
        ownerId: funded.owner.user.id,
        title: 'Post a photo',
        resultType: 'IMAGE',
        position: 0,
      },
      {
        questId: funded.quest.id,
        ownerId: funded.owner.user.id,
        title: 'Say hi',
        resultType: 'TEXT',
        review: 'AUTO',
        position: 1,
      },
    ])
    .returning();
  if (!image || !text) throw new Error('fixture');
  const me = await buildUser(t.app, { type: 'INFLUENCER' });
  return { ...funded, image, text, me };
}

const start = (questId: string, headers: Headers) => api(participationApi.start, { params: { id: questId }, headers });

describe('POST /tasks/:id/image', () => {
  it('stores an uploaded image as the result, which waits for review and shows in the queue', async () => {
    const q = await questWithImageTask();
    expect((await upload(q.image.id, q.me.headers, await png())).json<ErrorBody>().code).toBe('NOT_STARTED');
    await start(q.quest.id, q.me.headers);
    const response = await upload(q.image.id, q.me.headers, await png());
    expect(response.statusCode).toBe(200);
    const result = response.json().result ?? '';
    expect(response.json()).toMatchObject({ taskId: q.image.id, status: 'PENDING' });
    expect(result).toMatch(new RegExp(`^/uploads/task-results/${q.quest.id}/.+\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: result });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const queue = await api(participationApi.reviews, { params: { id: q.quest.id }, headers: q.owner.headers });
    expect(queue.json().items).toMatchObject([{ kind: 'TASK', label: 'Post a photo', submission: result }]);
    const bell = await api(notificationsApi.list, { headers: q.owner.headers });
    expect(bell.json().items[0]).toMatchObject({ type: 'SUBMISSION_WAITING' });
  });

  it('judges the file by its bytes, keeps the 5,000,000-byte limit, and takes images for image tasks only', async () => {
    const q = await questWithImageTask();
    await start(q.quest.id, q.me.headers);
    const fake = await upload(q.image.id, q.me.headers, Buffer.from('<?php echo 1; ?>'), 'photo.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json<ErrorBody>().code).toBe('UNSUPPORTED_FILE_TYPE');
    const huge = await upload(q.image.id, q.me.headers, Buffer.alloc(5_000_001, 1));
    expect(huge.statusCode).toBe(413);
    const onText = await upload(q.text.id, q.me.headers, await png());
    expect(onText.statusCode).toBe(400);
    expect(onText.json<ErrorBody>().message).toBe('This task takes a link or a text, not an image.');
    const none = await api(participationApi.taskImage, {
      params: { id: q.image.id },
      headers: q.me.headers,
      body: new FormData(),
    });
    expect(none.statusCode).toBe(400);
    const progress = await api(participationApi.taskResults, { params: { id: q.quest.id }, headers: q.me.headers });
    expect(progress.json().find((p: { taskId: string }) => p.taskId === q.image.id)?.status).toBe('NOT_DONE');
  });
});

describe('validation errors name their fields', () => {
  it('answers the quest form’s refused fields by path, for the builder to show next to each field', async () => {
    const { owner, brand } = await buildBrand(t.app);
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const form = formOf({ conditions: [{ network: 'TWITTER', action: 'FOLLOW', url: 'twitter.com/acme' }] });
    const response = await api(questsApi.update, { params: { id: draft.id }, headers: owner.headers, body: form });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'conditions.0.url': 'Enter a link starting with http:// or https://' },
    });
  });
});
