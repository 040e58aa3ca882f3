import type { PublicStreak } from '@questboard/contract/streaks';
import type { PublicProfile } from '@questboard/contract/users';
import { type ServerLanguage, say } from '../../i18n/i18n';

/** What a person's link card shows: only what their public page (the passport) shows a guest. */
export interface PassportCard {
  /** Their display name, else their username. */
  name: string;
  username: string;
  bio: string | null;
  level: number;
  xp: number;
  /** Days in a row with a completed quest, as the passport counts them. */
  streak: number;
  badges: number;
  /** Completed quests that are public (the passport's list leaves the others out). */
  questsDone: number;
}

/** The public reads a passport card is made of, each the one its page's own endpoint answers with. */
export interface PassportReads {
  profile: { publicProfile(userKey: string): Promise<PublicProfile> };
  streaks: { ofUser(userId: string): Promise<PublicStreak> };
  badges: { ofUser(userKey: string, language: 'en'): Promise<{ items: unknown[] }> };
  completedQuests: {
    completedBy(username: string, page: { offset: number; limit: number }): Promise<{ total: number }>;
  };
}

/** A person's passport card by username; a user nobody may see (unknown, not activated) is the profile's 404. */
export async function passportCard(reads: PassportReads, username: string): Promise<PassportCard> {
  const profile = await reads.profile.publicProfile(username);
  const [streak, badges, completed] = await Promise.all([
    reads.streaks.ofUser(profile.id),
    reads.badges.ofUser(profile.id, 'en'),
    reads.completedQuests.completedBy(profile.username, { offset: 0, limit: 1 }),
  ]);
  return {
    name: profile.displayName?.trim() || profile.username,
    username: profile.username,
    bio: profile.bio,
    level: profile.xp.level,
    xp: profile.xp.xp,
    streak: streak.current,
    badges: badges.items.length,
    questsDone: completed.total,
  };
}

/** The words of a person's card, in `language`: its title, a one-line summary, and what the image writes. */
export function passportWords(card: PassportCard, language: ServerLanguage) {
  const number = new Intl.NumberFormat(language);
  const counted = (key: string, count: number) => say(language, 'share', key, { count, n: number.format(count) });
  const level = say(language, 'share', 'level', { level: number.format(card.level) });
  const xp = say(language, 'share', 'xp', { xp: number.format(card.xp) });
  return {
    title: say(language, 'share', 'passport_title', { name: card.name }),
    summary: [
      `${level} · ${xp}`,
      counted('quests_done', card.questsDone),
      counted('badges', card.badges),
      counted('streak', card.streak),
    ].join(' · '),
    level,
    xp,
    /** The image's three figures with what each counts. */
    figures: [
      { value: number.format(card.streak), label: counted('label_streak', card.streak) },
      { value: number.format(card.badges), label: counted('label_badges', card.badges) },
      { value: number.format(card.questsDone), label: counted('label_quests_done', card.questsDone) },
    ],
  };
}
export type PassportWords = ReturnType<typeof passportWords>;
