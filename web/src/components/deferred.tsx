import type { ReactNode } from 'react';
import { useNextTask } from '../hooks/use-next-task';

/**
 * Renders `children` in a task of its own once the page around it has rendered and painted. A long page rendered in
 * one go is one long task that blocks input (Lighthouse's Total Blocking Time); its parts below the first screen can
 * come a moment later. Each Deferred gets its own task.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return useNextTask() ? children : null;
}
