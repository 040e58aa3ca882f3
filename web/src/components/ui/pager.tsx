import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface PagerProps {
  offset: number;
  limit: number;
  total: number;
  onChange(offset: number): void;
  busy?: boolean;
}

/** Previous / next paging with "first–last of total"; hidden when everything fits on one page. */
export function Pager({ offset, limit, total, onChange, busy }: PagerProps) {
  const { t } = useTranslation();
  if (total <= limit && offset === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label={t('shared.pagination')} className="mt-4 flex items-center justify-between gap-3 text-sm">
      <span className="text-zinc-400" aria-live="polite">
        {t('shared.page_range', { first: total === 0 ? 0 : offset + 1, last, total })}
      </span>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={offset === 0 || busy}
          onClick={() => onChange(Math.max(0, offset - limit))}
        >
          {t('shared.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={last >= total || busy} onClick={() => onChange(offset + limit)}>
          {t('shared.next')}
        </Button>
      </div>
    </nav>
  );
}
