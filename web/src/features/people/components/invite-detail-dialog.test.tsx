import type { ReceivedInvite } from '@questboard/contract/invites';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadSignedInStrings } from '../../../i18n/i18n';
import { InviteDetailDialog } from './invite-detail-dialog';

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
  return loadSignedInStrings();
});
afterEach(cleanup);
afterAll(() => changeLanguage('en-US'));

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const inviteTo = (quest: { rewardAmount: string; pool: string | null }): ReceivedInvite => ({
  id: 'i1',
  questId: 'q1',
  userId: 'u1',
  title: null,
  message: 'We love your work.',
  status: 'PENDING',
  read: true,
  createdAt: '2026-11-27T10:00:00.000Z',
  respondedAt: null,
  quest: { id: 'q1', title: 'Summer run', slug: 'summer-run', image: null, phase: 'LIVE', ...quest },
  brand: { id: 'b1', name: 'Acme', slug: 'acme', logo: null },
});

function open(invite: ReceivedInvite) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InviteDetailDialog invite={invite} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return plain(screen.getByTestId('invite-detail').textContent);
}

describe('an opened invitation', () => {
  it('says what each claimer earns on a first-come quest, and the prize pool on one that pays at its end', async () => {
    await changeLanguage('en-US');
    expect(open(inviteTo({ rewardAmount: '12.5', pool: null }))).toContain('Reward 12.5 QDT');
    cleanup();
    const pooled = open(inviteTo({ rewardAmount: '5', pool: '300' }));
    expect(pooled).toContain('Prize pool 300 QDT');
    expect(pooled).not.toContain('Reward');
    cleanup();
    await changeLanguage('fr');
    expect(open(inviteTo({ rewardAmount: '5', pool: '300' }))).toContain('Cagnotte 300 QDT');
  });
});
