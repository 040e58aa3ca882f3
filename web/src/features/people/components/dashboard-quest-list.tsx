import type { DashboardQuest } from '@questboard/contract/dashboard';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LogoImage } from '../../../components/ui/logo-image';

/** A titled list of quests on the dashboard, each linking to its page, with a line of detail each. */
export function DashboardQuestList<Q extends DashboardQuest>({
  title,
  empty,
  quests,
  detail,
  testId,
}: {
  title: string;
  empty: ReactNode;
  quests: Q[] | undefined;
  detail(quest: Q): ReactNode;
  testId: string;
}) {
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {quests === undefined ? (
        <div className="h-16 animate-pulse rounded-xl bg-zinc-800/60" />
      ) : quests.length === 0 ? (
        <p className="text-sm text-zinc-400">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid={testId}>
          {quests.map((quest) => (
            <li key={quest.id}>
              <Link
                to={`/quests/${quest.slug}`}
                className="flex items-center gap-3 rounded-xl p-3 ring-1 ring-zinc-800 hover:bg-zinc-800/60 focus-visible:outline-2 focus-visible:outline-violet-400"
              >
                <LogoImage src={quest.brand.logo} name={quest.brand.name} className="size-10" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">{quest.title}</span>
                  <span className="truncate text-xs text-zinc-400">
                    {quest.brand.name} · {detail(quest)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
