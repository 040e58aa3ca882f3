import { type SeasonBody, SeasonBody as SeasonBodySchema, type SeasonPrize } from '@questboard/contract/seasons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-error';
import { useBrandQuests, useBrandSeasons, useSeasonActions } from '../api/seasons';

type Mode = SeasonPrize['mode'];
interface Tier {
  places: string;
  amount: string;
}

/** `datetime-local` (the browser's time zone) → an ISO instant; blank stays blank for the schema to refuse. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : '');

/** Creates a draft season of the brand (no money moves); `onCreated` asks before publishing (funding) it. */
export function SeasonForm({ brandId, onCreated }: { brandId: string; onCreated(id: string): void }) {
  const { t } = useTranslation();
  const quests = useBrandQuests(brandId);
  const seasons = useBrandSeasons(brandId);
  const { create } = useSeasonActions(brandId);
  const [name, setName] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [mode, setMode] = useState<Mode>('NONE');
  const [tiers, setTiers] = useState<Tier[]>([{ places: '1', amount: '' }]);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const prize = (): SeasonPrize =>
    mode === 'TOP_N'
      ? { mode, prizes: tiers.map((tier) => ({ places: Number(tier.places), amount: tier.amount })) }
      : mode === 'PROPORTIONAL'
        ? { mode, amount }
        : { mode };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: SeasonBody = {
      name,
      startAt: instantOf(start),
      endAt: instantOf(end),
      questIds: picked,
      prize: prize(),
    };
    const checked = SeasonBodySchema.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? t('seasons.invalid'));
      return;
    }
    setProblem(null);
    create.mutate(body, {
      onSuccess: (season) => onCreated(season.id),
      onError: (error) => setProblem(errorMessage(error)),
    });
  }

  const available = (quests.data?.items ?? []).filter((q) => q.status !== 'ENDED');
  // A quest belongs to one season at most (the server answers 409 QUEST_IN_SEASON): those are shown, not offered.
  const seasonOf = new Map(seasons.data?.items.flatMap((season) => season.questIds.map((id) => [id, season.name])));
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl bg-zinc-900/70 p-5 ring-1 ring-zinc-800"
      noValidate
    >
      <h2 className="text-lg font-semibold">{t('seasons.create_title')}</h2>
      <FormAlert message={problem} />
      <Input label={t('seasons.name')} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('seasons.start')}
          type="datetime-local"
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
        <Input label={t('seasons.end')} type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-zinc-300">{t('seasons.quests')}</legend>
        {quests.isPending && <p className="text-sm text-zinc-400">{t('seasons.loading')}</p>}
        {quests.isSuccess && available.length === 0 && (
          <p className="text-sm text-zinc-400">{t('seasons.no_quests')}</p>
        )}
        {available.map((quest) => (
          <label key={quest.id} className="flex flex-wrap items-center gap-x-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-violet-500"
              checked={picked.includes(quest.id)}
              disabled={seasonOf.has(quest.id)}
              onChange={(e) =>
                setPicked((now) => (e.target.checked ? [...now, quest.id] : now.filter((id) => id !== quest.id)))
              }
            />
            <span className={seasonOf.has(quest.id) ? 'text-zinc-500' : undefined}>
              {quest.title ?? t('seasons.untitled_quest')}
            </span>
            {seasonOf.has(quest.id) && (
              <span className="text-xs text-zinc-500">
                {t('seasons.quest_taken', { season: seasonOf.get(quest.id) })}
              </span>
            )}
          </label>
        ))}
      </fieldset>
      <Select
        label={t('seasons.prize')}
        value={mode}
        onChange={(e) => setMode(e.target.value as Mode)}
        options={[
          { value: 'NONE', label: t('seasons.mode.NONE') },
          { value: 'TOP_N', label: t('seasons.mode.TOP_N') },
          { value: 'PROPORTIONAL', label: t('seasons.mode.PROPORTIONAL') },
        ]}
      />
      {mode === 'PROPORTIONAL' && (
        <Input
          label={t('seasons.pool_amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      )}
      {mode === 'TOP_N' && (
        <div className="flex flex-col gap-2">
          {tiers.map((tier, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are edited in place, by position
            <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <Input
                label={t('seasons.tier_places')}
                inputMode="numeric"
                value={tier.places}
                onChange={(e) => setTiers((all) => all.map((x, j) => (j === i ? { ...x, places: e.target.value } : x)))}
              />
              <Input
                label={t('seasons.tier_amount')}
                inputMode="decimal"
                value={tier.amount}
                onChange={(e) => setTiers((all) => all.map((x, j) => (j === i ? { ...x, amount: e.target.value } : x)))}
              />
              <Button
                variant="ghost"
                disabled={tiers.length === 1}
                onClick={() => setTiers((all) => all.filter((_, j) => j !== i))}
                aria-label={t('seasons.remove_tier')}
              >
                ×
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => setTiers((all) => [...all, { places: '1', amount: '' }])}
          >
            {t('seasons.add_tier')}
          </Button>
        </div>
      )}
      <Button type="submit" loading={create.isPending} className="self-start">
        {t('seasons.create')}
      </Button>
    </form>
  );
}
