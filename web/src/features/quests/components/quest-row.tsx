import type { QuestSummary } from '@questboard/contract/quests';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useDrawnCount } from '../hooks/use-drawn-count';
import { QuestCard } from './quest-card';

/** The cards a row draws in its first render: what fits across the widest layout. */
const FIRST_CARDS = 4;
/** A card's width and the gap after it (w-72, gap-4). */
const CARD_STEP = 288 + 16;

/**
 * The cards a row rendered only in the browser draws first: what fits across the window (two on a phone), so the
 * render that shows them is short; the rest follow a task later.
 */
function firstCards(clientOnly: boolean): number {
  if (!clientOnly || typeof window === 'undefined') return FIRST_CARDS;
  return Math.max(1, Math.min(FIRST_CARDS, Math.ceil(window.innerWidth / CARD_STEP)));
}
/** Pixels of slack before an edge counts as reached (sub-pixel widths, snap positions). */
const EDGE = 4;

/**
 * Quest cards in one row that scrolls sideways (related and featured quests). When cards go past an edge, that edge
 * fades out and an arrow button scrolls on, so a cut card reads as "more this way". `clientOnly`: the row is never
 * rendered on the server (the landing page's featured quests), so it is drawn in steps even on a server-rendered page.
 */
export function QuestRow({ quests, clientOnly = false }: { quests: QuestSummary[]; clientOnly?: boolean }) {
  const { t } = useTranslation();
  const drawn = useDrawnCount(quests.length, firstCards(clientOnly), clientOnly);
  const list = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const row = list.current;
    if (!row || drawn === 0) return;
    const measure = () =>
      setMore({
        before: row.scrollLeft > EDGE,
        after: row.scrollLeft + row.clientWidth < row.scrollWidth - EDGE,
      });
    row.addEventListener('scroll', measure, { passive: true });
    // The first measure comes from the observer, which reports the row's size once the browser has laid it out:
    // measuring here would force that layout inside the task that rendered the cards (a long task on a phone,
    // bench/hydration-work.mjs).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(row);
    const frame = resized ? 0 : requestAnimationFrame(measure);
    return () => {
      row.removeEventListener('scroll', measure);
      resized?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [drawn]);

  const scroll = (direction: 1 | -1) => {
    const row = list.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };
  const fade = more.before
    ? more.after
      ? '[mask-image:linear-gradient(to_right,transparent,black_3rem,black_calc(100%-3rem),transparent)]'
      : '[mask-image:linear-gradient(to_right,transparent,black_3rem)]'
    : more.after
      ? '[mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)]'
      : '';
  const arrow =
    'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-zinc-900/90 text-xl text-zinc-100 shadow ring-1 ring-zinc-700 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-violet-400 sm:flex';

  return (
    <div className="relative" data-testid="quest-row" data-more-after={more.after || undefined}>
      <ul ref={list} className={cn('-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0', fade)}>
        {quests.slice(0, drawn).map((quest) => (
          <li key={quest.id} className="w-72 shrink-0 snap-start">
            <QuestCard quest={quest} />
          </li>
        ))}
      </ul>
      {more.before && (
        <button type="button" className={cn(arrow, 'left-0')} onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">{t('browse.quest.row_before')}</span>
        </button>
      )}
      {more.after && (
        <button type="button" className={cn(arrow, 'right-0')} onClick={() => scroll(1)}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">{t('browse.quest.row_after')}</span>
        </button>
      )}
    </div>
  );
}
