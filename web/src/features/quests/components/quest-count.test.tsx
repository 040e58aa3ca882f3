import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { QuestCount } from './quest-count';

afterEach(cleanup);
afterAll(() => changeLanguage('en-US'));

const text = (total: number, estimated: boolean) => {
  render(<QuestCount total={total} estimated={estimated} />);
  // French groups digits with a (narrow) no-break space.
  return (document.body.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
};

describe('QuestCount', () => {
  it('says an estimated total is one, grouped as each language writes numbers', async () => {
    await changeLanguage('en-US');
    expect(text(12_400, true)).toBe('About 12,400 quests');
    cleanup();
    expect(text(37, false)).toBe('37 quests');
    cleanup();
    expect(text(1, false)).toBe('1 quest');
    cleanup();
    await changeLanguage('fr');
    expect(text(12_400, true)).toBe('Environ 12 400 quêtes');
    cleanup();
    expect(text(37, false)).toBe('37 quêtes');
    expect(screen.queryByText(/environ/i)).toBeNull();
  });
});
