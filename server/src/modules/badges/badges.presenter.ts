import type { BadgeAward, BadgeIcon, BadgeKind, BrandBadge } from '@questboard/contract/badges';
import type { BrandBadgeRow } from '../../db/schema/badges';
import { type ServerLanguage, say } from '../../i18n/i18n';
import type { AwardRow } from './badges.repository';

/** The icon each rule's badge shows. */
const RULE_ICONS: Record<Exclude<BadgeKind, 'BRAND'>, BadgeIcon> = {
  FIRST_QUEST: 'rocket',
  TEN_QUESTS: 'medal',
  STREAK_7: 'flame',
  TOP_10_XP: 'crown',
  SEASON_TOP_10: 'trophy',
};

/** What a badge is called and says: a rule's in `language`, a brand's as the brand wrote it. */
export function badgeWords(row: AwardRow, language: ServerLanguage): { name: string; description: string } {
  if (row.kind === 'BRAND') return { name: row.badgeName ?? '', description: row.badgeDescription ?? '' };
  return {
    name: say(language, 'badges', `${row.kind}_name`),
    description: say(language, 'badges', `${row.kind}_description`),
  };
}

export function toBadgeAward(row: AwardRow, language: ServerLanguage): BadgeAward {
  const kind = row.kind as BadgeKind;
  const brand = kind === 'BRAND' && row.brandId && row.brandSlug;
  return {
    id: row.id,
    kind,
    ...badgeWords(row, language),
    icon: kind === 'BRAND' ? ((row.badgeIcon ?? 'award') as BadgeIcon) : RULE_ICONS[kind],
    image: kind === 'BRAND' ? row.badgeImage : null,
    brand: brand ? { id: row.brandId as string, name: row.brandName, slug: row.brandSlug as string } : null,
    quest: row.questSlug ? { title: row.questTitle, slug: row.questSlug } : null,
    user: { id: row.userId, username: row.username, displayName: row.displayName, avatar: row.avatar },
    awardedAt: row.awardedAt.toISOString(),
  };
}

export function toBrandBadge(row: BrandBadgeRow): BrandBadge {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon as BadgeIcon,
    image: row.image,
    imageFrom: row.imageFrom,
  };
}
