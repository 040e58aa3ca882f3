import lucide from 'virtual:icons/lucide?award,trophy,medal,star,rocket,flame,crown,gem,heart,zap,sparkles,target';
import {
  BADGE_DESCRIPTION_MAX,
  BADGE_ICONS,
  BADGE_NAME_MAX,
  type BadgeIcon,
  type BrandBadge,
} from '@questboard/contract/badges';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { reportFormError } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useBrandBadge, useBrandBadgeActions } from '../api/badges';
import { BadgeMedal } from './badge-medal';

type Picture = 'ICON' | 'LOGO' | 'COVER';
type Field = 'name' | 'description' | 'icon' | 'imageFrom';

export interface BadgeBrand {
  id: string;
  logo: string | null;
  cover: string | null;
}

/** The brand's one badge as its owner defines it: name, words, icon or picture, with a preview as people see it. */
export function BrandBadgeEditor({ brand }: { brand: BadgeBrand }) {
  const { t } = useTranslation();
  const current = useBrandBadge(brand.id);
  return (
    <Card>
      <section aria-labelledby="brand-badge-title" className="flex flex-col gap-4">
        <div>
          <h2 id="brand-badge-title" className="text-lg font-semibold">
            {t('badges.brand.title')}
          </h2>
          <p className="text-sm text-zinc-400">{t('badges.brand.text')}</p>
        </div>
        {current.isPending ? (
          <Skeleton className="h-64" />
        ) : current.isError ? (
          <LoadError onRetry={() => void current.refetch()} />
        ) : (
          <BadgeForm
            key={current.data.badge?.id ?? 'new'}
            brand={brand}
            badge={current.data.badge}
            holders={current.data.holders}
          />
        )}
      </section>
    </Card>
  );
}

function BadgeForm({ brand, badge, holders }: { brand: BadgeBrand; badge: BrandBadge | null; holders: number }) {
  const { t } = useTranslation();
  const { save } = useBrandBadgeActions(brand.id);
  const [name, setName] = useState(badge?.name ?? '');
  const [description, setDescription] = useState(badge?.description ?? '');
  const [icon, setIcon] = useState<BadgeIcon>(badge?.icon ?? 'award');
  const [picture, setPicture] = useState<Picture>(badge?.imageFrom ?? 'ICON');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const image = picture === 'LOGO' ? brand.logo : picture === 'COVER' ? brand.cover : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const body = { name, description, icon, imageFrom: picture === 'ICON' ? null : picture };
    save.mutate(body, {
      onSuccess: () => toastSuccess(t('badges.brand.saved')),
      onError: (error) =>
        reportFormError(error, (field, message) => {
          if (!['name', 'description', 'icon', 'imageFrom'].includes(field)) return false;
          setErrors((all) => ({ ...all, [field]: message }));
          return true;
        }),
    });
  }

  return (
    <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
      <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
        <Input
          label={t('badges.brand.name')}
          value={name}
          maxLength={BADGE_NAME_MAX}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <Textarea
          label={t('badges.brand.description')}
          value={description}
          rows={3}
          maxLength={BADGE_DESCRIPTION_MAX}
          error={errors.description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-zinc-300">{t('badges.brand.picture')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {(['ICON', 'LOGO', 'COVER'] as const).map((choice) => {
              const missing = (choice === 'LOGO' && !brand.logo) || (choice === 'COVER' && !brand.cover);
              return (
                <label key={choice} className={cn('flex items-center gap-2 text-sm', missing && 'opacity-60')}>
                  <input
                    type="radio"
                    name="badge-picture"
                    className="size-4 accent-violet-500"
                    checked={picture === choice}
                    disabled={missing}
                    onChange={() => setPicture(choice)}
                  />
                  {t(`badges.brand.picture_${choice}`)}
                  {missing && <span className="text-xs text-zinc-500">({t('badges.brand.not_uploaded')})</span>}
                </label>
              );
            })}
          </div>
          {errors.imageFrom && (
            <p className="text-xs text-red-400" role="alert">
              {errors.imageFrom}
            </p>
          )}
        </fieldset>
        {picture === 'ICON' && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-zinc-300">{t('badges.brand.icon')}</legend>
            <div className="grid grid-cols-6 gap-2 sm:grid-cols-12 md:grid-cols-6 lg:grid-cols-12">
              {BADGE_ICONS.map((choice) => (
                <label
                  key={choice}
                  className={cn(
                    'relative flex aspect-square items-center justify-center rounded-lg bg-zinc-900 ring-1 ring-zinc-700',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-400',
                    icon === choice && 'bg-violet-600/20 ring-2 ring-violet-500',
                  )}
                >
                  <input
                    type="radio"
                    name="badge-icon"
                    className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
                    checked={icon === choice}
                    onChange={() => setIcon(choice)}
                    aria-label={t(`badges.icons.${choice}`)}
                  />
                  <Icon set={lucide} name={choice} className="size-5 text-amber-300" />
                </label>
              ))}
            </div>
            {errors.icon && (
              <p className="text-xs text-red-400" role="alert">
                {errors.icon}
              </p>
            )}
          </fieldset>
        )}
        <Button type="submit" loading={save.isPending} className="self-start">
          {badge ? t('badges.brand.save') : t('badges.brand.create')}
        </Button>
      </form>
      <figure
        aria-label={t('badges.brand.preview')}
        className="flex flex-col items-center gap-3 self-start rounded-2xl bg-zinc-950/60 p-5 text-center ring-1 ring-zinc-800"
      >
        <BadgeMedal badge={{ icon, image }} className="size-24" />
        <figcaption className="flex min-w-0 flex-col gap-1">
          <span className="break-words font-semibold">{name.trim() || t('badges.brand.name_placeholder')}</span>
          <span className="break-words text-sm text-zinc-400">
            {description.trim() || t('badges.brand.description_placeholder')}
          </span>
          {badge && <span className="text-xs text-zinc-500">{t('badges.brand.holders', { count: holders })}</span>}
        </figcaption>
      </figure>
    </div>
  );
}
