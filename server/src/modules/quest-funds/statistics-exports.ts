import { Readable } from 'node:stream';
import { BRAND_STATISTICS_COLUMNS, STATISTICS_COLUMNS } from '@questboard/contract/exports';
import { stringify } from 'csv-stringify';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quests } from '../../db/schema/quests';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import { assertOwnsBrand } from '../brands/brands.module';
import type { QuestFundsService } from './quest-funds.service';

/** The statistics the dashboard shows, as CSV files: a quest's days, or a brand's quests with their totals. */
export class StatisticsExports {
  constructor(
    private readonly db: Database,
    private readonly questFunds: QuestFundsService,
  ) {}

  async questCsv(viewer: SignedInViewer, questId: string): Promise<Readable> {
    const { perDay } = await this.questFunds.statistics(viewer, questId);
    const rows = perDay.map((day) => [day.date, String(day.participants), String(day.claims), day.paid]);
    return Readable.from(rows).pipe(stringify({ header: true, columns: [...STATISTICS_COLUMNS] }));
  }

  async brandCsv(viewer: SignedInViewer, brandId: string): Promise<Readable> {
    assertDashboard(viewer.ability);
    await assertOwnsBrand(this.db, viewer.user, brandId);
    const ofBrand = await this.db
      .select({ id: quests.id, slug: quests.slug, status: quests.status })
      .from(quests)
      .where(eq(quests.brandId, brandId))
      .orderBy(asc(quests.createdAt), asc(quests.id));
    const rows = (await this.questFunds.totalsOf(ofBrand)).map(({ quest, totals }) => [
      quest.id,
      quest.slug,
      quest.status,
      String(totals.participants),
      String(totals.completions),
      String(totals.claims),
      totals.paid,
      totals.remaining,
      totals.funded,
      totals.reclaimed,
    ]);
    return Readable.from(rows).pipe(stringify({ header: true, columns: [...BRAND_STATISTICS_COLUMNS] }));
  }
}
