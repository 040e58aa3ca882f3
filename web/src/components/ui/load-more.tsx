import { useTranslation } from 'react-i18next';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll';
import { Button } from './button';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
}

/** The end of an infinite list: loads on scroll (spec §9) and offers a button for keyboard users. */
export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useInfiniteScroll({ hasMore, loading, onLoadMore });
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      <Button variant="secondary" loading={loading} onClick={onLoadMore}>
        {t('browse.load_more')}
      </Button>
    </div>
  );
}
