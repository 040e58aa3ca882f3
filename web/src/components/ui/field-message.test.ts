import { BrandForm } from '@questboard/contract/brands';
import { email, newPassword, username } from '@questboard/contract/fields';
import { QuestForm } from '@questboard/contract/quests';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/en-US/field_messages.json';
import french from '../../i18n/fr/field_messages.json';
import { localFieldMessage } from './field-message';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('field messages', () => {
  it('words the contract’s checks in French, and leaves other messages as they are', () => {
    const seen = [
      ...messagesOf(email.safeParse('not-an-address')),
      ...messagesOf(newPassword.safeParse('short')),
      ...messagesOf(username.safeParse('a')),
      ...messagesOf(BrandForm.safeParse({ name: 'a', website: 'ftp://x', categories: [] })),
      ...messagesOf(QuestForm.safeParse({ title: 'ab', rewardAmount: 'ten', startAt: 'tomorrow' })),
    ];
    expect(seen.length).toBeGreaterThanOrEqual(7);
    // Every sentence these forms can show in the browser has its French words.
    expect(seen.filter((message) => localFieldMessage(french, message) === message)).toEqual([]);
    expect(seen.map((message) => localFieldMessage(english, message))).toEqual(seen);
    expect(localFieldMessage(french, 'Au moins 1 QDT')).toBe('Au moins 1 QDT');
    expect(localFieldMessage(french, 'constructor')).toBe('constructor');
  });
});
