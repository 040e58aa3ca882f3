import { notificationSettingsApi } from '@questboard/contract/notification-settings';
import { notificationsApi } from '@questboard/contract/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { type BuiltUser, buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { userQuests } from '../../db/schema/participation';
import { users } from '../../db/schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const api = apiOf(() => t.app);

/** A person in `timeZone` who completed a quest at each of `completedAt`. */
async function personWhoCompleted(timeZone: string, completedAt: string[]): Promise<BuiltUser> {
  const person = await buildUser(t.app);
  await t.app.ctx.db.update(users).set({ timeZone }).where(eq(users.id, person.user.id));
  const { brand } = await buildBrand(t.app);
  for (const at of completedAt) {
    const quest = await buildQuest(t.app, brand);
    await t.app.ctx.db
      .insert(userQuests)
      .values({ questId: quest.id, userId: person.user.id, status: 'COMPLETED', completedAt: new Date(at) });
  }
  return person;
}

async function remindersOf(person: BuiltUser) {
  const page = await api(notificationsApi.list, { headers: person.headers, query: {} });
  expect(page.statusCode).toBe(200);
  return (page.json().items as Array<{ type: string; title: string; body: string; link: string | null }>).filter(
    (n) => n.type === 'STREAK_REMINDER',
  );
}

const runAt = (iso: string) => t.app.services.streakReminders.run(new Date(iso));

describe('the evening reminder of a streak that would break', () => {
  it('comes once, from 18:00 on the person’s own clock, while no quest is done today', async () => {
    // Paris is UTC+1 in November: 18:00 there is 17:00 UTC.
    const paris = await personWhoCompleted('Europe/Paris', ['2026-11-25T09:00:00Z', '2026-11-26T09:00:00Z']);
    const doneToday = await personWhoCompleted('Europe/Paris', ['2026-11-26T09:00:00Z', '2026-11-27T08:00:00Z']);
    const newYork = await personWhoCompleted('America/New_York', ['2026-11-26T15:00:00Z']);

    await runAt('2026-11-27T16:55:00Z'); // 17:55 in Paris
    expect(await remindersOf(paris)).toEqual([]);

    await runAt('2026-11-27T17:05:00Z'); // 18:05 in Paris, 12:05 in New York
    const [told, ...more] = await remindersOf(paris);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      title: 'Your 2-day streak ends tonight',
      body: 'No quest completed today yet: complete one before midnight to keep your streak.',
      link: '/quests',
    });
    expect(await remindersOf(doneToday)).toEqual([]);
    expect(await remindersOf(newYork)).toEqual([]);

    // Later the same evening, and again at once (two instances): still the one reminder.
    await Promise.all([runAt('2026-11-27T20:00:00Z'), runAt('2026-11-27T20:00:00Z')]);
    expect(await remindersOf(paris)).toHaveLength(1);

    // New York's evening: 18:05 there is 23:05 UTC.
    await runAt('2026-11-27T23:05:00Z');
    expect(await remindersOf(newYork)).toHaveLength(1);

    // The next evening, still nothing done (yesterday was repaired): told again.
    await runAt('2026-11-28T17:30:00Z');
    expect(await remindersOf(paris)).toHaveLength(2);
  });

  it('is not sent to a person who switched it off in settings, nor to one without a streak', async () => {
    const muted = await personWhoCompleted('UTC', ['2026-11-26T09:00:00Z']);
    const switched = await api(notificationSettingsApi.update, {
      headers: muted.headers,
      body: { STREAK_REMINDER: false },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().STREAK_REMINDER).toBe(false);
    // Last quest a week ago: more missed days than repairs, so no streak to keep.
    const lapsed = await personWhoCompleted('UTC', ['2026-11-20T09:00:00Z']);

    await runAt('2026-11-27T19:00:00Z');
    expect(await remindersOf(muted)).toEqual([]);
    expect(await remindersOf(lapsed)).toEqual([]);
  });

  it('reads in French for a French reader', async () => {
    const person = await personWhoCompleted('UTC', ['2026-11-26T09:00:00Z']);
    await t.app.ctx.db.update(users).set({ language: 'fr' }).where(eq(users.id, person.user.id));
    await runAt('2026-11-27T18:30:00Z');
    const page = await api(notificationsApi.list, { headers: { ...person.headers, 'x-lang': 'fr' }, query: {} });
    const told = page.json().items.find((n: { type: string }) => n.type === 'STREAK_REMINDER');
    expect(told?.title).toBe('Votre série d’un jour s’arrête ce soir');
  });
});
