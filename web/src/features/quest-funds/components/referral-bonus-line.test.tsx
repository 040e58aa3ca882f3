import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadSignedInStrings } from '../../../i18n/i18n';
import { ReferralBonusLine } from './referral-bonus-line';

beforeAll(() => loadSignedInStrings());
afterEach(cleanup);
afterAll(() => changeLanguage('en-US'));

const line = () => (screen.getByTestId('referral-bonuses-paid').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the statistics line of referral bonuses', () => {
  it('counts and totals what was paid, in English and French, and says nothing when none was', async () => {
    await changeLanguage('en-US');
    render(<ReferralBonusLine bonuses={{ count: 3, total: '7.5' }} />);
    expect(line()).toBe("3 referral bonuses paid from this quest's funds: 7.5 QDT.");
    cleanup();
    render(<ReferralBonusLine bonuses={{ count: 1, total: '2' }} />);
    expect(line()).toBe("1 referral bonus paid from this quest's funds: 2 QDT.");
    cleanup();
    render(<ReferralBonusLine bonuses={{ count: 0, total: '0' }} />);
    expect(screen.queryByTestId('referral-bonuses-paid')).toBeNull();

    await changeLanguage('fr');
    render(<ReferralBonusLine bonuses={{ count: 3, total: '7.5' }} />);
    expect(line()).toBe('3 bonus de parrainage versés depuis les fonds de cette quête : 7.5 QDT.');
  });
});
