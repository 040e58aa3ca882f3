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
        { network: 'DISCORD', label: 'Discord', calls: 3, records: 3, costUsd: null },
        { network: 'TWITTER', label: 'X', calls: 1200, records: 45000, costUsd: '450.00' },
      ],
      xPricePerRecordUsd: '0.01',
    } as const;
    await changeLanguage('en-US');
    expect(text({ ...usage, items: [...usage.items] })).toContain('Discord33—X1,20045,000450.00 US$');
    expect(text({ items: [], xPricePerRecordUsd: '0.01' })).toContain('No network was asked yet');
    await changeLanguage('fr');
    expect(text({ ...usage, items: [...usage.items] })).toContain('X1 20045 000450.00 US$');
  });
});
