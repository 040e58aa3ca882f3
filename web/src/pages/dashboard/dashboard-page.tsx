import { useTranslation } from 'react-i18next';
import { GuestDashboard } from '../../features/people/components/guest-dashboard';
import { PersonalDashboard } from '../../features/people/components/personal-dashboard';
import { MyStreakCard } from '../../features/streaks/components/streak-card';
import { BalanceSummary } from '../../features/wallet/components/balance-summary';
import { useViewer } from '../../hooks/use-viewer';

/** Where logging out of a private page lands (docs/domain.md, Pages): a person's overview, or what the platform offers. */
export function Component() {
  const { t } = useTranslation();
  const { ready, signedIn } = useViewer();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.dashboard')}</h1>
      {!ready ? (
        <div className="h-40 animate-pulse rounded-2xl bg-zinc-900" aria-busy="true" />
      ) : signedIn ? (
        <>
          <MyStreakCard />
          <PersonalDashboard balance={<BalanceSummary />} />
        </>
      ) : (
        <GuestDashboard />
      )}
    </div>
  );
}
