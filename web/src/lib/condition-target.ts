import type { QuestCondition } from '@questboard/contract/conditions';
import { displayHandle } from './social-handle';

/** What a condition points at, as shown under its title: the account's handle, else its link ('' if neither). */
export function conditionTarget(condition: QuestCondition): string {
  return condition.params.handle ? displayHandle(condition.params.handle) : (condition.params.url ?? '');
}
