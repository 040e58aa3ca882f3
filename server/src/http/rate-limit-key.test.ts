import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rate-limit-key';

describe('the global rate limit key', () => {
  it('is the caller’s address, IPv4-mapped addresses as IPv4 and IPv6 by subnet', () => {
    expect(rateLimitKey({ ip: '198.51.100.7' })).toBe('198.51.100.7');
    expect(rateLimitKey({ ip: '::ffff:198.51.100.7' })).toBe('198.51.100.7');
    expect(rateLimitKey({ ip: '2001:db8:1:2:3:4:5:6' })).toBe(rateLimitKey({ ip: '2001:db8:1:2:ffff:4:5:7' }));
  });

  it('answers a key, rather than throwing, for a request whose client has hung up (no address left)', () => {
    expect(rateLimitKey({ ip: undefined as unknown as string })).toBe('gone');
  });
});
