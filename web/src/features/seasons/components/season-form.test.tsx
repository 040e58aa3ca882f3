import { questsApi } from '@questboard/contract/quests';
import { seasonsApi } from '@questboard/contract/seasons';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadQuestPageStrings, loadSignedInStrings } from '../../../i18n/i18n';
import { keyOf } from '../../../lib/query-keys';
import { SeasonForm } from './season-form';

beforeAll(() => Promise.all([loadSignedInStrings(), loadQuestPageStrings()]));
afterEach(cleanup);
afterAll(() => changeLanguage('en-US'));

const brandId = 'b1';
const quest = (id: string, title: string) => ({ id, title, status: 'PUBLISHED' });

function renderForm() {
  const client = new QueryClient();
  // Only the fields the form reads: the brand's quests, and its seasons with the quests each holds.
  client.setQueryData(keyOf(questsApi.byBrand, brandId, 'seasons'), {
    items: [quest('q1', 'Launch week'), quest('q2', 'Summer drop')],
    total: 2,
  });
  client.setQueryData(keyOf(seasonsApi.list, brandId), { items: [{ id: 's1', name: 'Spring', questIds: ['q1'] }] });
  return render(
    <QueryClientProvider client={client}>
      <SeasonForm brandId={brandId} onCreated={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the season form', () => {
  it('shows a quest already in a season as taken (not offered), and offers the others', async () => {
    await changeLanguage('en-US');
    renderForm();
    const taken = screen.getByRole('checkbox', { name: /Launch week/ }) as HTMLInputElement;
    const free = screen.getByRole('checkbox', { name: /Summer drop/ }) as HTMLInputElement;
    expect(taken.disabled).toBe(true);
    expect(taken.closest('label')?.textContent).toContain('already in the season “Spring”');
    expect(free.disabled).toBe(false);
    cleanup();
    await changeLanguage('fr');
    renderForm();
    expect(screen.getByRole('checkbox', { name: /Launch week/ }).closest('label')?.textContent).toContain(
      'déjà dans la saison « Spring »',
    );
  });
});
