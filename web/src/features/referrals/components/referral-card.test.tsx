import type { MyReferrals, QuestReferrals } from '@questboard/contract/referrals';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadSignedInStrings } from '../../../i18n/i18n';
import { ReferralCard } from './referral-card';
import { ReferralTree } from './referral-tree';

beforeAll(() => loadSignedInStrings());
afterEach(cleanup);
afterAll(() => changeLanguage('en-US'));

const mine: MyReferrals = {
  code: 'abcd2345',
  path: '/r/abcd2345',
  invited: 3,
  counted: 1,
  xpEarned: 50,
  xpPerReferral: 50,
};

describe('my referral card', () => {
  it('shows my link, copies it with the button, and says what it brought, in English and French', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await changeLanguage('en-US');
    render(<ReferralCard referrals={mine} origin="https://questboard.test" />);
    const link = screen.getByLabelText('Your referral link');
    expect(link).toHaveProperty('value', 'https://questboard.test/r/abcd2345');
    expect(screen.getByText(/you earn 50 XP/)).toBeTruthy();
    expect(screen.getByTestId('referral-invited').textContent).toBe('3');
    expect(screen.getByTestId('referral-counted').textContent).toBe('1');
    expect(screen.getByTestId('referral-xp').textContent).toBe('50');

    const copy = screen.getByRole('button', { name: 'Copy' });
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith('https://questboard.test/r/abcd2345');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    cleanup();

    await changeLanguage('fr');
    render(<ReferralCard referrals={mine} origin="https://questboard.test" />);
    expect(screen.getByLabelText('Votre lien de parrainage')).toHaveProperty(
      'value',
      'https://questboard.test/r/abcd2345',
    );
    expect(screen.getByText('Invités')).toBeTruthy();
    expect(screen.getByText(/vous gagnez 50 XP/)).toBeTruthy();
  });
});

const person = (id: string, username: string) => ({ id, username, displayName: null, avatar: null });
const tree: QuestReferrals = {
  items: [
    { user: person('a', 'alice'), depth: 0, referrerId: null, counted: null, brought: 1 },
    { user: person('b', 'bob'), depth: 1, referrerId: 'a', counted: true, brought: 1 },
    { user: person('c', 'carol'), depth: 2, referrerId: 'b', counted: false, brought: 0 },
  ],
  total: 25,
  referred: 2,
  truncated: false,
};

describe('a quest’s referral tree', () => {
  it('lists who brought whom, indented, and pages through roots', async () => {
    await changeLanguage('en-US');
    const onOffset = vi.fn();
    render(<ReferralTree tree={tree} offset={0} limit={20} onOffset={onOffset} />);
    expect(screen.getByText('2 participants were brought by other participants.')).toBeTruthy();
    const nodes = screen.getAllByTestId('referral-node');
    expect(nodes.map((n) => n.textContent)).toEqual([
      '@alicebrought 1',
      '↳@bobbrought by @alicebrought 1',
      '↳@carolbrought by @bobnot counted yet',
    ]);
    expect(nodes.map((n) => (n as HTMLElement).style.paddingInlineStart)).toEqual(['0rem', '1.25rem', '2.5rem']);
    expect(screen.getByText('1–20 of 25')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onOffset).toHaveBeenCalledWith(20);
    cleanup();

    render(
      <ReferralTree
        tree={{ items: [], total: 0, referred: 0, truncated: false }}
        offset={0}
        limit={20}
        onOffset={onOffset}
      />,
    );
    expect(
      within(screen.getByTestId('referral-tree')).getByText('No participant of this quest was brought by another yet.'),
    ).toBeTruthy();
  });
});
