import type { Season } from '@questboard/contract/seasons';
import { seasonsApi } from '@questboard/contract/seasons';
import type { Leaderboard, LeaderboardEntry } from '@questboard/contract/xp';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadQuestPageStrings } from '../../../i18n/i18n';
import { keyOf } from '../../../lib/query-keys';
import { SeasonBoard } from './season-board';
import { SeasonSummary } from './season-summary';

beforeAll(() => loadQuestPageStrings());
afterEach(cleanup);
afterAll(() => changeLanguage('en-US'));

const entry = (rank: number, name: string, xp: number): LeaderboardEntry => ({
  rank,
  user: { id: `u-${name}`, username: name, displayName: null, avatar: null },
  xp,
  level: 2,
});

function board(data: Leaderboard, ui: ReactNode = <SeasonBoard seasonId="s1" />) {
  const client = new QueryClient();
  client.setQueryData(keyOf(seasonsApi.leaderboard, 's1', 0, false), data);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('a season’s board', () => {
  it('lists the page by rank and shows my own place under it when I am off the page', async () => {
    await changeLanguage('en-US');
    const view = board({
      items: [entry(1, 'ada', 80), entry(2, 'bob', 50)],
      total: 30,
      me: entry(27, 'me', 5),
      since: null,
    });
    const rows = view.getAllByTestId('season-board-row');
    expect(rows.map((r) => plain(r.textContent))).toEqual([
      expect.stringMatching(/^#1.*ada.*80 XP$/),
      expect.stringMatching(/^#2.*bob.*50 XP$/),
    ]);
    const me = view.getByTestId('season-board-me');
    expect(plain(me.textContent)).toMatch(/#27.*\(you\).*5 XP/);
    expect(view.getByText('Your place')).toBeTruthy();
    expect(within(view.getByRole('navigation')).getByRole('button', { name: /next/i })).toBeTruthy();
  });

  it('says so when nobody is on it, in English and French', async () => {
    await changeLanguage('en-US');
    const empty = { items: [], total: 0, me: null, since: null };
    expect(board(empty).getByText('Nobody on this board yet')).toBeTruthy();
    cleanup();
    await changeLanguage('fr');
    expect(board(empty).getByText('Personne dans ce classement pour l’instant')).toBeTruthy();
  });
});

describe('a season’s outcome', () => {
  const season: Season = {
    id: 's1',
    brandId: 'b1',
    brandName: 'Acme',
    name: 'Autumn',
    startAt: '2026-11-01T00:00:00.000Z',
    endAt: '2026-11-30T00:00:00.000Z',
    status: 'PUBLISHED',
    phase: 'SETTLED',
    questIds: ['q1'],
    prizeMode: 'PROPORTIONAL',
    prizes: [],
    pool: '10',
    outcome: {
      paid: '9.999999999999999999',
      returned: '0.000000000000000001',
      totalXp: 300,
      settledAt: '2026-11-30T00:01:00.000Z',
      payouts: [{ place: 1, userId: 'u1', username: 'ada', xp: 100, amount: '3.333333333333333333' }],
    },
  };

  it('shows what was paid, what went back and the arithmetic of the shares', async () => {
    await changeLanguage('en-US');
    const view = board({ items: [], total: 0, me: null, since: null }, <SeasonSummary season={season} />);
    const text = plain(view.getByTestId('season-outcome').textContent);
    expect(text).toContain(
      '9.999999999999999999 QDT paid to 1 person; 0.000000000000000001 QDT went back to the brand.',
    );
    expect(text).toContain('10 QDT × their XP ÷ 300 XP');
    cleanup();
    await changeLanguage('fr');
    const fr = board({ items: [], total: 0, me: null, since: null }, <SeasonSummary season={season} />);
    expect(plain(fr.getByTestId('season-outcome').textContent)).toContain('versés à 1 personne');
  });
});
