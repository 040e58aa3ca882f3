import { NETWORK_KINDS } from '@questboard/contract/people';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessageAction } from '../../../components/message-action';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { type NetworkKind, useBrandNetwork } from '../api/network';
import { PersonRow } from './person-row';

const isKind = (v: string | null): v is NetworkKind => NETWORK_KINDS.includes(v as NetworkKind);

/** Followers, participants and invited influencers of one's brands, each linking to their profile and a chat. */
export function BrandNetwork({ brands }: { brands: Array<{ id: string; name: string | null }> }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const brandId = brands.find((b) => b.id === params.get('brand'))?.id ?? brands[0]?.id;
  const kindParam = params.get('kind');
  const kind: NetworkKind = isKind(kindParam) ? kindParam : 'all';
  const network = useBrandNetwork(brandId, kind);
  const items = network.data?.pages.flatMap((p) => p.items) ?? [];

  function update(key: string, value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t('people.network.brand')}
          value={brandId}
          onChange={(e) => update('brand', e.target.value)}
          options={brands.map((b) => ({ value: b.id, label: b.name ?? t('brands_dashboard.untitled_brand') }))}
        />
        <Select
          label={t('people.network.show')}
          value={kind}
          onChange={(e) => update('kind', e.target.value)}
          options={NETWORK_KINDS.map((k) => ({ value: k, label: t(`people.network.kind_${k}`) }))}
        />
      </div>
      {network.isPending && <Skeleton className="h-40" />}
      {network.isError && !network.data && <LoadError onRetry={() => void network.refetch()} />}
      {network.isSuccess && items.length === 0 && (
        <EmptyState title={t('people.network.empty_title')} text={t('people.network.empty_text')} />
      )}
      {items.length > 0 && (
        <ul
          className="divide-y divide-zinc-800 rounded-2xl bg-zinc-900/70 px-4 ring-1 ring-zinc-800"
          data-testid="network"
        >
          {items.map((member) => (
            <PersonRow
              key={member.user.id}
              user={member.user}
              meta={
                <>
                  {member.follower && ` · ${t('people.network.is_follower')}`}
                  {member.participant && ` · ${t('people.network.is_participant')}`}
                  {member.invited && ` · ${t('people.network.is_invited')}`}
                </>
              }
              actions={<MessageAction user={member.user} size="sm" />}
            />
          ))}
        </ul>
      )}
      {network.data && <LoadMore pages={network} />}
    </div>
  );
}
