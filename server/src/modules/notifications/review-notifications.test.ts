import { devApi } from '@questboard/contract/auth';
import { notificationSettingsApi } from '@questboard/contract/notification-settings';
import { notificationsApi } from '@questboard/contract/notifications';
import { participationApi } from '@questboard/contract/participation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { type BuiltUser, buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { openVisitLink } from '../../../../test/helpers/visit-link';
import { conditionChecks } from '../../db/schema/participation';
import { questConditions, tasks } from '../../db/schema/quests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

/** A live funded quest with a social condition and an image task, both reviewed by the brand owner. */
async function reviewedQuest() {
  const funded = await buildFundedQuest(t.app, { title: `Coffee ${Date.now()}` });
  const [social] = await t.app.ctx.db
    .insert(questConditions)
    .values({ questId: funded.quest.id, network: 'TWITTER', action: 'FOLLOW', params: { handle: 'acme' }, position: 5 })
    .returning();
  const [image] = await t.app.ctx.db
    .insert(tasks)
    .values({
      questId: funded.quest.id,
      ownerId: funded.owner.user.id,
      title: 'Post a photo',
      resultType: 'IMAGE',
      position: 0,
    })
    .returning();
  if (!social || !image) throw new Error('fixture');
  return { ...funded, social, image };
}

async function participant(questId: string): Promise<BuiltUser> {
  const me = await buildUser(t.app, { type: 'INFLUENCER' });
  expect((await api(participationApi.start, { params: { id: questId }, headers: me.headers })).statusCode).toBe(200);
  return me;
}

const bell = async (user: BuiltUser) =>
  (await api(notificationsApi.list, { headers: user.headers })).json() as {
    unreadCount: number;
    items: Array<{ type: string; title: string; body: string; link: string | null }>;
  };

const mailsTo = async (email: string) =>
  (
    (await api(devApi.mailbox, { query: { email } })).json() as {
      items: Array<{ subject: string; text: string }>;
    }
  ).items;

describe('brand owners hear of work waiting for review', () => {
  it('rings the bell once per quest while unread, and again after it was read', async () => {
    const q = await reviewedQuest();
    const first = await participant(q.quest.id);
    await api(participationApi.verify, {
      headers: first.headers,
      body: { questConditionId: q.social.id, proof: 'https://x.com/me' },
    });

    const rung = await bell(q.owner);
    expect(rung.unreadCount).toBe(1);
    expect(rung.items[0]).toMatchObject({
      type: 'SUBMISSION_WAITING',
      title: 'New work waits for your review',
      body: `A participant submitted “Follow on X (Twitter) acme” in “${q.quest.title}”.`,
      link: `/brands-dashboard/quests/${q.quest.id}#review`,
    });

    const second = await participant(q.quest.id);
    await api(participationApi.taskVerify, {
      headers: second.headers,
      body: { taskId: q.image.id, result: 'https://img.example/a.png' },
    });
    expect((await bell(q.owner)).unreadCount).toBe(1);

    await api(notificationsApi.markRead, { headers: q.owner.headers, body: {} });
    await api(participationApi.taskVerify, {
      headers: first.headers,
      body: { taskId: q.image.id, result: 'https://img.example/b.png' },
    });
    const again = await bell(q.owner);
    expect(again.unreadCount).toBe(1);
    expect(again.items[0]?.body).toContain('“Post a photo”');
  });

  it('stays silent for an owner who switched the bell off, and for checks the platform decides itself', async () => {
    const q = await reviewedQuest();
    const off = await api(notificationSettingsApi.update, {
      headers: q.owner.headers,
      body: { SUBMISSION_WAITING: false },
    });
    expect(off.json()).toMatchObject({ SUBMISSION_WAITING: false, REVIEW_DIGEST: true });
    const me = await participant(q.quest.id);
    await api(participationApi.verify, {
      headers: me.headers,
      body: { questConditionId: q.social.id, proof: 'https://x.com/me' },
    });
    expect((await bell(q.owner)).items.filter((n) => n.type === 'SUBMISSION_WAITING')).toEqual([]);

    const other = await reviewedQuest();
    const visitor = await participant(other.quest.id);
    const [visit] = await t.app.ctx.db
      .select()
      .from(questConditions)
      .where(eq(questConditions.questId, other.quest.id));
    expect((await openVisitLink(t.app, visit?.id ?? '', visitor.headers)).statusCode).toBe(302);
    const checked = await api(participationApi.verify, {
      headers: visitor.headers,
      body: { questConditionId: visit?.id ?? '' },
    });
    expect(checked.json().status).toBe('VERIFIED');
    expect((await bell(other.owner)).unreadCount).toBe(0);
  });
});

describe('the daily review digest', () => {
  // The clock is driven by the test: days ahead of today, at an hour of the day (UTC); the digest hour is 08:00.
  const at = (daysAhead: number, hour: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysAhead, hour, 30));
  };

  it('mails each owner once a day what waits, only when something new came, and not when switched off', async () => {
    expect(t.app.ctx.config.reviewDigestHour).toBe(8);
    const q = await reviewedQuest();
    const muted = await reviewedQuest();
    await api(notificationSettingsApi.update, { headers: muted.owner.headers, body: { REVIEW_DIGEST: false } });
    const a = await participant(q.quest.id);
    const b = await participant(q.quest.id);
    await api(participationApi.verify, {
      headers: a.headers,
      body: { questConditionId: q.social.id, proof: 'https://x.com/a' },
    });
    await api(participationApi.taskVerify, {
      headers: b.headers,
      body: { taskId: q.image.id, result: 'https://img.example/b.png' },
    });
    const c = await participant(muted.quest.id);
    await api(participationApi.taskVerify, {
      headers: c.headers,
      body: { taskId: muted.image.id, result: 'https://img.example/c.png' },
    });
    const digest = t.app.services.reviewDigest;

    await digest.run(at(1, 9));
    const [mail] = await mailsTo(q.owner.user.email);
    expect(mail?.subject).toBe('2 submissions wait for your review');
    expect(mail?.text).toContain(
      `- ${q.quest.title}: 2 waiting — http://localhost:3000/brands-dashboard/quests/${q.quest.id}#review`,
    );
    expect(mail?.text).toContain('Switch it off in your settings: http://localhost:3000/settings');
    expect(await mailsTo(muted.owner.user.email)).toEqual([]);

    await digest.run(at(1, 15));
    await digest.run(at(2, 7));
    expect(await mailsTo(q.owner.user.email)).toHaveLength(1);

    // Work still waits but nothing came since yesterday's digest: no mail.
    await digest.run(at(2, 9));
    expect(await mailsTo(q.owner.user.email)).toHaveLength(1);

    // A submission during day 2 (its time set on the driven clock) makes day 3's digest.
    await api(participationApi.verify, {
      headers: b.headers,
      body: { questConditionId: q.social.id, proof: 'https://x.com/b' },
    });
    await t.app.ctx.db
      .update(conditionChecks)
      .set({ updatedAt: at(2, 12) })
      .where(and(eq(conditionChecks.userId, b.user.id), eq(conditionChecks.questConditionId, q.social.id)));
    await digest.run(at(3, 8));
    const mails = await mailsTo(q.owner.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('3 submissions wait for your review');
  });

  it('sends nothing to an owner with nothing waiting', async () => {
    const q = await reviewedQuest();
    await t.app.services.reviewDigest.run(at(1, 9));
    expect(await mailsTo(q.owner.user.email)).toEqual([]);
  });
});
