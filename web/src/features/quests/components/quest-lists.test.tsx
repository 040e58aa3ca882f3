import type { QuestSummary } from '@questboard/contract/quests';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n';
import { QuestGrid } from './quest-grid';
import { QuestRow } from './quest-row';

// The cards' links, without a router around them.
vi.mock('react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);
// A busy machine can take seconds to render twenty cards in jsdom: the waits are for the condition, with room.
const slowly = { timeout: 15_000 };

const quest = (n: number) =>
  ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `quest-${n}`,
    title: `Quest ${n}`,
    image: null,
    brand: { name: 'Stride', logo: null },
    rewardAmount: '5',
    phase: 'LIVE',
    startAt: null,
    endAt: null,
    isAvailableClaim: true,
  }) as unknown as QuestSummary;

const quests = (count: number) => Array.from({ length: count }, (_, i) => quest(i + 1));
const grid = (count: number) => render(<QuestGrid quests={quests(count)} />);

describe('QuestGrid', () => {
  it('draws the first eight cards at once and the rest a task later', async () => {
    grid(20);
    expect(screen.getAllByTestId('quest-card')).toHaveLength(8);
    await waitFor(() => expect(screen.getAllByTestId('quest-card')).toHaveLength(20), slowly);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      Array.from({ length: 20 }, (_, i) => `/quests/quest-${i + 1}`),
    );
  });

  it('fetches the first row’s images at once, the first one first, and the others when they near the screen', async () => {
    render(<QuestGrid quests={quests(8).map((q, i) => ({ ...q, image: `/uploads/quests/${i + 1}.webp` }))} />);
    const images = document.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(4).fill('eager'),
      ...Array(4).fill('lazy'),
    ]);
    expect([...images].map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', ...Array(7).fill(null)]);
  });

  it('draws a short list whole', () => {
    grid(3);
    expect(screen.getAllByTestId('quest-card')).toHaveLength(3);
  });
});

describe('QuestRow', () => {
  it('draws the first four cards at once and the rest a task later', async () => {
    render(<QuestRow quests={quests(12)} />);
    expect(screen.getAllByTestId('quest-card')).toHaveLength(4);
    await waitFor(() => expect(screen.getAllByTestId('quest-card')).toHaveLength(12), slowly);
  });
});
