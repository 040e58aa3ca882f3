import type { ConditionAction, Network } from '@questboard/contract/quests';
import { useActions } from '../api/quests';

/** A condition's readable name ("Follow on X") from GET /quests/actions, its codes until that answers. */
export function useConditionName() {
  const actions = useActions();
  return (c: { network: Network; action: ConditionAction }) =>
    actions.data?.find((a) => a.network === c.network && a.action === c.action)?.name ?? `${c.network} ${c.action}`;
}
