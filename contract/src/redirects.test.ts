import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirects';

const OWN = 'https://questboard.example';

describe('safeRedirectPath: where a person may be sent after a round trip', () => {
  it('keeps a path on our own site, with its query and hash', () => {
    expect(safeRedirectPath('/quests/abc?tab=1#top', '/')).toBe('/quests/abc?tab=1#top');
    expect(safeRedirectPath('/settings/socials-connect', '/')).toBe('/settings/socials-connect');
    expect(safeRedirectPath(`${OWN}/quests/x`, '/', OWN)).toBe('/quests/x');
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    '/\t/evil.example',
    '/..//evil.example',
    '/.//evil.example/x',
    'https://evil.example/x',
    'javascript:alert(1)',
    'data:text/html,hi',
    'evil.example',
    '/api/v1/auth/logout',
    '/ok\r\nSet-Cookie: x=1',
    '',
    ' //evil.example',
  ])('refuses %j and answers the fallback', (value) => {
    expect(safeRedirectPath(value, '/home', OWN)).toBe('/home');
  });

  it('answers the fallback for nothing at all', () => {
    expect(safeRedirectPath(null, '/')).toBe('/');
    expect(safeRedirectPath(undefined, '/x')).toBe('/x');
  });

  it('refuses an absolute address of our own origin when no origin is known', () => {
    expect(safeRedirectPath(`${OWN}/quests/x`, '/')).toBe('/');
  });
});
