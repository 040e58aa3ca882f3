/*
 * Referral codes without zod, so the web app's first chunk can keep a code from a link (`/r/<code>`, `?ref=<code>`)
 * without loading the contract's schemas.
 */

/** A referral code: 8 characters of an alphabet without look-alikes (no 0/o, 1/l/i). */
export const REFERRAL_CODE_PATTERN = /^[23456789abcdefghjkmnpqrstuvwxyz]{8}$/;

/** The code as stored (lower case, no spaces around) when a text is shaped like one; else null. */
export function normalReferralCode(text: string | null | undefined): string | null {
  const code = typeof text === 'string' ? text.trim().toLowerCase() : '';
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The path of a person's referral link, on the site's own origin. */
export const referralPath = (code: string) => `/r/${code}`;
