import { create } from 'zustand';

interface ToasterState {
  /** Set by the first toast: the toaster (and its library) load only then. */
  wanted: boolean;
  want(): void;
}

export const useToasterStore = create<ToasterState>()((set) => ({
  wanted: false,
  want: () => set({ wanted: true }),
}));

let markMounted: () => void = () => undefined;
/** Settles once the toaster is on screen and listening, so a toast shown now is not lost. */
export const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
export const toasterIsMounted = () => markMounted();
