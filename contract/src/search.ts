import { z } from 'zod';
import { USER_TYPES } from './constants';
import { endpoint } from './endpoint';
import { idParam, Ok } from './lists';
import { QuestBrand, QuestSummary } from './quests';

export const SEARCH_LIMITS = { perGroupDefault: 5, perGroupMax: 20, historiesMax: 10 } as const;

/** `?keyword` (1–100 characters after trimming) and how many of each kind to answer. */
export const SearchQuery = z.object({
  keyword: z.string().trim().min(1, 'Type something to search for').max(100, 'Keyword is at most 100 characters'),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.perGroupMax).default(SEARCH_LIMITS.perGroupDefault),
});

export const SearchPerson = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  type: z.enum(USER_TYPES),
});
export type SearchPerson = z.infer<typeof SearchPerson>;

/** Best matches per kind: quests (live first), active brands, people. */
export const SearchResult = z.object({
  keyword: z.string(),
  quests: z.array(QuestSummary),
  brands: z.array(QuestBrand),
  users: z.array(SearchPerson),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchHistory = z.object({ id: z.string(), keyword: z.string(), searchedAt: z.string() });
export type SearchHistory = z.infer<typeof SearchHistory>;

/** Spec §7 Search: one box over quests, brands and people; a signed-in user's recent searches. */
export const searchApi = {
  guest: endpoint({
    method: 'GET',
    path: '/search/guest',
    auth: false,
    summary: 'Quests, brands and people matching a keyword (prefixes, stems, typos)',
    query: SearchQuery,
    response: SearchResult,
  }),
  search: endpoint({
    method: 'GET',
    path: '/search',
    auth: true,
    summary: 'The same search, remembered in your recent searches',
    query: SearchQuery,
    response: SearchResult,
  }),
  histories: endpoint({
    method: 'GET',
    path: '/search/histories',
    auth: true,
    summary: `Your recent searches, newest first (at most ${SEARCH_LIMITS.historiesMax})`,
    response: z.array(SearchHistory),
  }),
  deleteHistory: endpoint({
    method: 'DELETE',
    path: '/search/histories/:id',
    auth: true,
    params: idParam,
    summary: 'Forget one of your recent searches (404 when it is not yours)',
    response: Ok,
  }),
  clearHistories: endpoint({
    method: 'DELETE',
    path: '/search/histories',
    auth: true,
    summary: 'Forget all your recent searches',
    response: Ok,
  }),
};
