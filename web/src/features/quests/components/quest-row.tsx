import type { QuestSummary } from '@questboard/contract/quests';
import { useDrawnCount } from '../hooks/use-drawn-count';
import { QuestCard } from './quest-card';

/** The cards a row draws in its first render: what fits across the widest layout. */
const FIRST_CARDS = 4;

/** Quest cards in one row that scrolls sideways (related and featured quests). */
export function QuestRow({ quests }: { quests: QuestSummary[] }) {
  const drawn = useDrawnCount(quests.length, FIRST_CARDS);
  return (
    <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      {quests.slice(0, drawn).map((quest) => (
        <li key={quest.id} className="w-72 shrink-0 snap-start">
          <QuestCard quest={quest} />
        </li>
      ))}
    </ul>
  );
}
