import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFollowList } from '../api/user-follows';
import { PersonRow } from './person-row';

/** Followers or following of a user, in a dialog, loading more as it scrolls. */
export function FollowListDialog({
  kind,
  userKey,
  onClose,
}: {
  kind: 'followers' | 'following';
  userKey: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const list = useFollowList(kind, userKey);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Dialog title={t(`people.profile.${kind}_title`)} onClose={onClose}>
      <div className="max-h-[60vh] overflow-y-auto">
        {list.isPending && <Skeleton className="h-32" />}
        {list.isError && <LoadError onRetry={() => void list.refetch()} />}
        {list.isSuccess && items.length === 0 && (
          <p className="py-6 text-center text-sm text-zinc-400">{t(`people.profile.${kind}_empty`)}</p>
        )}
        <ul className="divide-y divide-zinc-800">
          {items.map((user) => (
            <PersonRow key={user.id} user={user} />
          ))}
        </ul>
        <LoadMore pages={list} />
      </div>
    </Dialog>
  );
}
