import { create } from 'zustand';

export type ActionStatus = 'idle' | 'loading' | 'success' | 'error';

interface ActionState {
  statuses: Record<string, ActionStatus>;
  setStatus(key: string, status: ActionStatus): void;
}

/** Status of every named async action, so any component can show it. */
export const useActionStore = create<ActionState>()((set) => ({
  statuses: {},
  setStatus(key, status) {
    set((state) => ({ statuses: { ...state.statuses, [key]: status } }));
  },
}));
