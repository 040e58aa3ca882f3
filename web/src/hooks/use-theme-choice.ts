import { useSyncExternalStore } from 'react';
import { readThemeChoice, resolveTheme, subscribeTheme, type ThemeChoice } from '../lib/theme';

/** The stored theme choice, re-read when it or the device's light/dark setting changes. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeTheme, readThemeChoice, () => 'system' as const);
}

const shownTheme = () => resolveTheme(readThemeChoice());

/**
 * The theme the page shows. A server-rendered page is drawn dark (the server cannot know) and reads the device's
 * once hydrated, so both sides render the same markup; the colours themselves follow <html data-theme> from boot.js.
 */
export function useShownTheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribeTheme, shownTheme, () => 'dark' as const);
}
