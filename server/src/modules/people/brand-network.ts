import type { NETWORK_KINDS, NetworkMember } from '@questboard/contract/people';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { toUserSummary } from './people.presenter';

type Kind = (typeof NETWORK_KINDS)[number];
interface Row {
  id: string;
  username: string;
  display_name: string | null;
  avatar: string | null;
  type: string;
  follower: boolean;
  participant: boolean;
  invited: boolean;
  last_seen_at: Date | string;
  total: number;
}

const having: Record<Kind, ReturnType<typeof sql>> = {
  all: sql`true`,
  followers: sql`bool_or(kind = 'F')`,
  participants: sql`bool_or(kind = 'P')`,
  invited: sql`bool_or(kind = 'I')`,
};

/** Everyone connected to the brand (follows it, took part in one of its quests, was invited), newest link first. */
export async function brandNetwork(
  db: Database,
  brandId: string,
  query: { kind: Kind; offset: number; limit: number },
): Promise<{ items: NetworkMember[]; total: number }> {
  const result = await db.execute(sql`
    with people as (
      select user_id, created_at as at, 'F' as kind from brand_follows where brand_id = ${brandId}
      union all
      select uq.user_id, uq.started_at, 'P' from user_quests uq join quests q on q.id = uq.quest_id
        where q.brand_id = ${brandId}
      union all
      select user_id, created_at, 'I' from quest_invites where brand_id = ${brandId}
    ), grouped as (
      select user_id, max(at) as last_seen_at, bool_or(kind = 'F') as follower, bool_or(kind = 'P') as participant,
        bool_or(kind = 'I') as invited
      from people group by user_id having ${having[query.kind]}
    )
    select u.id, u.username, u.display_name, u.avatar, u.type, g.follower, g.participant, g.invited, g.last_seen_at,
      (count(*) over ())::int as total
    from grouped g join users u on u.id = g.user_id
    order by g.last_seen_at desc, u.id desc
    offset ${query.offset} limit ${query.limit}`);
  // Raw SQL: both drivers (pg and PGlite) answer `{ rows }`.
  const rows = (result as unknown as { rows: Row[] }).rows;
  const items = rows.map((row) => ({
    user: toUserSummary({
      id: row.id,
      username: row.username,
      displayName: row.display_name,
      avatar: row.avatar,
      type: row.type,
    }),
    follower: row.follower,
    participant: row.participant,
    invited: row.invited,
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
  }));
  return { items, total: rows[0]?.total ?? (query.offset === 0 ? 0 : await countNetwork(db, brandId, query.kind)) };
}

async function countNetwork(db: Database, brandId: string, kind: Kind): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select user_id from (
        select user_id, 'F' as kind from brand_follows where brand_id = ${brandId}
        union all
        select uq.user_id, 'P' from user_quests uq join quests q on q.id = uq.quest_id where q.brand_id = ${brandId}
        union all
        select user_id, 'I' from quest_invites where brand_id = ${brandId}
      ) people group by user_id having ${having[kind]}
    ) x`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}
