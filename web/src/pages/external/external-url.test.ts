import { describe, expect, it } from 'vitest';
import { externalLink, parseExternalUrl } from './external-url';

describe('parseExternalUrl', () => {
  it('accepts absolute http(s) links and names their host', () => {
    expect(parseExternalUrl('https://example.com/a?b=1')).toEqual({
      href: 'https://example.com/a?b=1',
      host: 'example.com',
      insecure: false,
    });
    expect(parseExternalUrl('http://example.com:8080')?.insecure).toBe(true);
  });

  it('refuses scripts, data, relative links, credentials and nothing', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/quests', 'https://u:p@example.com', '', null])
      expect(parseExternalUrl(bad)).toBeNull();
  });

  it('builds the interstitial address', () => {
    expect(externalLink('https://x.test/?a=1&b=2')).toBe('/external?url=https%3A%2F%2Fx.test%2F%3Fa%3D1%26b%3D2');
  });
});
