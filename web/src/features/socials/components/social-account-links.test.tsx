import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n';
import { BrandVerifiedAccounts, UserSocialLinks } from './social-account-links';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers each call with the body mapped to its path; records the paths asked. */
function serve(bodies: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      asked.push(path);
      return new Response(JSON.stringify(bodies[path] ?? { items: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

const withQueries = (node: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe('social accounts on public pages', () => {
  it("links a person's connected accounts to their profiles on each network", async () => {
    const asked = serve({
      '/api/v1/users/ada/socials': {
        items: [
          { network: 'TWITTER', username: 'ada_x', profileUrl: 'https://x.com/ada_x' },
          { network: 'DISCORD', username: 'ada#1', profileUrl: null },
        ],
      },
    });
    withQueries(<UserSocialLinks username="ada" />);
    const x = await screen.findByRole('link', { name: /X \(Twitter\)\s*@ada_x/ });
    expect(x.getAttribute('href')).toBe('https://x.com/ada_x');
    expect(x.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('@ada#1')).toBeTruthy();
    expect(asked).toEqual(['/api/v1/users/ada/socials']);
  });

  it("marks a brand's proven accounts as verified, and shows nothing when there are none", async () => {
    serve({
      '/api/v1/brands/b1/socials': {
        items: [{ network: 'TWITTER', username: 'acme', profileUrl: 'https://x.com/acme', verifiedAt: '2026-11-01' }],
      },
    });
    withQueries(<BrandVerifiedAccounts brandId="b1" />);
    const link = await screen.findByRole('link', { name: /@acme.*Verified by the brand's owner/ });
    expect(link.getAttribute('href')).toBe('https://x.com/acme');

    cleanup();
    const asked = serve({ '/api/v1/brands/b2/socials': { items: [] } });
    const { container } = withQueries(<BrandVerifiedAccounts brandId="b2" />);
    await vi.waitFor(() => expect(asked).toEqual(['/api/v1/brands/b2/socials']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.innerHTML).toBe('');
  });
});
