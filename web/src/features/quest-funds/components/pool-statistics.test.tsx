import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadQuestPageStrings, loadSignedInStrings } from '../../../i18n/i18n';
import { PoolStatistics } from './pool-statistics';

beforeAll(() => Promise.all([loadQuestPageStrings(), loadSignedInStrings()]));
afterEach(cleanup);
afterAll(() => changeLanguage('en-US'));

const text = (pool: Parameters<typeof PoolStatistics>[0]['pool']) => {
  const { getByTestId } = render(<PoolStatistics pool={pool} />);
  const shown = (getByTestId('pool-statistics').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
  cleanup();
  return shown;
};

describe('a pooled quest in its owner’s figures', () => {
  it('says the mode, the list size and who was paid, in English and French', async () => {
    const raffle = { mode: 'RAFFLE', state: 'SETTLED', eligible: 5, winners: 1, paid: '20', returned: '0' } as const;
    await changeLanguage('en-US');
    expect(text(raffle)).toBe(
      'Pays at the end: Raffle5 people in the frozen list.20 QDT paid to 1 person; 0 QDT went back to your balance.',
    );
    expect(text({ ...raffle, mode: 'TOP_N', state: 'OPEN', eligible: null, winners: 0, paid: '0' })).toBe(
      'Pays at the end: Top NThe list of who takes part is frozen when the quest ends.',
    );
    await changeLanguage('fr');
    expect(text({ ...raffle, eligible: 1, winners: 2 })).toBe(
      'Paie à la fin : Tirage au sort1 personne dans la liste figée.Versé : 20 QDT à 2 personnes ; votre solde récupère 0 QDT.',
    );
  });
});
