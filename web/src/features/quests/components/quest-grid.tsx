import type { QuestSummary } from '@questboard/contract/quests';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDrawnCount } from '../hooks/use-drawn-count';
import { QuestCard } from './quest-card';

const wide = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
/** For a grid beside a sidebar. */
const narrow = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** The cards a grid draws in its first render: two rows at the widest layout, more than a phone's screen. */
const FIRST_CARDS = 8;
/** The cards of the first row at the widest layout: on screen as the page opens. */
const FIRST_ROW = 4;

/** Quest cards in a responsive grid. */
export function QuestGrid(props: { quests: QuestSummary[]; narrow?: boolean; className?: string }) {
  const drawn = useDrawnCount(props.quests.length, FIRST_CARDS);
  return (
    <ul className={cn(props.narrow ? narrow : wide, props.className)}>
      {props.quests.slice(0, drawn).map((quest, index) => (
        <li key={quest.id}>
          <QuestCard quest={quest} first={index === 0 ? 'lead' : index < FIRST_ROW ? 'row' : undefined} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's loading state: card-shaped placeholders. */
export function QuestGridSkeleton({ count = 8, narrow: isNarrow = false }: { count?: number; narrow?: boolean }) {
  return (
    <div className={isNarrow ? narrow : wide} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="overflow-hidden rounded-2xl ring-1 ring-zinc-800">
          <Skeleton className="aspect-video rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-8 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
