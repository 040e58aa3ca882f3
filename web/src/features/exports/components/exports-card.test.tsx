import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadSignedInStrings } from '../../../i18n/i18n';
import { ExportsCard } from './exports-card';

beforeAll(() => loadSignedInStrings());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => changeLanguage('en-US'));

const questId = '4b3c8a52-0d5e-4f7a-9d1e-2f6a8c0b1e23';

/** jsdom has no object URLs: a URL class that makes `blobUrl`, in place of the global one until the test ends. */
const stubObjectUrls = (blobUrl: string) =>
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => blobUrl;
      static override revokeObjectURL = vi.fn();
    },
  );

describe('the exports card', () => {
  it('downloads the chosen CSV under the name the server gives it (Content-Disposition), then offers it again', async () => {
    await changeLanguage('en-US');
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const saved: Array<{ name: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    stubObjectUrls('blob:claims');

    render(<ExportsCard scope="quest" id={questId} />);
    expect(screen.getByRole('heading', { name: 'Exports' })).toBeTruthy();
    const claims = screen.getByRole('button', { name: 'Claims' });
    fireEvent.click(claims);
    await waitFor(() => expect(claims.getAttribute('aria-busy')).toBe('true'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/v1/quests/${questId}/export/claims`);
    const disposition = { 'content-disposition': 'attachment; filename="nova-launch-claims.csv"' };
    await act(async () =>
      answer(new Response('user_id,username,claimed_at,amount\n', { status: 200, headers: disposition })),
    );
    await waitFor(() => expect(saved).toEqual([{ name: 'nova-launch-claims.csv', href: 'blob:claims' }]));
    await waitFor(() => expect(claims.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Payouts' })).toBeNull();
  });

  it('offers a settled pool’s payouts when told to', async () => {
    await changeLanguage('en-US');
    const fetchMock = vi.fn(async (_url: string) => new Response('place\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    stubObjectUrls('blob:p');
    render(<ExportsCard scope="quest" id={questId} payouts />);
    fireEvent.click(screen.getByRole('button', { name: 'Payouts' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/v1/quests/${questId}/export/payouts`);
  });

  it('names the files in French, and a brand’s files after the brand', async () => {
    await changeLanguage('fr');
    const fetchMock = vi.fn(async (_url: string) => new Response('date\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    stubObjectUrls('blob:x');
    render(<ExportsCard scope="brand" id={questId} />);
    expect(screen.getByText(/toutes les quêtes de cette marque/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Statistiques' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/v1/brands/${questId}/export/statistics`);
  });
});
