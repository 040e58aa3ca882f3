import { type Distribution, distributionApi } from '@questboard/contract/distribution';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadQuestPageStrings } from '../../../i18n/i18n';
import { keyOf } from '../../../lib/query-keys';
import { HowItPays } from './how-it-pays';

beforeAll(() => loadQuestPageStrings());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => changeLanguage('en-US'));

const base: Distribution = {
  questId: 'q1',
  mode: 'RAFFLE',
  winners: 1,
  score: null,
  prizes: [],
  prizeTotal: '0',
  state: 'SETTLED',
  outcome: null,
  draw: null,
  payouts: [],
  you: null,
};
const payout = (place: number) => ({ id: `id${place}`, place, amount: '10' });
const settled = (over: Partial<Distribution>, outcome: Partial<NonNullable<Distribution['outcome']>> = {}) => ({
  ...base,
  ...over,
  outcome: { pool: '20', eligible: 1, share: '20', paid: '20', returned: '0', settledAt: '', ...outcome },
});

/** The outcome lines the quest page shows for `distribution`, French spaces made plain. */
function outcome(distribution: Distribution): string {
  const client = new QueryClient();
  client.setQueryData(keyOf(distributionApi.get, distribution.questId), distribution);
  const { getByTestId } = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HowItPays questId={distribution.questId} rewardAmount="0" ended />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const text = (getByTestId('pays-outcome').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
  cleanup();
  return text;
}

describe('how it pays: the outcome in words', () => {
  it('counts people in the singular and the plural, in English and French', async () => {
    await changeLanguage('en-US');
    expect(outcome(settled({ payouts: [payout(1)] }))).toBe('20 QDT paid to 1 person; 0 QDT went back to the brand.');
    expect(outcome(settled({ mode: 'TOP_N', payouts: [payout(1), payout(2)] }))).toBe(
      '20 QDT paid to 2 people; 0 QDT went back to the brand.',
    );
    expect(outcome(settled({ payouts: [] }, { paid: '0', returned: '20' }))).toBe(
      'Nobody was paid: the 20 QDT went back to the brand.',
    );
    expect(outcome(settled({ mode: 'EQUAL_SPLIT' }))).toBe('20 QDT ÷ 1 person = 20 QDT; 0 QDT went back to the brand.');
    expect(outcome(settled({ mode: 'EQUAL_SPLIT' }, { eligible: 3, share: '6.66', returned: '0.02' }))).toBe(
      '20 QDT ÷ 3 people = 6.66 QDT each; 0.02 QDT went back to the brand.',
    );
    expect(outcome(settled({ mode: 'EQUAL_SPLIT' }, { eligible: 0, share: '0', paid: '0', returned: '20' }))).toBe(
      'Nobody completed before the end: the 20 QDT went back to the brand.',
    );
    const frozen = (eligible: number) =>
      outcome({ ...base, state: 'FROZEN', draw: { listHash: 'h', eligible, block: '42', seed: null } });
    expect(frozen(1)).toContain('The list of 1 person is frozen. The draw uses the hash of block 42');
    expect(frozen(5)).toContain('The list of 5 people is frozen.');

    await changeLanguage('fr');
    expect(outcome(settled({ payouts: [payout(1)] }))).toBe('Versé : 20 QDT à 1 personne ; la marque récupère 0 QDT.');
    expect(outcome(settled({ payouts: [payout(1), payout(2)] }))).toBe(
      'Versé : 20 QDT à 2 personnes ; la marque récupère 0 QDT.',
    );
    expect(outcome(settled({ mode: 'EQUAL_SPLIT' }, { eligible: 3, share: '6.66', returned: '0.02' }))).toBe(
      '20 QDT ÷ 3 personnes = 6.66 QDT chacune ; la marque récupère 0.02 QDT.',
    );
    expect(frozen(1)).toContain('La liste de 1 personne est figée.');
  });
});

describe('how it pays: who got what', () => {
  it('lists a top N’s or raffle’s payouts by place with the reader’s own marked, never an equal split’s', async () => {
    await changeLanguage('en-US');
    const winners = (distribution: Distribution) => {
      const client = new QueryClient();
      client.setQueryData(keyOf(distributionApi.get, distribution.questId), distribution);
      const { queryByTestId } = render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <HowItPays questId={distribution.questId} rewardAmount="0" ended />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const items = queryByTestId('pays-winners')?.querySelectorAll('li');
      const texts = items ? [...items].map((li) => li.textContent) : null;
      cleanup();
      return texts;
    };
    const top = settled({ mode: 'TOP_N', payouts: [payout(1), payout(2)], you: { id: 'id2', amount: '10' } });
    expect(winners(top)).toEqual(['1. id1: 10 QDT', '2. id2: 10 QDT(you)']);
    expect(winners(settled({ payouts: [payout(1)] }))).toEqual(['1. id1: 10 QDT']);
    expect(winners(settled({ mode: 'EQUAL_SPLIT', payouts: [payout(1)] }))).toBeNull();
    await changeLanguage('fr');
    expect(winners(top)?.map((line) => line?.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      '1. id1 : 10 QDT',
      '2. id2 : 10 QDT(vous)',
    ]);
  });
});

describe('how it pays: a failed load', () => {
  it('says so with a retry that loads it, in place of an empty page section', async () => {
    await changeLanguage('en-US');
    const answers = [
      new Response('{"error":{"code":"INTERNAL"}}', { status: 503, headers: { 'content-type': 'application/json' } }),
      Response.json(settled({ payouts: [payout(1)] })),
    ];
    const fetchMock = vi.fn(async () => answers.shift() ?? Response.json(base));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HowItPays questId="q1" rewardAmount="0" ended />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('How this quest pays could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('pays-outcome').textContent).toContain('20 QDT paid to 1 person'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
