import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadSignedInStrings } from '../../../i18n/i18n';
import { ProviderUsageTable } from './provider-usage-card';

beforeAll(() => loadSignedInStrings());
afterEach(cleanup);
afterAll(() => changeLanguage('en-US'));

const text = (usage: Parameters<typeof ProviderUsageTable>[0]['usage']) => {
  const { getByTestId } = render(<ProviderUsageTable usage={usage} />);
  const shown = (getByTestId('provider-usage').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
  cleanup();
  return shown;
};

describe('a quest’s provider meter', () => {
  it('shows calls, records and X’s cost per network, or that nothing was asked, in English and French', async () => {
    const usage = {
      items: [
        { network: 'DISCORD', label: 'Discord', payer: 'PLATFORM', calls: 3, records: 3, costUsd: null },
        { network: 'TWITTER', label: 'X', payer: 'PLATFORM', calls: 1200, records: 45000, costUsd: '450.00' },
        { network: 'TWITTER', label: 'X', payer: 'BRAND', calls: 2, records: 2000, costUsd: '2.00' },
      ],
      xPricePerRecordUsd: '0.01',
      xOwnerPricePerRecordUsd: '0.001',
    } as const;
    await changeLanguage('en-US');
    const english = text({ ...usage, items: [...usage.items] });
    expect(english).toContain('Discord33—X1,20045,000450.00 US$');
    expect(english).toContain('X (your X app, 0.001 US$ a record)22,0002.00 US$');
    expect(text({ items: [], xPricePerRecordUsd: '0.01', xOwnerPricePerRecordUsd: '0.001' })).toContain(
      'No network was asked yet',
    );
    await changeLanguage('fr');
    const french = text({ ...usage, items: [...usage.items] });
    expect(french).toContain('X1 20045 000450.00 US$');
    expect(french).toContain('X (votre app X, 0.001 US$ l’enregistrement)22 0002.00 US$');
  });
});
