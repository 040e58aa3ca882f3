import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';

export interface HistoryRow {
  id: string;
  title: ReactNode;
  when: string;
  amount: ReactNode;
}

interface HistoryListProps {
  rows: HistoryRow[] | undefined;
  total: number;
  offset: number;
  limit: number;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  empty: string;
  onPage(offset: number): void;
  onRetry(): void;
}

/** A paginated list of dated movements with loading, empty and error states. */
export function HistoryList(props: HistoryListProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (props.isError) {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-red-300">
        {t('wallet.load_failed')}
        <Button variant="secondary" size="sm" onClick={props.onRetry}>
          {t('shared.retry')}
        </Button>
      </div>
    );
  }
  if (props.isPending) {
    return (
      <ul className="flex flex-col gap-2" aria-busy="true" aria-label={t('shared.loading')}>
        {[0, 1, 2].map((n) => (
          <li key={n} className="h-14 animate-pulse rounded-lg bg-zinc-800/60" />
        ))}
      </ul>
    );
  }
  if (!props.rows?.length) return <p className="py-6 text-center text-sm text-zinc-400">{props.empty}</p>;
  return (
    <>
      <ul className="divide-y divide-zinc-800" aria-busy={props.isFetching}>
        {props.rows.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{row.title}</p>
              <p className="text-xs text-zinc-400">{dateFormat.format(new Date(row.when))}</p>
            </div>
            <div className="shrink-0 text-right font-mono text-sm">{row.amount}</div>
          </li>
        ))}
      </ul>
      <Pager
        offset={props.offset}
        limit={props.limit}
        total={props.total}
        busy={props.isFetching}
        onChange={props.onPage}
      />
    </>
  );
}
