import { useSyncExternalStore } from 'react';
import { readThemeChoice, subscribeTheme, type ThemeChoice } from '../lib/theme';

/** The stored theme choice, re-read when it or the device's light/dark setting changes. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeTheme, readThemeChoice, () => 'system' as const);
}
