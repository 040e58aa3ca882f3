import { referralsApi } from '@questboard/contract/referrals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadSignedInStrings } from '../../../i18n/i18n';
import { keyOf } from '../../../lib/query-keys';
import { BringAFriendLine } from './bring-a-friend';
import { ReferralBonusSettings } from './referral-bonus-settings';

beforeAll(() => loadSignedInStrings());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => changeLanguage('en-US'));

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderSettings(amount: string, editable: boolean) {
  const client = new QueryClient();
  client.setQueryData(keyOf(referralsApi.bonus, 'q1'), { questId: 'q1', amount });
  return render(
    <QueryClientProvider client={client}>
      <ReferralBonusSettings questId="q1" editable={editable} />
    </QueryClientProvider>,
  );
}

describe('the builder’s referral bonus', () => {
  it('says where the bonus comes from, refuses a negative amount and saves a valid one', async () => {
    await changeLanguage('en-US');
    const fetchMock = vi.fn(async () => Response.json({ questId: 'q1', amount: '2.5' }));
    vi.stubGlobal('fetch', fetchMock);
    renderSettings('0', true);
    const field = screen.getByLabelText('Bonus per referred participant (QDT)');
    expect(
      screen.getByText(
        "Paid from this quest's funds to whoever brought a participant, when that participant's reward is paid. First come only; 0 for none.",
      ),
    ).toBeTruthy();

    fireEvent.change(field, { target: { value: '-1' } });
    expect(screen.getByRole('button', { name: 'Save bonus' })).toHaveProperty('disabled', true);

    fireEvent.change(field, { target: { value: '2.5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save bonus' })));
    const calls = () => fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    await waitFor(() => expect(calls().filter(([, init]) => init.method === 'PUT')).toHaveLength(1));
    const [url, init] = calls().find(([, i]) => i.method === 'PUT') ?? ['', {}];
    expect(url).toContain('/quests/q1/referral-bonus');
    expect(JSON.parse(String(init.body))).toEqual({ amount: '2.5' });
  });

  it('is shown, not changed, once the quest is published, in French too', async () => {
    await changeLanguage('fr');
    renderSettings('3', false);
    expect(plain(screen.getByTestId('referral-bonus-locked').textContent)).toBe(
      '3 QDT pour la personne qui a amené un participant, versés depuis les fonds de cette quête avec la récompense de ce participant.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('bring a friend, on the quest page', () => {
  it('tells the bonus with my link to copy, in English and French', async () => {
    await changeLanguage('en-US');
    render(<BringAFriendLine amount="2" link="https://questboard.test/r/abcd2345" />);
    expect(plain(screen.getByTestId('bring-a-friend').querySelector('p')?.textContent ?? '')).toBe(
      'Bring a friend: you get 2 QDT when someone you invited completes this quest.',
    );
    expect(screen.getByLabelText('Your referral link')).toHaveProperty('value', 'https://questboard.test/r/abcd2345');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    cleanup();

    await changeLanguage('fr');
    render(<BringAFriendLine amount="2" link="https://questboard.test/r/abcd2345" />);
    expect(plain(screen.getByTestId('bring-a-friend').querySelector('p')?.textContent ?? '')).toBe(
      'Amenez un ami : vous recevez 2 QDT quand une personne que vous avez invitée termine cette quête.',
    );
  });
});
