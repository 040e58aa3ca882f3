import { useNextTask } from '../../../hooks/use-next-task';

/**
 * How many of a list's cards to draw: the first `first` at once, all of them from the next task on. Twenty cards drawn
 * in one render block input for as long as all of them take; the cards below the fold (or past the edge of a row)
 * follow a task later. `clientOnly`: the list is never rendered on the server (useNextTask).
 */
export function useDrawnCount(total: number, first: number, clientOnly = false): number {
  const all = useNextTask(total <= first, clientOnly);
  return all ? total : first;
}
