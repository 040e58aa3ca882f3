import { useTranslation } from 'react-i18next';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll';
import { Button } from './button';
import { LoadError } from './load-error';

/** What LoadMore needs of a React Query infinite query. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
}

/**
 * The end of an infinite list: loads on scroll (docs/domain.md, Limits), offers a button for keyboard users, and a retry when
 * the next page failed.
 */
export function LoadMore({ pages }: { pages: NextPages }) {
  const { t } = useTranslation();
  const hasMore = pages.hasNextPage && !pages.isFetchNextPageError;
  const loading = pages.isFetchingNextPage;
  const onLoadMore = () => void pages.fetchNextPage();
  const sentinel = useInfiniteScroll({ hasMore, loading, onLoadMore });
  if (pages.isFetchNextPageError) return <LoadError onRetry={onLoadMore} />;
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      <Button variant="secondary" loading={loading} onClick={onLoadMore}>
        {t('browse.load_more')}
      </Button>
    </div>
  );
}
