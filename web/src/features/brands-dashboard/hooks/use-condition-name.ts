import type { ConditionAction, Network } from '@questboard/contract/conditions';
import { useActions, useSocials } from '../api/quests';

/** Networks whose actions already say where they happen ("Follow the brand on Questboard", "Answer a quiz"). */
const SELF_NAMED: readonly Network[] = ['QUESTBOARD', 'WEB'];

/** A condition's readable name ("Follow · Instagram") from GET /quests/actions and /socials, its codes until they answer. */
export function useConditionName() {
  const actions = useActions();
  const socials = useSocials();
  return (c: { network: Network; action: ConditionAction }) => {
    const action = actions.data?.find((a) => a.network === c.network && a.action === c.action)?.name ?? c.action;
    if (SELF_NAMED.includes(c.network)) return action;
    return `${action} · ${socials.data?.find((s) => s.network === c.network)?.name ?? c.network}`;
  };
}
