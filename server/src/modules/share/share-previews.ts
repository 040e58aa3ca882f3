import { TOKEN_SYMBOL } from '@questboard/contract/constants';
import { defineAbilityFor } from '@questboard/contract/permissions';
import type { Viewer } from '../../lib/viewer';
import type { BrandsService } from '../brands/brands.module';
import type { QuestsService } from '../quests/quests.module';
import type { PageLanguage } from './page-renderer';
import { type PassportReads, passportCard, passportWords } from './passport-card';
import { CARD_SIZE } from './share-image';

/** What a link card shows: Open Graph and Twitter card fields of one public page. */
export interface SharePreview {
  title: string;
  description: string;
  /** Absolute or site-relative image address; site-relative ones are made absolute with PUBLIC_URL. */
  image: string;
  /** The image's size, when it is known (a card drawn here). */
  imageSize?: { width: number; height: number };
  path: string;
  type: 'website' | 'profile' | 'article';
  /** A quest's reward per participant, as shown on the card ("25 QDT"). */
  reward?: string;
}

export const guestViewer: Viewer = { user: null, sessionId: null, apiKey: null, ability: defineAbilityFor(null) };
const DEFAULT_IMAGE = '/api/share/site.png';
/** The landing page's card: what the product is, for a link shared anywhere. */
const LANDING: SharePreview = {
  title: 'Quests from the brands you like, with real rewards',
  description:
    'Brands publish quests with real rewards; ambassadors and influencers complete them and claim their tokens on Questboard.',
  image: DEFAULT_IMAGE,
  path: '/',
  type: 'website',
};
const clip = (text: string | null | undefined, max: number) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * The card of the landing, a quest, brand or user page as a guest sees it; null for every other path or a hidden page.
 * A person's card is in the reader's language (its image too); the others are in English.
 */
export class SharePreviews {
  constructor(
    private readonly quests: QuestsService,
    private readonly brands: BrandsService,
    private readonly passports: PassportReads,
  ) {}

  async forPath(path: string, language: PageLanguage = 'en-US'): Promise<SharePreview | null> {
    if (path === '/') return LANDING;
    const match = /^\/(quests|brands|users)\/([^/]+)\/?$/.exec(path);
    if (!match?.[1] || !match[2]) return null;
    const key = decodeURIComponent(match[2]);
    const lookups = {
      quests: () => this.quest(key),
      brands: () => this.brand(key),
      users: () => this.user(key, language === 'fr' ? 'fr' : 'en'),
    };
    return lookups[match[1] as keyof typeof lookups]().catch(() => null);
  }

  private async quest(key: string): Promise<SharePreview> {
    const quest = await this.quests.detail(guestViewer, key);
    const reward = rewardLabel(quest);
    const brand = quest.brand.name ?? 'a brand';
    const earn = quest.pool === null ? `earn ${reward}` : `share its ${reward}`;
    return {
      title: `${quest.title ?? 'Quest'} · ${brand}`,
      description: clip(quest.description, 180) || `Complete this quest by ${brand} and ${earn}.`,
      image: quest.image ?? `/api/share/quests/${encodeURIComponent(quest.slug)}.png`,
      path: `/quests/${quest.slug}`,
      type: 'article',
      reward,
    };
  }

  private async brand(key: string): Promise<SharePreview> {
    const brand = await this.brands.detail(guestViewer, key);
    return {
      title: brand.name ?? 'Brand',
      description: clip(brand.description, 180) || `${brand.name} runs quests with token rewards on Questboard.`,
      image: brand.cover ?? brand.logo ?? DEFAULT_IMAGE,
      path: `/brands/${brand.slug}`,
      type: 'website',
    };
  }

  /** A person's passport: their progress in the reader's language, then their bio; the image is their card. */
  private async user(username: string, language: 'en' | 'fr'): Promise<SharePreview> {
    const card = await passportCard(this.passports, username);
    const words = passportWords(card, language);
    return {
      title: words.title,
      // The summary as written (its numbers keep their no-break spaces), the bio flattened into what is left of 180.
      description: card.bio
        ? `${words.summary}. ${clip(card.bio, Math.max(40, 178 - words.summary.length))}`
        : words.summary,
      image: `/api/share/users/${card.username}.png${language === 'en' ? '' : `?lang=${language}`}`,
      imageSize: CARD_SIZE,
      path: `/users/${card.username}`,
      type: 'profile',
    };
  }
}

/** What a quest pays in a share card: its reward per participant, or a pooled quest's pool. */
export const rewardLabel = (quest: { rewardAmount: string; pool: string | null }): string =>
  quest.pool === null ? `${quest.rewardAmount} ${TOKEN_SYMBOL}` : `${quest.pool} ${TOKEN_SYMBOL} prize pool`;
