import type { QuestSummary } from '@questboard/contract/quests';
import { QuestCard } from './quest-card';

/** Quest cards in one row that scrolls sideways (related and featured quests). */
export function QuestRow({ quests }: { quests: QuestSummary[] }) {
  return (
    <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      {quests.map((quest) => (
        <li key={quest.id} className="w-72 shrink-0 snap-start">
          <QuestCard quest={quest} />
        </li>
      ))}
    </ul>
  );
}
