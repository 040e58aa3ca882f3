import type { Season } from '@questboard/contract/seasons';
import { useTranslation } from 'react-i18next';

const dateTime = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** What a season is: its window (UTC), its prize in plain words and, once paid, who got what and the arithmetic. */
export function SeasonSummary({ season }: { season: Season }) {
  const { t, i18n } = useTranslation();
  const outcome = season.outcome;
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl bg-zinc-900/70 p-5 ring-1 ring-zinc-800"
      aria-label={t('seasons.about')}
    >
      <p className="text-sm text-zinc-300">
        {t('seasons.window', {
          start: dateTime(season.startAt, i18n.language),
          end: dateTime(season.endAt, i18n.language),
        })}{' '}
        <span className="rounded-full bg-zinc-800 px-2 py-0.5 text-xs font-medium">
          {t(`seasons.phase.${season.phase}`)}
        </span>
      </p>
      <p className="text-sm text-zinc-300" data-testid="season-prize">
        {season.prizeMode === 'NONE' && t('seasons.prize_none')}
        {season.prizeMode === 'PROPORTIONAL' && t('seasons.prize_proportional', { pool: season.pool })}
        {season.prizeMode === 'TOP_N' && t('seasons.prize_top', { pool: season.pool })}
      </p>
      {season.prizeMode === 'TOP_N' && (
        <ul className="flex flex-wrap gap-2 text-xs text-zinc-300">
          {placesOf(season.prizes).map((tier) => (
            <li key={tier.first} className="rounded-lg bg-zinc-800 px-2 py-1">
              {tier.first === tier.last
                ? t('seasons.single_place', { place: tier.first, amount: tier.amount })
                : t('seasons.place_range', { first: tier.first, last: tier.last, amount: tier.amount })}
            </li>
          ))}
        </ul>
      )}
      {outcome && (
        <div className="border-t border-zinc-800 pt-3 text-sm text-zinc-300" data-testid="season-outcome">
          <p>
            {t('seasons.outcome', { paid: outcome.paid, count: outcome.payouts.length, returned: outcome.returned })}
          </p>
          {season.prizeMode === 'PROPORTIONAL' && (
            <p className="mt-1 text-xs text-zinc-400">
              {t('seasons.arithmetic', { pool: season.pool, total: outcome.totalXp.toLocaleString(i18n.language) })}
            </p>
          )}
          {outcome.payouts.length > 0 && (
            <ol className="mt-2 flex flex-col gap-1" aria-label={t('seasons.winners')}>
              {outcome.payouts.map((p) => (
                <li key={p.userId} className="flex justify-between gap-3 text-xs">
                  <span>
                    #{p.place} {p.username} · {t('seasons.xp', { xp: p.xp.toLocaleString(i18n.language) })}
                  </span>
                  <span className="tabular-nums">{t('seasons.amount', { amount: p.amount })}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}

/** A prize table's tiers as place ranges (1st; 2nd–3rd …). */
function placesOf(tiers: Season['prizes']) {
  let next = 1;
  return tiers.map((tier) => {
    const first = next;
    next += tier.places;
    return { first, last: next - 1, amount: tier.amount };
  });
}
