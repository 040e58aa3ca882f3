import type { Category } from '@questboard/contract/catalogue';
import { TOKEN_SYMBOL } from '@questboard/contract/constants';
import { displayTokens, isTokenAmount, parseTokens } from '@questboard/contract/money';
import type { QuestDetail, QuestSummary } from '@questboard/contract/quests';
import { escapeMarkup as esc } from '../../lib/escape-markup';

/*
 * The first paint of /quests and of a quest page for English-speaking guests, as static HTML: the same elements and
 * Tailwind classes the web app renders (web/src/pages/quests, web/src/pages/quest and the components they use), so
 * the app replaces it with no visible jump. Only classes the web sources use exist in the built CSS. What depends on
 * the reader's clock or time zone (time left, dates) is a placeholder of the same height until the app starts.
 * The English words are the web app's (web/src/i18n/en-US); page-shells.test.ts keeps them equal.
 */
export const SHELL_TEXT = {
  quests: 'Quests',
  subtitle: 'Complete quests from your favourite brands and earn token rewards.',
  filtersLabel: 'Filters',
  keyword: 'Search',
  keywordPlaceholder: 'Search by title, brand or description',
  status: 'Status',
  statusAll: 'All quests',
  sort: 'Sort by',
  sortDefault: 'Recommended',
  claimable: 'Claimable only',
  categories: 'Categories',
  countOne: '{{count}} quest',
  countOther: '{{count}} quests',
  countEstimated: 'About {{total, number}} quests',
  untitled: 'Untitled quest',
  tokens: TOKEN_SYMBOL,
  rewardEach: 'Reward per participant',
  claimableBadge: 'Claimable',
  allQuests: 'All quests',
  about: 'About this quest',
  startsAt: 'Starts',
  endsAt: 'Ends',
  timeLeft: 'Time left',
  where: 'Who can take part',
  everywhere: 'Open to everyone, everywhere',
  phase: { DRAFT: 'Draft', UPCOMING: 'Upcoming', LIVE: 'Live', ENDED: 'Ended' },
  funding: { NOT_FUNDED: 'Not funded yet', EXHAUSTED: 'All rewards claimed' },
} as const;
const T = SHELL_TEXT;

/** web/src/lib/format-tokens.ts: "1234567.123456" → "1,234,567.1234". */
function tokens(amount: string): string {
  if (!isTokenAmount(amount)) return '0';
  const [whole = '0', fraction] = displayTokens(parseTokens(amount), 4).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** A line of text the app fills in (its height, no words). */
const pending = (width: string) => `<span class="block h-5 ${width} animate-pulse rounded bg-zinc-800/60"></span>`;

function logo(brand: QuestSummary['brand'], size: string) {
  const base = 'shrink-0 rounded-xl object-cover';
  if (brand.logo) return `<img src="${esc(brand.logo)}" alt="" class="${base} bg-zinc-800 ${size}" />`;
  const initial = esc((brand.name ?? '?').trim().charAt(0).toUpperCase());
  return `<span aria-hidden="true" class="${base} flex items-center justify-center bg-violet-600 font-bold text-white ${size}">${initial}</span>`;
}

/** web/src/features/quests/components/funding-badge.tsx */
function fundingBadge(quest: QuestSummary, extra = '') {
  const cls = (tone: string) =>
    `inline-flex items-center gap-1 rounded-full ${tone} px-2.5 py-0.5 text-xs font-semibold${extra}`;
  if (quest.isAvailableClaim)
    return `<span class="${cls('bg-emerald-500/90')} text-emerald-950">${T.claimableBadge}</span>`;
  if (quest.phase === 'DRAFT' || quest.phase === 'ENDED' || quest.funding === 'FUNDED') return '';
  return `<span class="${cls('bg-amber-500/95')} text-amber-950">${T.funding[quest.funding]}</span>`;
}

/** web/src/features/quests/components/quest-card.tsx */
function questCard(quest: QuestSummary, first: boolean) {
  // The first card's image is the page's largest paint: fetched at once, not lazily.
  const image = quest.image
    ? `<img src="${esc(quest.image)}" alt=""${first ? ' fetchpriority="high"' : ' loading="lazy"'} class="size-full object-cover" />`
    : '';
  return `<li><article class="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-zinc-900/70 ring-1 ring-zinc-800 transition hover:ring-violet-500/60 focus-within:ring-2 focus-within:ring-violet-400">
<div class="relative aspect-video bg-gradient-to-br from-violet-700/40 to-zinc-900">${image}${fundingBadge(quest, ' absolute top-3 left-3')}</div>
<div class="flex flex-1 flex-col gap-3 p-4">
<p class="flex min-w-0 items-center gap-2 text-xs text-zinc-400">${logo(quest.brand, 'size-5 rounded-md text-[10px]')}<span class="truncate">${esc(quest.brand.name ?? '')}</span></p>
<h3 class="line-clamp-2 font-semibold text-balance"><a href="/quests/${esc(quest.slug)}" class="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-violet-200">${esc(quest.title ?? T.untitled)}</a></h3>
<div class="mt-auto flex items-end justify-between gap-3 border-t border-zinc-800 pt-3">
<div class="min-w-0"><p class="text-xs text-zinc-400">${T.rewardEach}</p><p class="truncate font-mono text-lg font-semibold text-violet-300" title="${esc(quest.rewardAmount)}">${tokens(quest.rewardAmount)} <span class="text-xs text-zinc-400">${T.tokens}</span></p></div>
<p class="shrink-0 text-right text-xs text-zinc-400"></p>
</div></div></article></li>`;
}

const inputClass =
  'h-10 w-full rounded-lg bg-zinc-900 px-3 text-sm text-zinc-100 ring-1 ring-inset ring-zinc-700 placeholder:text-zinc-500 focus:outline-none focus:ring-2 focus:ring-violet-500';
const field = (label: string, control: string, extra = '') =>
  `<div class="flex flex-col gap-1.5${extra}"><span class="text-sm font-medium text-zinc-300">${label}</span>${control}</div>`;

/** web/src/features/quests/components/quest-filters-bar.tsx as a picture: inert until the app brings it to life. */
function filtersBar(categories: readonly Category[]) {
  const chips = categories
    .map(
      (c) =>
        `<span class="rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors bg-zinc-900 text-zinc-300 ring-zinc-700">${esc(c.name)}</span>`,
    )
    .join('');
  const chipGroup = categories.length
    ? `<div class="min-w-0"><p class="mb-2 text-sm font-medium text-zinc-300">${T.categories}</p><div class="flex flex-wrap gap-2">${chips}</div></div>`
    : '';
  return `<div inert class="flex flex-col gap-4">
<div class="flex flex-col gap-3 lg:flex-row lg:items-end">
<div class="flex-1">${field(T.keyword, `<input type="search" placeholder="${T.keywordPlaceholder}" class="${inputClass}" />`)}</div>
<div class="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:flex sm:items-end">
${field(T.status, `<select class="${inputClass} cursor-pointer pr-8"><option>${T.statusAll}</option></select>`, ' sm:w-auto sm:min-w-40')}
${field(T.sort, `<select class="${inputClass} cursor-pointer pr-8"><option>${T.sortDefault}</option></select>`, ' sm:w-auto sm:min-w-48')}
<span class="flex h-10 cursor-pointer min-[420px]:col-span-2 items-center gap-2 rounded-lg px-3 text-sm font-medium text-zinc-200 ring-1 ring-zinc-700 ring-inset sm:col-span-1"><input type="checkbox" class="size-4 accent-emerald-500" />${T.claimable}</span>
</div></div>${chipGroup}</div>`;
}

/** The <main> of /quests: heading, filters, count and the first page of quests. */
export function questListMain(
  list: { items: QuestSummary[]; total: number; totalEstimated: boolean },
  categories: readonly Category[],
): string {
  // As the web writes it: an estimated total (past 1,000 matches) is "About 12,400 quests".
  const count = list.totalEstimated
    ? T.countEstimated.replace('{{total, number}}', () => list.total.toLocaleString('en-US'))
    : (list.total === 1 ? T.countOne : T.countOther).replace('{{count}}', () => String(list.total));
  const cards = list.items.map((quest, i) => questCard(quest, i === 0)).join('\n');
  return `<main id="main" data-page-shell class="flex-1"><div class="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
<header><h1 class="text-3xl font-bold tracking-tight sm:text-4xl">${T.quests}</h1><p class="mt-2 text-zinc-400">${T.subtitle}</p></header>
${filtersBar(categories)}
<section><h2 class="mb-4 text-sm text-zinc-400">${count}</h2>
<ul class="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">${cards}</ul></section>
</div></main>`;
}

const phaseTone: Record<QuestDetail['phase'], string> = {
  DRAFT: 'bg-zinc-700 text-zinc-100',
  UPCOMING: 'bg-sky-500/20 text-sky-200',
  LIVE: 'bg-violet-500/25 text-violet-100',
  ENDED: 'bg-zinc-800 text-zinc-300',
};

/** The <main> of a quest page: back link, hero (quest-hero.tsx), facts (quest-facts.tsx) and description. */
export function questPageMain(quest: QuestDetail): string {
  const image = quest.image
    ? `<img src="${esc(quest.image)}" alt="" fetchpriority="high" class="size-full object-cover" />`
    : '';
  const categories = quest.categories
    .map(
      (c) =>
        `<a href="/quests?category=${esc(c.id)}" class="rounded-full bg-zinc-800 px-2.5 py-0.5 text-xs text-zinc-300 hover:bg-zinc-700">${esc(c.name)}</a>`,
    )
    .join('');
  const fact = (term: string, value: string) => `<div><dt class="text-zinc-400">${term}</dt><dd>${value}</dd></div>`;
  const where = quest.locations.length
    ? `<ul class="mt-1 flex flex-wrap gap-1.5">${quest.locations.map((l) => `<li class="rounded-full bg-zinc-800 px-2.5 py-0.5 text-xs" title="${esc(l.label)}">${esc(l.label)}</li>`).join('')}</ul>`
    : T.everywhere;
  const description = quest.description
    ? `<div class="rounded-2xl bg-zinc-900/70 p-6 ring-1 ring-zinc-800"><h2 class="mb-3 text-lg font-semibold">${T.about}</h2><p class="text-sm leading-relaxed whitespace-pre-line text-zinc-300">${esc(quest.description)}</p></div>`
    : '';
  return `<main id="main" data-page-shell class="flex-1"><div class="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
<a href="/quests" class="w-fit text-sm text-zinc-400 hover:text-zinc-50">← ${T.allQuests}</a>
<div class="flex flex-col gap-10">
<header class="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
<div class="aspect-video overflow-hidden rounded-2xl bg-gradient-to-br from-violet-700/50 to-zinc-900 ring-1 ring-zinc-800">${image}</div>
<div class="flex min-w-0 flex-col gap-4">
<a href="/brands/${esc(quest.brand.slug)}" class="flex w-fit items-center gap-2 rounded-md text-sm font-medium text-zinc-300 hover:text-zinc-50 focus-visible:outline-2 focus-visible:outline-violet-400">${logo(quest.brand, 'size-8 rounded-lg text-sm')}${esc(quest.brand.name ?? '')}</a>
<h1 class="text-3xl font-bold tracking-tight text-balance break-words sm:text-4xl">${esc(quest.title ?? T.untitled)}</h1>
<div class="flex flex-wrap items-center gap-2"><span class="rounded-full px-2.5 py-0.5 text-xs font-semibold ${phaseTone[quest.phase]}">${T.phase[quest.phase]}</span>${fundingBadge(quest)}${categories}</div>
</div></header>
<div class="grid gap-6 lg:grid-cols-3">
<aside class="flex flex-col gap-6 lg:sticky lg:top-20 lg:col-start-3 lg:row-start-1 lg:self-start"><div class="rounded-2xl bg-zinc-900/70 p-6 ring-1 ring-zinc-800 flex flex-col gap-5 p-5">
<div><p class="text-sm text-zinc-400">${T.rewardEach}</p><p class="mt-1 font-mono text-3xl font-bold text-violet-300">${tokens(quest.rewardAmount)} <span class="text-base text-zinc-400">${T.tokens}</span></p></div>
<dl class="grid gap-3 text-sm">${fact(T.startsAt, pending('w-32'))}${fact(T.endsAt, pending('w-32'))}${fact(T.timeLeft, pending('w-24'))}${fact(T.where, where)}</dl>
</div></aside>
<div class="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">${description}</div>
</div></div></div></main>`;
}
