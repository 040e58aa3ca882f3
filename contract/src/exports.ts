import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam } from './lists';

/** The columns of each export, in order (the CSV's header row). */
export const EXPORT_COLUMNS = {
  participants: ['user_id', 'username', 'status', 'started_at', 'completed_at', 'claimed_at', 'claimed_amount'],
  claims: ['user_id', 'username', 'claimed_at', 'amount'],
  /** What participants submitted: a task's result or a condition's proof, with the review's state and note. */
  submissions: ['item', 'item_id', 'title', 'user_id', 'username', 'status', 'answer', 'note', 'updated_at'],
} as const;
export type ExportKind = keyof typeof EXPORT_COLUMNS;
/** A brand's exports lead each row with its quest, then the quest export's columns. */
export const BRAND_EXPORT_LEAD = ['quest_id', 'quest_slug'] as const;
/**
 * A pooled quest's payouts (raffle, top N, equal split), once settled: the frozen list with who got what and why,
 * the paid in their place's order first, then those who were on the list and were not paid.
 */
export const PAYOUT_COLUMNS = ['place', 'user_id', 'username', 'pseudonym', 'amount', 'why'] as const;
/** A settled season pool's payouts: each person paid, by place on the season's board, with their XP and why. */
export const SEASON_PAYOUT_COLUMNS = ['place', 'user_id', 'username', 'xp', 'amount', 'why'] as const;
/** A quest's statistics export: one row per day (UTC) with people who started, claims and tokens paid that day. */
export const STATISTICS_COLUMNS = ['date', 'participants', 'claims', 'paid'] as const;
/** A brand's statistics export: one row per quest with the totals of its statistics. */
export const BRAND_STATISTICS_COLUMNS = [
  'quest_id',
  'quest_slug',
  'status',
  'participants',
  'completions',
  'claims',
  'paid',
  'remaining',
  'funded',
  'reclaimed',
] as const;

/** A quest's data as CSV (text/csv, streamed), for its brand's owner and the brand's API keys. */
export const exportsApi = {
  participants: endpoint({
    method: 'GET',
    path: '/quests/:id/export/participants',
    apiKey: { quest: 'id' },
    auth: true,
    params: idParam,
    summary:
      'Everyone who took part in the quest as CSV (text/csv, streamed), earliest start first: status, started, completed, claimed and amount in tokens (owner only)',
    response: z.string(),
  }),
  claims: endpoint({
    method: 'GET',
    path: '/quests/:id/export/claims',
    apiKey: { quest: 'id' },
    auth: true,
    params: idParam,
    summary:
      "The quest's paid claims as CSV (text/csv, streamed), in the order the participants started, amount in tokens (owner only)",
    response: z.string(),
  }),
  submissions: endpoint({
    method: 'GET',
    path: '/quests/:id/export/submissions',
    apiKey: { quest: 'id' },
    auth: true,
    params: idParam,
    summary:
      "What the quest's participants submitted as CSV (text/csv, streamed): each task result and condition proof with its review state and note, task by task, then condition by condition (owner only)",
    response: z.string(),
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/quests/:id/export/statistics',
    apiKey: { quest: 'id' },
    auth: true,
    params: idParam,
    summary:
      "The quest's statistics per day (UTC) as CSV (text/csv): date, participants who started, claims and tokens paid that day (owner only)",
    response: z.string(),
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/quests/:id/export/payouts',
    apiKey: { quest: 'id' },
    auth: true,
    params: idParam,
    summary:
      'A quest paid at its end (raffle, top N, equal split), once settled, as CSV (text/csv, streamed): place, user_id, username, pseudonym, amount in tokens and why (drawn, ranked, equal share, or not paid), the paid first (owner only; 409 for a first-come quest or before the settlement)',
    response: z.string(),
  }),
  seasonPayouts: endpoint({
    method: 'GET',
    path: '/seasons/:id/export/payouts',
    auth: true,
    params: idParam,
    summary:
      "A season's pool, once paid, as CSV (text/csv): place, user_id, username, xp, amount in tokens and why (the prize table's place, or the share of the pool by XP), by place (the brand's owner only; 409 before the payout or for a season without a pool)",
    response: z.string(),
  }),
  brandParticipants: endpoint({
    method: 'GET',
    path: '/brands/:id/export/participants',
    apiKey: { brand: 'id' },
    auth: true,
    params: idParam,
    summary:
      "The participants of every quest of the brand as CSV (text/csv, streamed): quest_id, quest_slug, then the quest export's columns, quest by quest in creation order (owner only)",
    response: z.string(),
  }),
  brandClaims: endpoint({
    method: 'GET',
    path: '/brands/:id/export/claims',
    apiKey: { brand: 'id' },
    auth: true,
    params: idParam,
    summary:
      "The paid claims of every quest of the brand as CSV (text/csv, streamed): quest_id, quest_slug, then the quest export's columns (owner only)",
    response: z.string(),
  }),
  brandSubmissions: endpoint({
    method: 'GET',
    path: '/brands/:id/export/submissions',
    apiKey: { brand: 'id' },
    auth: true,
    params: idParam,
    summary:
      "What participants submitted to every quest of the brand as CSV (text/csv, streamed): quest_id, quest_slug, then the quest export's columns (owner only)",
    response: z.string(),
  }),
  brandStatistics: endpoint({
    method: 'GET',
    path: '/brands/:id/export/statistics',
    apiKey: { brand: 'id' },
    auth: true,
    params: idParam,
    summary:
      'Every quest of the brand with its totals as CSV (text/csv): status, participants, completions, claims, and tokens paid, remaining, funded and reclaimed (owner only)',
    response: z.string(),
  }),
};
