import type { ScoredRisk } from '@questboard/contract/risk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadQuestPageStrings } from '../../i18n/i18n';
import { RiskBadge } from './risk-badge';

beforeAll(() => loadQuestPageStrings());
afterEach(cleanup);
afterAll(() => changeLanguage('en-US'));

const fresh: ScoredRisk = {
  score: 45,
  above: false,
  reasons: [
    { signal: 'NO_VERIFIED_EMAIL', weight: 15, seen: false, threshold: null },
    { signal: 'FEW_IDENTITIES', weight: 15, seen: 0, threshold: 2 },
    { signal: 'NEW_ACCOUNT', weight: 10, seen: 2, threshold: 7 },
    { signal: 'SHARED_SIGNUP_ADDRESS', weight: 5, seen: 1, threshold: 1 },
  ],
};

describe('the risk badge', () => {
  it('shows the score and opens its reasons on click and from the keyboard, in English and French', async () => {
    await changeLanguage('en-US');
    render(<RiskBadge risk={fresh} />);
    const toggle = screen.getByRole('button', { name: 'Risk score 45: show or hide its 4 reasons' });
    expect(toggle.textContent).toContain('Risk 45');
    expect(toggle.className).toContain('amber');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/No verified e-mail/)).toBeNull();

    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    // Worded for the brand reading about a participant, not as advice to the participant.
    expect(panel?.textContent).toContain('Account 2 day(s) old (weighs nothing from 7 days).');
    expect(panel?.textContent).toContain('No verified e-mail.');
    expect(panel?.textContent).not.toContain('Your');
    expect(screen.getByText('+10')).toBeTruthy();
    // Heaviest first, as the server sends them.
    expect([...(panel?.querySelectorAll('[data-signal]') ?? [])].map((li) => li.getAttribute('data-signal'))).toEqual(
      fresh.reasons.map((r) => r.signal),
    );
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    // A keyboard reaches it (a real button in the tab order) and Enter on a button clicks it.
    toggle.focus();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.tagName).toBe('BUTTON');
    cleanup();

    await changeLanguage('fr');
    render(<RiskBadge risk={{ ...fresh, above: true }} />);
    const fr = screen.getByRole('button', { name: 'Score de risque 45 : afficher ou masquer ses 4 raisons' });
    expect(fr.textContent).toContain('Risque 45');
    expect(fr.className).toContain('red');
    expect(screen.getByTestId('risk-above').textContent).toBe('au-dessus du maximum');
    await act(async () => fireEvent.click(fr));
    expect(screen.getByText(/^Compte de 2 jour\(s\)/)).toBeTruthy();
  });

  it('shows a score of 0 as plain grey text with nothing to open', async () => {
    await changeLanguage('en-US');
    render(<RiskBadge risk={{ score: 0, reasons: [], above: false }} />);
    expect(screen.queryByRole('button')).toBeNull();
    const chip = screen.getByText('Risk 0');
    expect(chip.className).toContain('zinc');
    expect(chip.getAttribute('title')).toBe('Nothing weighs on this score.');
  });
});
