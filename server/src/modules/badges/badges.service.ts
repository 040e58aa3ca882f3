import type {
  BadgeAward,
  BadgeAwardDetail,
  BrandBadge,
  BrandBadgeAnswer,
  BrandBadgeInput,
} from '@questboard/contract/badges';
import { ERROR_CODES } from '@questboard/contract/errors';
import { brandSubject } from '@questboard/contract/permissions';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { brandBadges, questBadges, userBadges } from '../../db/schema/badges';
import { brands } from '../../db/schema/brands';
import { quests } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { isUuid } from '../../db/uuid-list';
import type { ServerLanguage } from '../../i18n/i18n';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { SignedInViewer, Viewer } from '../../lib/viewer';
import { assertOwnsBrand, findBrand } from '../brands/brands.module';
import { assertOwner, assertVisible, loadQuest, readableQuestSql } from '../quests/quests.module';
import { openBadgeCredential, signCredential } from './badge-credential';
import { badgeWords, toBadgeAward, toBrandBadge } from './badges.presenter';
import { type AwardRow, awardsOf, findAward } from './badges.repository';
import type { SigningKeys } from './signing-keys';

const badgeNotFound = () => notFound('This badge does not exist.', ERROR_CODES.BADGE_NOT_FOUND);

/** Badges as people and brands see them: awards with their signed credentials, and a brand's own badge. */
export class BadgesService {
  constructor(
    private readonly db: Database,
    private readonly keys: SigningKeys,
    private readonly publicUrl: string,
  ) {}

  /** One award, public to anyone, with its credential signed by the issuer's current key. */
  async award(id: string, language: ServerLanguage): Promise<BadgeAwardDetail> {
    const row = await findAward(this.db, id);
    if (!row) throw badgeNotFound();
    return {
      ...toBadgeAward(row, language),
      credential: await this.credentialOf(row),
      keysUrl: `${this.publicUrl}/.well-known/jwks.json`,
    };
  }

  /** An active person's badges (by id or username), newest first. */
  async ofUser(userKey: string, language: ServerLanguage): Promise<{ items: BadgeAward[] }> {
    const where: SQL = isUuid(userKey) ? eq(users.id, userKey) : sql`lower(${users.username}) = lower(${userKey})`;
    const [user] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(where, isNotNull(users.activatedAt)))
      .limit(1);
    if (!user) throw notFound('This user does not exist.', ERROR_CODES.USER_NOT_FOUND);
    return { items: (await awardsOf(this.db, user.id)).map((row) => toBadgeAward(row, language)) };
  }

  /** The issuer's public keys (JWKS). */
  jwks() {
    return this.keys.jwks();
  }

  /**
   * A brand's badge, if it defined one (by brand id or slug), with how many people hold it and the quests that award
   * it (those the reader may see). A brand the reader may not see is 404, as on its page.
   */
  async brandBadge(reader: Viewer, brandKey: string): Promise<BrandBadgeAnswer> {
    const brand = await findBrand(this.db, brandKey);
    if (!brand || !reader.ability.can('read', brandSubject(brand))) {
      throw notFound('This brand does not exist.', ERROR_CODES.BRAND_NOT_FOUND);
    }
    const [row] = await this.db.select().from(brandBadges).where(eq(brandBadges.brandId, brand.id));
    if (!row) return { badge: null, holders: 0, questIds: [] };
    const [held, attached] = await Promise.all([
      this.db.$count(userBadges, eq(userBadges.brandBadgeId, row.id)),
      this.db
        .select({ questId: questBadges.questId })
        .from(questBadges)
        .innerJoin(quests, eq(quests.id, questBadges.questId))
        .innerJoin(brands, eq(brands.id, quests.brandId))
        .where(and(eq(questBadges.badgeId, row.id), readableQuestSql(reader.user?.id)))
        .orderBy(quests.createdAt),
    ]);
    return { badge: toBrandBadge(row), holders: held, questIds: attached.map((a) => a.questId) };
  }

  /** Defines or changes the brand's one badge; only its owner may. Its image is one of the brand's uploads. */
  async saveBrandBadge(
    viewer: SignedInViewer,
    brandKey: string,
    input: z.output<typeof BrandBadgeInput>,
  ): Promise<{ badge: BrandBadge }> {
    const brand = await findBrand(this.db, brandKey);
    if (!brand) throw notFound('This brand does not exist.', ERROR_CODES.BRAND_NOT_FOUND);
    await assertOwnsBrand(this.db, viewer.user, brand.id);
    const image = input.imageFrom === 'LOGO' ? brand.logo : input.imageFrom === 'COVER' ? brand.cover : null;
    if (input.imageFrom && !image) {
      throw badRequest(
        ERROR_CODES.BADGE_IMAGE_MISSING,
        `The brand has no ${input.imageFrom === 'LOGO' ? 'logo' : 'cover'} yet: upload one, or pick an icon.`,
      );
    }
    const values = { ...input, image, updatedAt: new Date() };
    const [row] = await this.db
      .insert(brandBadges)
      .values({ brandId: brand.id, ...values })
      .onConflictDoUpdate({ target: brandBadges.brandId, set: values })
      .returning();
    if (!row) throw new Error('brand badge not stored');
    return { badge: toBrandBadge(row) };
  }

  /** The badge completing this quest earns (to anyone who may see the quest). */
  async questBadge(reader: Viewer, questId: string): Promise<{ badge: BrandBadge | null }> {
    assertVisible(await loadQuest(this.db, questId), reader.ability);
    const [row] = await this.db
      .select()
      .from(questBadges)
      .innerJoin(brandBadges, eq(brandBadges.id, questBadges.badgeId))
      .where(eq(questBadges.questId, questId));
    return { badge: row ? toBrandBadge(row.brand_badges) : null };
  }

  /** Attaches its brand's badge to the quest or takes it off (its owner only; the brand must have a badge). */
  async attachQuestBadge(
    viewer: SignedInViewer,
    questId: string,
    attached: boolean,
  ): Promise<{ badge: BrandBadge | null }> {
    const quest = await loadQuest(this.db, questId);
    assertOwner(quest, viewer);
    if (!attached) {
      await this.db.delete(questBadges).where(eq(questBadges.questId, questId));
      return { badge: null };
    }
    const [badge] = await this.db.select().from(brandBadges).where(eq(brandBadges.brandId, quest.brandId));
    if (!badge) {
      throw conflict(ERROR_CODES.BRAND_BADGE_MISSING, 'This brand has no badge yet: define it first.');
    }
    await this.db
      .insert(questBadges)
      .values({ questId, badgeId: badge.id })
      .onConflictDoUpdate({ target: questBadges.questId, set: { badgeId: badge.id } });
    return { badge: toBrandBadge(badge) };
  }

  private async credentialOf(row: AwardRow): Promise<string> {
    const words = badgeWords(row, 'en');
    const brand = row.kind === 'BRAND' && row.brandSlug ? { name: row.brandName, slug: row.brandSlug } : null;
    const credential = openBadgeCredential(
      {
        awardId: row.id,
        achievementKey: row.kind === 'BRAND' ? (row.brandBadgeId ?? row.kind) : row.kind,
        ...words,
        criteria: brand
          ? `Complete a quest of ${brand.name ?? brand.slug} on Questboard that awards this badge.`
          : words.description,
        image: row.kind === 'BRAND' && row.badgeImage ? new URL(row.badgeImage, this.publicUrl).toString() : null,
        brand,
        userId: row.userId,
        username: row.username,
        awardedAt: row.awardedAt,
      },
      this.publicUrl,
    );
    return signCredential(credential, await this.keys.signing());
  }
}
