import { create } from 'zustand';

/** A small keyed cache for UI state that outlives a screen (server data lives in React Query). */
export interface CacheState {
  entries: Record<string, unknown>;
  setOne(key: string, value: unknown): void;
  clearAll(): void;
}

export const useCacheStore = create<CacheState>()((set) => ({
  entries: {},
  setOne(key, value) {
    set((state) => ({ entries: { ...state.entries, [key]: value } }));
  },
  clearAll() {
    set({ entries: {} });
  },
}));
