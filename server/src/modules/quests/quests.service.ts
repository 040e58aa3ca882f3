import { ERROR_CODES } from '@questboard/contract/errors';
import { parseTokens } from '@questboard/contract/money';
import { owned, questSubject } from '@questboard/contract/permissions';
import type { QuestDetail, QuestForm } from '@questboard/contract/quests';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { type Executor, isUniqueViolation } from '../../db/executor';
import { quests } from '../../db/schema/quests';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { invalidField } from '../../lib/field-error';
import { saveImage } from '../../lib/images';
import { assertCan, assertDashboard, guestAbility } from '../../lib/policy';
import { shortId, slugify } from '../../lib/slug';
import type { Storage } from '../../lib/storage';
import type { SignedInViewer, Viewer } from '../../lib/viewer';
import type { FeeSetting } from '../brands/brands.module';
import { findBrand } from '../brands/brands.module';
import { type CatalogueService, locationsByIds } from '../catalogue/catalogue.module';
import { type ApiUrlCheck, type ChainConditionInspector, prepareConditions, replaceConditions } from './conditions';
import { PublicAnswerCache } from './public-answer-cache';
import { assertVisible, questNotFound } from './quest-rules';
import { toQuestDetail } from './quests.presenter';
import {
  conditionsOf,
  findQuest,
  newestDraftOf,
  type QuestWithBrand,
  questTitleTaken,
  tasksOf,
} from './quests.repository';

type Form = z.output<typeof QuestForm>;
type QuestInsert = Partial<typeof quests.$inferInsert>;

const titleTaken = () => conflict(ERROR_CODES.QUEST_TITLE_TAKEN, 'This brand already has a quest with this title.');

/** A quest's page as everyone but its owner sees it; `detail: null` when only the owner may see it. */
interface PublicDetail {
  ownerId: string;
  detail: QuestDetail | null;
}

/** Quest authoring: drafts and edits by the brand's owner, and the detail view. */
export class QuestsService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    private readonly catalogue: CatalogueService,
    private readonly fees: FeeSetting,
    private readonly chainConditions: ChainConditionInspector,
    private readonly apiUrls: ApiUrlCheck,
    private readonly publicDetails = new PublicAnswerCache<PublicDetail | null>(db),
  ) {}

  /** Free when no other quest of the brand has this title in any letter case. */
  async titleAvailable(brandId: string, title: string, questId?: string): Promise<boolean> {
    return !(await questTitleTaken(this.db, brandId, title, questId));
  }

  /** Starts a DRAFT quest for a brand the user owns. */
  async create(viewer: SignedInViewer, form: Form, files: Record<string, Buffer>): Promise<QuestDetail> {
    assertDashboard(viewer.ability);
    if (!form.brandId) throw invalidField('brandId', 'brand_required');
    const brand = await findBrand(this.db, form.brandId);
    if (!brand) throw notFound('No brand with this id.', ERROR_CODES.BRAND_NOT_FOUND);
    assertCan(viewer.ability, 'create', owned('Quest', brand.ownerId));
    if (brand.status === 'INACTIVE') throw conflict(ERROR_CODES.INVALID_STATUS_TRANSITION, 'Activate the brand first.');
    if (form.title && (await questTitleTaken(this.db, brand.id, form.title))) throw titleTaken();
    const changes = await this.changesFrom(form, files, null, viewer.user.id);
    const conditions = await prepareConditions(form.conditions ?? [], this.chainConditions, this.apiUrls);
    const id = await this.write(async (tx) => {
      const [row] = await tx
        .insert(quests)
        .values({ ...changes, brandId: brand.id, slug: questSlug(form.title), status: 'DRAFT' })
        .returning({ id: quests.id });
      const questId = (row as { id: string }).id;
      if (form.conditions?.length) await replaceConditions(tx, questId, form.conditions, conditions);
      return questId;
    });
    return this.detail(viewer, id);
  }

  /** Changes the fields sent (brand owner only); blank fields keep their value; conditions are replaced when sent. */
  async update(viewer: SignedInViewer, id: string, form: Form, files: Record<string, Buffer>): Promise<QuestDetail> {
    assertDashboard(viewer.ability);
    const current = await findQuest(this.db, id);
    if (!current) throw questNotFound();
    assertCan(viewer.ability, 'update', owned('Quest', current.brand.ownerId));
    if (current.status === 'ENDED') throw conflict(ERROR_CODES.QUEST_ENDED, 'An ended quest cannot be changed.');
    if (
      form.title &&
      form.title !== current.title &&
      (await questTitleTaken(this.db, current.brandId, form.title, id))
    ) {
      throw titleTaken();
    }
    const changes = await this.changesFrom(form, files, current, viewer.user.id);
    if (form.title && current.status === 'DRAFT' && form.title !== current.title) changes.slug = questSlug(form.title);
    const conditions = await prepareConditions(form.conditions ?? [], this.chainConditions, this.apiUrls);
    await this.write(async (tx) => {
      await tx
        .update(quests)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(quests.id, id));
      if (form.conditions?.length) await replaceConditions(tx, id, form.conditions, conditions);
      else if (form.clearConditions === 'true') await replaceConditions(tx, id, [], []);
    });
    return this.detail(viewer, id);
  }

  /** The brand's newest draft (owner only), or null. */
  async creating(viewer: SignedInViewer, brandId: string): Promise<QuestDetail | null> {
    assertDashboard(viewer.ability);
    const brand = await findBrand(this.db, brandId);
    if (!brand) throw notFound('No brand with this id.', ERROR_CODES.BRAND_NOT_FOUND);
    assertCan(viewer.ability, 'update', owned('Quest', brand.ownerId));
    const draft = await newestDraftOf(this.db, brandId);
    return draft ? this.present(draft, true) : null;
  }

  /** A quest by id or slug with conditions and tasks; drafts and hidden brands' quests only for the owner. */
  async detail(viewer: Viewer, key: string): Promise<QuestDetail> {
    const shared = await this.publicDetails.get(key, () => this.publicDetail(key));
    if (!shared) throw questNotFound();
    if (shared.ownerId === viewer.user?.id) return this.present(await this.visible(viewer, key), true);
    if (!shared.detail) throw questNotFound();
    return shared.detail;
  }

  /** What everyone but the owner sees of a quest (null detail: only its owner may see it), the same for all. */
  private async publicDetail(key: string): Promise<PublicDetail | null> {
    const row = await findQuest(this.db, key);
    if (!row) return null;
    const ownerId = row.brand.ownerId;
    const subject = questSubject({ status: row.status, brandStatus: row.brand.status, ownerId });
    if (!guestAbility.can('read', subject)) return { ownerId, detail: null };
    return { ownerId, detail: await this.present(row, false) };
  }

  /** The quest if the viewer may see it, else 404. */
  async visible(viewer: Viewer, key: string): Promise<QuestWithBrand> {
    const row = await findQuest(this.db, key);
    if (!row) throw questNotFound();
    assertVisible({ status: row.status, brandStatus: row.brand.status, ownerId: row.brand.ownerId }, viewer.ability);
    return row;
  }

  private async present(row: QuestWithBrand, isOwner: boolean): Promise<QuestDetail> {
    const [categories, locations, conditions, tasks] = await Promise.all([
      this.catalogue.byId(),
      locationsByIds(this.db, row.locationIds),
      conditionsOf(this.db, row.id),
      tasksOf(this.db, row.id),
    ]);
    return toQuestDetail(row, { categories, locations, conditions, tasks, isOwner, now: new Date() });
  }

  private async write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw titleTaken();
      throw error;
    }
  }

  /** Row changes from the form: only fields sent, each checked; reward and dates fixed once published. */
  private async changesFrom(
    form: Form,
    files: Record<string, Buffer>,
    current: QuestWithBrand | null,
    ownerId: string,
  ) {
    const changes: QuestInsert = {};
    if (form.title) changes.title = form.title;
    if (form.description) changes.description = form.description;
    if (form.categories?.length) {
      const ids = [...new Set(form.categories)];
      const unknown = await this.catalogue.unknown(ids);
      if (unknown.length > 0) throw badRequest(ERROR_CODES.UNKNOWN_CATEGORY, `Unknown category: ${unknown.join(', ')}`);
      changes.categoryIds = ids;
    }
    if (form.locations?.length) {
      const ids = [...new Set(form.locations)];
      const found = await locationsByIds(this.db, ids);
      if (found.length !== ids.length) throw badRequest(ERROR_CODES.UNKNOWN_LOCATION, 'Unknown location id');
      changes.locationIds = ids;
    } else if (form.clearLocations === 'true') changes.locationIds = [];
    const published = current !== null && current.status !== 'DRAFT';
    if (published && (form.rewardAmount || form.startAt || form.endAt)) {
      throw invalidField(form.rewardAmount ? 'rewardAmount' : form.startAt ? 'startAt' : 'endAt', 'dates_fixed');
    }
    if (form.rewardAmount) {
      const amount = parseTokens(form.rewardAmount);
      if (amount < parseTokens(this.fees.minimumReward)) {
        throw invalidField('rewardAmount', 'reward_minimum', { minimum: this.fees.minimumReward });
      }
      changes.rewardAmount = amount;
    }
    if (form.recurrence && form.recurrence !== (current?.recurrence ?? 'ONCE')) {
      // Periods and streaks count from participations: once people take part, how often it repeats is fixed.
      if (published) throw invalidField('recurrence', 'recurrence_fixed');
      changes.recurrence = form.recurrence;
    }
    if (form.startAt) changes.startAt = new Date(form.startAt);
    if (form.endAt) changes.endAt = new Date(form.endAt);
    const start = changes.startAt ?? current?.startAt;
    const end = changes.endAt ?? current?.endAt;
    if (start && end && end <= start) throw invalidField('endAt', 'end_after_start');
    if (files.image) changes.image = await saveImage(this.storage, `quests/${ownerId}`, files.image, 2048);
    return changes;
  }
}

function questSlug(title: string | undefined): string {
  return `${slugify(title ?? '') || 'quest'}-${shortId()}`;
}
