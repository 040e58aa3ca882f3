import { normalReferralCode } from '@questboard/contract/referral-codes';

const KEY = 'referral';
/** How long a code from a link waits for the sign-up it brings: 30 days. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Keeps the referral code of the link that brought this browser (`/r/<code>`, `?ref=<code>`) until a sign-up uses it,
 * for 30 days. Only a code shaped like one is kept; the newest link wins. Answers whether it was kept.
 */
export function keepReferralCode(text: string | null | undefined, now = Date.now()): boolean {
  const code = normalReferralCode(text);
  if (!code) return false;
  try {
    localStorage.setItem(KEY, JSON.stringify({ code, at: now }));
    return true;
  } catch {
    return false;
  }
}

/** The kept code for a sign-up (e-mail or social), if one is there and not too old. */
export function keptReferralCode(now = Date.now()): string | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { code?: unknown; at?: unknown } | null;
    if (!kept || typeof kept.at !== 'number' || now - kept.at > KEEP_MS) return undefined;
    return normalReferralCode(typeof kept.code === 'string' ? kept.code : null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Drops the kept code once a sign-up carried it. */
export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
