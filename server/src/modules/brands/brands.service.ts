import {
  BRAND_TRANSITIONS,
  type Brand,
  type BrandForm,
  type BrandListQuery,
  type BrandStatus,
  type MyBrandsQuery,
} from '@questboard/contract/brands';
import { ERROR_CODES } from '@questboard/contract/errors';
import { brandSubject, owned } from '@questboard/contract/permissions';
import { and, arrayOverlaps, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/executor';
import { type BrandRow, brands } from '../../db/schema/brands';
import type { UserRow } from '../../db/schema/users';
import { isUuid } from '../../db/uuid-list';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { invalidField } from '../../lib/field-error';
import { documentMatches } from '../../lib/full-text';
import { saveImage } from '../../lib/images';
import { assertCan, assertDashboard } from '../../lib/policy';
import { ilikeContains } from '../../lib/search';
import { shortId, slugify } from '../../lib/slug';
import type { Storage } from '../../lib/storage';
import type { SignedInViewer, Viewer } from '../../lib/viewer';
import type { CatalogueService } from '../catalogue/catalogue.module';
import { isPublicBrand } from './brand-rules';
import { toBrand } from './brands.presenter';
import {
  brandNameTaken,
  brandSlugTaken,
  findBrand,
  findBrandForUpdate,
  findDraftOf,
  pageBrands,
} from './brands.repository';

type Form = z.output<typeof BrandForm>;
type Files = Record<string, Buffer>;
export interface FeeSetting {
  feeBps: number;
  minimumReward: string;
}

const brandNotFound = () => notFound('No brand with this id.', ERROR_CODES.BRAND_NOT_FOUND);
const nameTaken = () => conflict(ERROR_CODES.BRAND_NAME_TAKEN, 'This brand name is taken.');

/** Brands: drafts, editing, status moves and the public lists. */
export class BrandsService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    private readonly catalogue: CatalogueService,
    private readonly fees: FeeSetting,
  ) {}

  feeSetting(): FeeSetting {
    return { ...this.fees };
  }

  /** Free means no brand has it in any letter case; the viewer's own brand `brandId` counts as free. */
  async nameAvailable(name: string, brandId?: string): Promise<boolean> {
    return !(await brandNameTaken(this.db, name, brandId));
  }

  /** Starts the owner's brand draft (CREATING); 409 when one exists already. */
  async create(viewer: SignedInViewer, form: Form, files: Files): Promise<Brand> {
    assertDashboard(viewer.ability);
    const { user } = viewer;
    if (await findDraftOf(this.db, user.id)) {
      throw conflict(ERROR_CODES.BRAND_DRAFT_EXISTS, 'You already have a brand in progress; continue it instead.');
    }
    const changes = await this.changesFrom(form, files, user.id);
    if (form.name && (await brandNameTaken(this.db, form.name))) throw nameTaken();
    const slug = await this.freeSlug(form.name);
    try {
      const [row] = await this.db
        .insert(brands)
        .values({ ...changes, ownerId: user.id, slug, feeBps: this.fees.feeBps, status: 'CREATING' })
        .returning();
      return this.present(row as BrandRow, 0);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(ERROR_CODES.BRAND_NAME_TAKEN, 'This brand name is taken, or you already have a draft.');
      }
      throw error;
    }
  }

  /** Changes the fields sent (owner only); absent and blank fields keep their stored value. */
  async update(viewer: SignedInViewer, id: string, form: Form, files: Files): Promise<Brand> {
    assertDashboard(viewer.ability);
    const current = await findBrand(this.db, id);
    if (!current) throw brandNotFound();
    assertCan(viewer.ability, 'update', owned('Brand', current.ownerId));
    const changes = await this.changesFrom(form, files, viewer.user.id);
    if (form.name && form.name !== current.name) {
      if (await brandNameTaken(this.db, form.name, id)) throw nameTaken();
      if (current.status === 'CREATING') changes.slug = await this.freeSlug(form.name);
    }
    try {
      const [row] = await this.db
        .update(brands)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(brands.id, id))
        .returning();
      return this.present(row as BrandRow, current.questCount);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** Moves the brand along BRAND_TRANSITIONS; leaving CREATING needs a name, a description and a category. */
  async setStatus(viewer: SignedInViewer, id: string, status: BrandStatus): Promise<Brand> {
    assertDashboard(viewer.ability);
    // Presented after the commit: the catalogue reads through the pool, which a single-connection PGlite
    // cannot serve while this transaction holds it.
    const moved = await this.db.transaction(async (tx) => {
      const current = await findBrandForUpdate(tx, id);
      if (!current) throw brandNotFound();
      assertCan(viewer.ability, 'update', owned('Brand', current.ownerId));
      if (!BRAND_TRANSITIONS[current.status].includes(status)) {
        throw conflict(
          ERROR_CODES.INVALID_STATUS_TRANSITION,
          `A brand cannot move from ${current.status} to ${status}.`,
        );
      }
      if (current.status === 'CREATING') {
        const missing = [
          current.name ? null : 'a name',
          current.description ? null : 'a description',
          current.categoryIds.length > 0 ? null : 'a category',
        ].filter(Boolean);
        if (missing.length > 0) {
          throw conflict(ERROR_CODES.BRAND_INCOMPLETE, `Before activating, give the brand ${missing.join(', ')}.`);
        }
      }
      const [row] = await tx.update(brands).set({ status, updatedAt: new Date() }).where(eq(brands.id, id)).returning();
      const withCount = await findBrand(tx, id);
      return { row: row as BrandRow, questCount: withCount?.questCount ?? 0 };
    });
    return this.present(moved.row, moved.questCount);
  }

  /** The owner's draft or null. */
  async creating(user: UserRow): Promise<Brand | null> {
    const row = await findDraftOf(this.db, user.id);
    return row ? this.present(row, row.questCount) : null;
  }

  /** A brand by id or slug; drafts and inactive brands only for their owner. */
  async detail(viewer: Viewer, key: string): Promise<Brand> {
    const row = await findBrand(this.db, key);
    if (!row || !viewer.ability.can('read', brandSubject(row))) throw brandNotFound();
    return this.present(row, row.questCount);
  }

  /** The viewer's brands of any status, newest first. */
  async mine(user: UserRow, query: z.output<typeof MyBrandsQuery>) {
    const where = and(
      eq(brands.ownerId, user.id),
      query.statuses?.length ? inArray(brands.status, query.statuses) : undefined,
    );
    return this.page(where, 'newest', query);
  }

  /** Active brands by keyword (full text over name and description, GIN index) and categories. */
  async publicList(query: z.output<typeof BrandListQuery>) {
    const where = and(
      isPublicBrand,
      query.keyword
        ? (documentMatches(sql`"brands"."search_document"`, query.keyword) ?? ilikeContains(brands.name, query.keyword))
        : undefined,
      query.categoryIds?.length ? arrayOverlaps(brands.categoryIds, query.categoryIds) : undefined,
    );
    return this.page(where, query.sort, query);
  }

  /** The newest active brands. */
  async newest(page: { offset: number; limit: number }) {
    return this.page(isPublicBrand, 'newest', page);
  }

  private async page(
    where: Parameters<typeof pageBrands>[1],
    sort: Parameters<typeof pageBrands>[2],
    page: { offset: number; limit: number },
  ) {
    const [{ rows, total }, categories] = await Promise.all([
      pageBrands(this.db, where, sort, page),
      this.catalogue.byId(),
    ]);
    return { items: rows.map((row) => toBrand(row, categories, row.questCount)), total };
  }

  private async present(row: BrandRow, questCount: number): Promise<Brand> {
    return toBrand(row, await this.catalogue.byId(), questCount);
  }

  /** The row changes a form asks for: only fields present, categories checked, images stored. */
  private async changesFrom(form: Form, files: Files, ownerId: string): Promise<Partial<typeof brands.$inferInsert>> {
    if (form.fee?.feeBps !== undefined && form.fee.feeBps !== this.fees.feeBps) {
      throw invalidField('fee.feeBps', 'fee_fixed', { feeBps: this.fees.feeBps });
    }
    const changes: Partial<typeof brands.$inferInsert> = {};
    if (form.name) changes.name = form.name;
    if (form.description) changes.description = form.description;
    if (form.website) changes.website = form.website;
    if (form.twitter) changes.twitter = form.twitter;
    if (form.categories?.length) {
      const ids = [...new Set(form.categories)];
      const unknown = await this.catalogue.unknown(ids);
      if (unknown.length > 0) throw badRequest(ERROR_CODES.UNKNOWN_CATEGORY, `Unknown category: ${unknown.join(', ')}`);
      changes.categoryIds = ids;
    }
    if (form.backers?.length) {
      changes.backers = form.backers.map((b) => ({ name: b.name, url: b.url ?? null, logo: b.logo ?? null }));
    }
    if (files.logo) changes.logo = await saveImage(this.storage, `brands/${ownerId}`, files.logo, 512);
    if (files.cover) changes.cover = await saveImage(this.storage, `brands/${ownerId}`, files.cover, 2048);
    return changes;
  }

  private async freeSlug(name: string | undefined): Promise<string> {
    const base = slugify(name ?? '') || 'brand';
    if (name && !isUuid(base) && !(await brandSlugTaken(this.db, base))) return base;
    return `${base}-${shortId()}`;
  }
}
