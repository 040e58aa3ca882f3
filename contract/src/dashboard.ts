import { z } from 'zod';
import { endpoint } from './endpoint';
import { QUEST_PHASES } from './quests';

/** A quest as the personal dashboard shows it. */
export const DashboardQuest = z.object({
  id: z.string(),
  title: z.string().nullable(),
  slug: z.string(),
  image: z.string().nullable(),
  rewardAmount: z.string(),
  phase: z.enum(QUEST_PHASES),
  endAt: z.string().nullable(),
  brand: z.object({ id: z.string(), name: z.string().nullable(), slug: z.string(), logo: z.string().nullable() }),
});
export type DashboardQuest = z.infer<typeof DashboardQuest>;

export const Dashboard = z.object({
  /** Started quests and how many of their conditions and tasks are not verified yet. */
  inProgress: z.array(DashboardQuest.extend({ left: z.number().int(), total: z.number().int() })),
  /** Completed quests whose reward can still be claimed. */
  toClaim: z.array(DashboardQuest),
  /** Live or upcoming quests of the brands you follow that you have not started, newest first. */
  fromFollowedBrands: z.array(DashboardQuest),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const dashboardApi = {
  get: endpoint({
    method: 'GET',
    path: '/users/dashboard',
    auth: true,
    summary: 'Your personal dashboard: quests in progress, rewards to claim, new quests of brands you follow',
    response: Dashboard,
  }),
};
