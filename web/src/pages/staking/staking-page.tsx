import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { useStakingConfig, useStakingUserData } from '../../features/staking/api/staking';
import { ApyChart } from '../../features/staking/components/apy-chart';
import { PoolFigures } from '../../features/staking/components/pool-figures';
import { PositionCard } from '../../features/staking/components/position-card';
import { ValueChart } from '../../features/staking/components/value-chart';
import { useAuthStore } from '../../stores/auth-store';
import { usePopupStore } from '../../stores/popup-store';

function Pending() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" aria-busy="true">
      <Card className="h-56 animate-pulse" />
      <Card className="h-56 animate-pulse" />
    </div>
  );
}

export function Component() {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const openPopup = usePopupStore((s) => s.openPopup);
  const info = useStakingConfig();
  const mine = useStakingUserData(signedIn);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-black tracking-tight">{t('pages.staking')}</h1>
        <p className="mt-2 max-w-2xl text-zinc-400">{t('staking.intro')}</p>
      </header>
      {info.isPending ? (
        <Pending />
      ) : info.isError ? (
        <LoadError onRetry={() => void info.refetch()} />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <PoolFigures info={info.data} />
            {!signedIn ? (
              <Card className="flex flex-col items-start gap-4" data-guest-only>
                <h2 className="text-lg font-semibold">{t('staking.your_position')}</h2>
                <p className="text-sm text-zinc-400">{t('staking.sign_in_to_stake')}</p>
                <Button onClick={() => openPopup('login')}>{t('staking.sign_in')}</Button>
              </Card>
            ) : mine.isPending ? (
              <Card className="h-56 animate-pulse" aria-busy="true" />
            ) : mine.isError ? (
              <LoadError onRetry={() => void mine.refetch()} />
            ) : (
              <PositionCard info={info.data} data={mine.data} />
            )}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <ApyChart info={info.data} />
            {signedIn && mine.data && <ValueChart data={mine.data} />}
          </div>
        </>
      )}
    </div>
  );
}
