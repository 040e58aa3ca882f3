import type { Dashboard, DashboardQuest } from '@questboard/contract/dashboard';
import { formatTokens } from '@questboard/contract/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { phaseOf } from '../quests/quests.module';

interface Row {
  id: string;
  title: string | null;
  slug: string;
  image: string | null;
  reward_amount: string;
  status: 'DRAFT' | 'PUBLISHED' | 'ENDED';
  start_at: Date | string | null;
  end_at: Date | string | null;
  brand_id: string;
  brand_name: string | null;
  brand_slug: string;
  brand_logo: string | null;
}
const date = (v: Date | string | null) => (v === null ? null : new Date(v));
const questColumns = sql`q.id, q.title, q.slug, q.image, q.reward_amount::text as reward_amount, q.status, q.start_at,
  q.end_at, b.id as brand_id, b.name as brand_name, b.slug as brand_slug, b.logo as brand_logo`;

function toDashboardQuest(row: Row, now: Date): DashboardQuest {
  const startAt = date(row.start_at);
  const endAt = date(row.end_at);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    image: row.image,
    rewardAmount: formatTokens(BigInt(row.reward_amount)),
    phase: phaseOf({ status: row.status, startAt, endAt }, now),
    endAt: endAt?.toISOString() ?? null,
    brand: { id: row.brand_id, name: row.brand_name, slug: row.brand_slug, logo: row.brand_logo },
  };
}

/** The signed-in person's overview (raw SQL: both drivers answer `{ rows }`). */
export class DashboardService {
  constructor(private readonly db: Database) {}

  async of(userId: string): Promise<Dashboard> {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await this.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [inProgress, toClaim, followed] = await Promise.all([
      rows<Row & { total: number; done: number }>(sql`
        select ${questColumns},
          ((select count(*) from quest_conditions c where c.quest_id = q.id)
            + (select count(*) from tasks t where t.quest_id = q.id))::int as total,
          ((select count(*) from condition_checks cc where cc.quest_id = q.id and cc.user_id = uq.user_id
              and cc.status = 'VERIFIED')
            + (select count(*) from task_results tr where tr.quest_id = q.id and tr.user_id = uq.user_id
              and tr.status = 'VERIFIED'))::int as done
        from user_quests uq join quests q on q.id = uq.quest_id join brands b on b.id = q.brand_id
        where uq.user_id = ${userId} and uq.status = 'STARTED'
        order by uq.started_at desc limit 20`),
      rows<Row>(sql`
        select ${questColumns}
        from user_quests uq join quests q on q.id = uq.quest_id join brands b on b.id = q.brand_id
        left join quest_funding f on f.quest_id = q.id
        where uq.user_id = ${userId} and uq.status = 'COMPLETED' and f.reclaimed_at is null
          and not exists (select 1 from quest_distributions d where d.quest_id = q.id and d.mode <> 'FIRST_COME')
        order by uq.completed_at desc limit 20`),
      rows<Row>(sql`
        select ${questColumns}
        from brand_follows bf join brands b on b.id = bf.brand_id join quests q on q.brand_id = b.id
        where bf.user_id = ${userId} and b.status = 'ACTIVE' and q.status = 'PUBLISHED'
          and (q.end_at is null or q.end_at > now())
          and not exists (select 1 from user_quests uq where uq.quest_id = q.id and uq.user_id = ${userId})
        order by coalesce(q.published_at, q.created_at) desc limit 6`),
    ]);
    const now = new Date();
    return {
      inProgress: inProgress.map((row) => ({
        ...toDashboardQuest(row, now),
        total: row.total,
        left: Math.max(0, row.total - row.done),
      })),
      toClaim: toClaim.map((row) => toDashboardQuest(row, now)),
      fromFollowedBrands: followed.map((row) => toDashboardQuest(row, now)),
    };
  }
}
