import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/executor';
import { executePrepared } from '../../db/prepared-statements';
import { inTransaction } from '../ledger/ledger.module';
import type { NewNotification, NotificationsService } from '../notifications/notifications.module';
import { BADGE_RULES, type BadgeRule, type Completions } from './badge-rules';

/** A badge just awarded, with what its notice says. */
interface Awarded {
  id: string;
  user_id: string;
  kind: string;
  name: string | null;
  description: string | null;
}

/**
 * Awards the badges people earned by completing quests: every rule read at once in one statement, each person
 * holding each badge once (a retry or a second completion adds nothing), and a notice per new badge in the same
 * transaction, pushed to the person's open tabs once it committed.
 */
export class BadgeAwards {
  constructor(
    private readonly db: Database,
    private readonly notifications: Pick<NotificationsService, 'storeMany'>,
    private readonly rules: BadgeRule[] = BADGE_RULES,
  ) {}

  /**
   * Awards what `done` earned; answers the ids of the badges that are new. The statement (five rules' reads) is
   * prepared once per connection: PostgreSQL planned it anew after every claim batch.
   */
  async award(done: Completions): Promise<string[]> {
    if (done.userIds.length === 0) return [];
    const [awarded, push] = await inTransaction(this.db, async (tx) => {
      const rows = rowsOf<Awarded>(await executePrepared(tx, this.insertEarned(done)));
      const told = await this.notifications.storeMany(tx, rows.map(noticeOf));
      return [rows, told] as const;
    });
    push();
    return awarded.map((row) => row.id);
  }

  private insertEarned(done: Completions): SQL {
    const earned = sql.join(
      this.rules.map((rule) => sql`(${rule.earned(done)})`),
      sql` union all `,
    );
    return sql`
      with earned (user_id, badge, kind, brand_badge_id, quest_id) as (${earned}),
      inserted as (
        insert into user_badges (user_id, badge, kind, brand_badge_id, quest_id)
        select distinct on (user_id, badge) user_id, badge, kind, brand_badge_id, quest_id from earned
        on conflict (user_id, badge) do nothing
        returning id, user_id, kind, brand_badge_id
      )
      select i.id, i.user_id, i.kind, b.name, b.description
      from inserted i left join brand_badges b on b.id = i.brand_badge_id`;
  }
}

function noticeOf(row: Awarded): NewNotification & { userId: string } {
  const brand = row.kind === 'BRAND';
  return {
    userId: row.user_id,
    type: 'BADGE_AWARDED',
    message: {
      key: 'badge_awarded',
      params: {
        rule: brand ? null : row.kind,
        badge: brand ? row.name : null,
        description: brand ? row.description : null,
      },
    },
    link: `/badges/${row.id}`,
  };
}
