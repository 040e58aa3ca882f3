import { PARTICIPATION_LIMITS } from '@questboard/contract/participation';
import type { PublicUser } from '@questboard/contract/users';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { Pager } from '../../../components/ui/pager';
import { Tabs } from '../../../components/ui/tabs';
import { useLeaderboard, useParticipants } from '../api/participation';

type ActivityTab = 'leaderboard' | 'participants';
const PAGE = PARTICIPATION_LIMITS.leaderboardLimit;

/** Leaderboard (earliest completions first) and participants, as tabs under a quest. */
export function QuestActivity({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ActivityTab>('leaderboard');
  return (
    <Card>
      <Tabs<ActivityTab>
        label={t('participation.activity')}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'leaderboard', label: t('participation.leaderboard') },
          { key: 'participants', label: t('participation.participants') },
        ]}
      >
        {tab === 'leaderboard' ? <Leaderboard questId={questId} /> : <Participants questId={questId} />}
      </Tabs>
    </Card>
  );
}

function Leaderboard({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const board = useLeaderboard(questId, offset, PAGE);
  return (
    <PeopleList
      loading={board.isPending}
      failed={board.isError}
      empty={t('participation.no_completions')}
      rows={board.data?.items.map((entry) => ({
        key: entry.user.id,
        user: entry.user,
        lead: <span className="w-6 text-right font-mono text-sm text-zinc-400">{entry.rank}</span>,
        trail: entry.claimed ? t('participation.status_claimed') : t('participation.status_completed'),
      }))}
      pager={
        <Pager
          offset={offset}
          limit={PAGE}
          total={board.data?.total ?? 0}
          onChange={setOffset}
          busy={board.isFetching}
        />
      }
    />
  );
}

function Participants({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const people = useParticipants(questId, offset, PAGE);
  return (
    <PeopleList
      loading={people.isPending}
      failed={people.isError}
      empty={t('participation.no_participants')}
      rows={people.data?.items.map((p) => ({
        key: p.user.id,
        user: p.user,
        trail: t(`participation.user_status.${p.status}`),
      }))}
      pager={
        <Pager
          offset={offset}
          limit={PAGE}
          total={people.data?.total ?? 0}
          onChange={setOffset}
          busy={people.isFetching}
        />
      }
    />
  );
}

interface PeopleListProps {
  loading: boolean;
  failed: boolean;
  empty: string;
  rows: Array<{ key: string; user: PublicUser; lead?: ReactNode; trail: string }> | undefined;
  pager: ReactNode;
}

function PeopleList({ loading, failed, empty, rows, pager }: PeopleListProps) {
  const { t } = useTranslation();
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-300">
        {t('wallet.load_failed')}
      </p>
    );
  if (loading) return <div aria-busy="true" className="h-24 animate-pulse rounded-lg bg-zinc-800/60" />;
  if (!rows?.length) return <p className="py-6 text-center text-sm text-zinc-400">{empty}</p>;
  return (
    <>
      <ul className="divide-y divide-zinc-800">
        {rows.map((row) => (
          <li key={row.key} className="flex items-center gap-3 py-2.5">
            {row.lead}
            <Avatar src={row.user.avatar} name={row.user.displayName ?? row.user.username} className="size-8" />
            <Link
              to={`/users/${row.user.username}`}
              className="min-w-0 flex-1 truncate text-sm hover:text-violet-300 focus-visible:outline-2 focus-visible:outline-violet-400"
            >
              {row.user.displayName ?? row.user.username}
            </Link>
            <span className="text-xs text-zinc-400">{row.trail}</span>
          </li>
        ))}
      </ul>
      {pager}
    </>
  );
}
