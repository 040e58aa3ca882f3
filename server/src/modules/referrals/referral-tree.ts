import { type QuestReferrals, REFERRAL_TREE, type ReferralNode } from '@questboard/contract/referrals';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/executor';

interface NodeRow {
  id: string;
  username: string;
  display_name: string | null;
  avatar: string | null;
  depth: number;
  referrer_id: string | null;
  counted: boolean | null;
  brought: number;
  roots_total: number;
  referred_total: number;
}

/**
 * Who brought whom among one quest's participants (anyone with a participation in it): the edges are referrals whose
 * both ends took part. A root brought someone and was not brought by a participant; roots are paged (most brought
 * first), each followed depth first by who it brought, down to `depth` below it, at most REFERRAL_TREE.maxNodes people
 * a page. Referrals cannot loop (a referred account is always newer), and the depth bound stops the walk anyway.
 */
export async function questReferralTree(
  db: Executor,
  questId: string,
  page: { offset: number; limit: number; depth: number },
): Promise<QuestReferrals> {
  // Who brought how many participants, and the roots: people who brought someone and were not brought by one.
  const edges = sql`
    participants as (select distinct user_id from user_quests where quest_id = ${questId}),
    edges as materialized (
      select r.referrer_id, r.referred_id, r.counted_at is not null as counted from referrals r
      where r.referrer_id in (select user_id from participants) and r.referred_id in (select user_id from participants)
    ),
    brought as materialized (select referrer_id as id, count(*)::int as n from edges group by referrer_id),
    roots as (select b.id, b.n from brought b where not exists (select 1 from edges x where x.referred_id = b.id))`;
  const rows = rowsOf<NodeRow>(
    await db.execute(sql`
      with recursive ${edges},
      page as (
        select id, row_number() over (order by n desc, id) as ord from roots
        order by n desc, id offset ${page.offset} limit ${page.limit}
      ),
      tree as (
        select id, null::uuid as referrer_id, null::boolean as counted, 0 as depth, ord, array[id] as path from page
        union all
        select e.referred_id, e.referrer_id, e.counted, t.depth + 1, t.ord, t.path || e.referred_id
        from tree t join edges e on e.referrer_id = t.id
        where t.depth < ${page.depth}
      )
      select t.id, u.username, u.display_name, u.avatar, t.depth, t.referrer_id, t.counted, coalesce(b.n, 0) as brought,
        (select count(*) from roots)::int as roots_total, (select count(*) from edges)::int as referred_total
      from tree t join users u on u.id = t.id left join brought b on b.id = t.id
      order by t.ord, t.path
      limit ${REFERRAL_TREE.maxNodes + 1}
    `),
  );
  // The totals come with the page's rows; a page past the last root has none, so they are read on their own then.
  const [totals] = rows.length
    ? [{ roots: rows[0]?.roots_total ?? 0, referred: rows[0]?.referred_total ?? 0 }]
    : rowsOf<{ roots: number; referred: number }>(
        await db.execute(sql`
          with ${edges}
          select (select count(*) from roots)::int as roots, (select count(*) from edges)::int as referred
        `),
      );
  const items: ReferralNode[] = rows.slice(0, REFERRAL_TREE.maxNodes).map((r) => ({
    user: { id: r.id, username: r.username, displayName: r.display_name, avatar: r.avatar },
    depth: Number(r.depth),
    referrerId: r.referrer_id,
    counted: r.counted,
    brought: Number(r.brought),
  }));
  return {
    items,
    total: totals?.roots ?? 0,
    referred: totals?.referred ?? 0,
    truncated: rows.length > REFERRAL_TREE.maxNodes,
  };
}
