import type { BadgeAwardDetail } from '@questboard/contract/badges';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { useBadge } from '../../features/badges/api/badges';
import { BadgeMedal } from '../../features/badges/components/badge-medal';
import { isApiError } from '../../lib/api-error';
import { ErrorView } from '../error/error-view';

/** A badge's public page: what it is, who holds it and since when, and its signed credential to take away. */
export function Component() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const badge = useBadge(id);

  if (badge.isError && isApiError(badge.error) && badge.error.status === 404) {
    return <ErrorView status={404} message={t('badges.not_found')} />;
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      {badge.isPending && <div className="h-64 animate-pulse rounded-2xl bg-zinc-900" aria-busy="true" />}
      {badge.isError && (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-300">
          {t('badges.load_failed')}
          <Button variant="secondary" size="sm" onClick={() => badge.refetch()}>
            {t('shared.retry')}
          </Button>
        </div>
      )}
      {badge.isSuccess && <BadgeDetail badge={badge.data} />}
    </div>
  );
}

function BadgeDetail({ badge }: { badge: BadgeAwardDetail }) {
  const { t, i18n } = useTranslation();
  const holder = badge.user.displayName || badge.user.username;
  const date = new Date(badge.awardedAt).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  const download = `data:application/jwt;charset=utf-8,${encodeURIComponent(badge.credential)}`;
  return (
    <>
      <title>{t('badges.page_title', { badge: badge.name, name: holder })}</title>
      <Card className="flex flex-col items-center gap-4 text-center" data-testid="badge-card">
        <BadgeMedal badge={badge} className="size-28" />
        <h1 className="text-2xl font-bold text-zinc-50">{badge.name}</h1>
        <p className="max-w-prose text-zinc-300">{badge.description}</p>
        {badge.brand && (
          <p className="text-sm text-zinc-400">
            <Link to={`/brands/${badge.brand.slug}`} className="text-violet-300 hover:underline">
              {t('badges.created_by', { brand: badge.brand.name ?? badge.brand.slug })}
            </Link>
          </p>
        )}
        {badge.quest && (
          <p className="text-sm text-zinc-400">
            {t('badges.earned_with')}{' '}
            <Link to={`/quests/${badge.quest.slug}`} className="text-violet-300 hover:underline">
              {badge.quest.title ?? badge.quest.slug}
            </Link>
          </p>
        )}
        <div className="flex flex-col items-center gap-2 pt-2">
          <span className="text-xs uppercase tracking-wide text-zinc-500">{t('badges.awarded_to')}</span>
          <Link
            to={`/users/${badge.user.username}`}
            className="flex items-center gap-2 rounded-full bg-zinc-800/70 py-1 pr-4 pl-1 text-sm font-medium text-zinc-100 hover:bg-zinc-700/70"
          >
            <Avatar src={badge.user.avatar} name={holder} className="size-8" />
            {holder}
          </Link>
          <span className="text-sm text-zinc-400">{t('badges.awarded_on', { date })}</span>
        </div>
      </Card>
      <Card className="flex flex-col gap-3" data-testid="badge-credential">
        <h2 className="text-lg font-semibold text-zinc-50">{t('badges.credential_title')}</h2>
        <p className="text-sm text-zinc-300">{t('badges.credential_text')}</p>
        <label className="flex flex-col gap-1 text-xs text-zinc-400">
          {t('badges.copy_label')}
          <textarea
            readOnly
            value={badge.credential}
            rows={4}
            className="w-full resize-none rounded-lg bg-zinc-950 p-3 font-mono text-xs break-all text-zinc-300 ring-1 ring-zinc-800"
          />
        </label>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <CopyButton value={badge.credential} />
          <a
            href={download}
            download={`badge-${badge.id}.jwt`}
            className="text-violet-300 hover:underline"
            data-testid="badge-download"
          >
            {t('badges.download')}
          </a>
          <a href={badge.keysUrl} className="text-violet-300 hover:underline">
            {t('badges.public_key')}
          </a>
        </div>
        <p className="text-xs text-zinc-500">{t('badges.verify_hint')}</p>
      </Card>
    </>
  );
}
