import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam } from './lists';

/** The columns of each export, in order (the CSV's header row). */
export const EXPORT_COLUMNS = {
  participants: ['user_id', 'username', 'status', 'started_at', 'completed_at', 'claimed_at', 'claimed_amount'],
  claims: ['user_id', 'username', 'claimed_at', 'amount'],
} as const;
export type ExportKind = keyof typeof EXPORT_COLUMNS;
/** A brand's exports lead each row with its quest, then the quest export's columns. */
export const BRAND_EXPORT_LEAD = ['quest_id', 'quest_slug'] as const;

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
};
