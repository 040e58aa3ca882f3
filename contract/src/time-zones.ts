import { z } from 'zod';

/** True when `name` is an IANA time zone this runtime knows (Intl is the judge, as it is for every date shown). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name ("Europe/Paris"), checked with Intl. */
export const timeZone = z
  .string()
  .trim()
  .refine(isTimeZone, 'Use a time zone name such as Europe/Paris or America/New_York');
