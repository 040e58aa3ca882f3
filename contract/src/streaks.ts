import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * A person's streak of days with a completed quest, counted in their own time zone (docs/streaks.md). `current`
 * is alive while today is still open: it counts up to yesterday until today's quest is done.
 */
export const Streak = z.object({
  current: z.number().int(),
  best: z.number().int(),
  /** A quest was completed today (in `timeZone`): the streak is safe until tomorrow. */
  doneToday: z.boolean(),
  /** Missed days repaired this calendar month, and how many repairs are left in it. */
  repairedThisMonth: z.number().int(),
  repairsLeft: z.number().int(),
  /** The zone days are counted in: the person's own, or UTC until they set one. */
  timeZone: z.string(),
  /** Today's date there (YYYY-MM-DD). */
  today: z.string(),
});
export type Streak = z.infer<typeof Streak>;

/** What anyone may see of a person's streak (not their time zone). */
export const PublicStreak = Streak.pick({ current: true, best: true, doneToday: true });
export type PublicStreak = z.infer<typeof PublicStreak>;

export const streaksApi = {
  mine: endpoint({
    method: 'GET',
    path: '/streaks/me',
    auth: true,
    summary: "The signed-in person's current and best streak, in their time zone",
    response: Streak,
  }),
  ofUser: endpoint({
    method: 'GET',
    path: '/streaks/user',
    auth: false,
    summary: "A person's current and best streak by id or username",
    query: z.object({ userKey: z.string().trim().min(1).max(100) }),
    response: PublicStreak,
  }),
};
