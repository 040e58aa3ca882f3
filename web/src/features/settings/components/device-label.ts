/** A short "Browser on System" from a user agent, or null when it says nothing recognisable. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([mark]) => userAgent.includes(mark as string))?.[1] ?? null;
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iOS'],
      ['iPad', 'iPadOS'],
      ['Windows', 'Windows'],
      ['Mac OS X', 'macOS'],
      ['CrOS', 'ChromeOS'],
      ['Linux', 'Linux'],
    ].find(([mark]) => userAgent.includes(mark as string))?.[1] ?? null;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system;
}
