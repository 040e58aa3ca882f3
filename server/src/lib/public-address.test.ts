import { describe, expect, it } from 'vitest';
import { isPublicAddress, publicLookup } from './public-address';

describe('the SSRF guard', () => {
  it('takes only public unicast addresses', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses at the connection a name that resolves to a loopback address', async () => {
    const lookup = publicLookup(false);
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('localhost', {}, (err) => resolve(err)),
    );
    expect(error?.code).toBe('ENOTPUBLIC');
    const allowed = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicLookup(true)('localhost', {}, (err) => resolve(err)),
    );
    expect(allowed).toBeNull();
  });
});
