import { describe, expect, it } from 'vitest';
import english from '../../../i18n/en-US/wallet.json';
import french from '../../../i18n/fr/wallet.json';
import { historyReasonKey } from './history-title';

const words = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('balance history titles', () => {
  it('names a withdrawal fee apart from a quest’s platform fee, and every reason in both languages', () => {
    expect(historyReasonKey({ reason: 'FEE', questId: null })).toBe('wallet.reason.WITHDRAW_FEE');
    expect(historyReasonKey({ reason: 'FEE', questId: 'q1' })).toBe('wallet.reason.FEE');
    expect(historyReasonKey({ reason: 'SOMETHING_NEW', questId: null })).toBe('wallet.reason.OTHER');
    for (const reason of [
      'CREDIT',
      'CLAIM',
      'STAKING_REWARD',
      'STAKING_FEE',
      'WITHDRAW',
      'CHAIN_DEPOSIT',
      'FEE',
      'SEASON_PRIZE',
    ]) {
      for (const questId of [null, 'q1']) {
        const key = historyReasonKey({ reason, questId });
        expect(typeof words(english, key), key).toBe('string');
        expect(words(french, key), key).not.toBe(words(english, key));
      }
    }
  });
});
