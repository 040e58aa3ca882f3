import type { Tokens } from '@questboard/contract/users';

export const TOKENS_KEY = 'tokens';
export const LANGUAGE_KEY = 'language';

export type StoredTokens = Pick<Tokens, 'accessToken' | 'refreshToken'>;

/** Tokens as kept in localStorage under 'tokens' (docs/domain.md, Shapes); null when absent or unreadable. */
export function readTokens(): StoredTokens | null {
  try {
    const raw = localStorage.getItem(TOKENS_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredTokens>;
    if (typeof parsed.accessToken !== 'string' || typeof parsed.refreshToken !== 'string') return null;
    return { accessToken: parsed.accessToken, refreshToken: parsed.refreshToken };
  } catch {
    return null;
  }
}

export function writeTokens(tokens: StoredTokens): void {
  localStorage.setItem(
    TOKENS_KEY,
    JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
  );
}

export function clearTokens(): void {
  localStorage.removeItem(TOKENS_KEY);
}

export function readLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}
