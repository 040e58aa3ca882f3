import landingIcons from 'virtual:icons/landing?brand,trophy,staking';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { firstStepPath } from '../../domain/first-step';
import { useAuthStore } from '../../stores/auth-store';
import { usePopupStore } from '../../stores/popup-store';
import { FeaturedSection } from './featured-section';

const FEATURES = [
  {
    title: 'landing.feature_brands_title',
    text: 'landing.feature_brands_text',
    icon: 'brand',
  },
  {
    title: 'landing.feature_creators_title',
    text: 'landing.feature_creators_text',
    icon: 'trophy',
  },
  {
    title: 'landing.feature_stake_title',
    text: 'landing.feature_stake_text',
    icon: 'staking',
    to: '/staking',
  },
] as const;

export function Component() {
  const { t } = useTranslation();
  const openPopup = usePopupStore((s) => s.openPopup);
  const user = useAuthStore((s) => (s.isAuthenticated ? s.currentUser : null));
  const navigate = useNavigate();
  // Sign-up is for guests; a signed-in person goes to their own first step.
  const start = () => (user ? void navigate(firstStepPath(user.type)) : openPopup('registration'));
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-96 max-w-3xl bg-[radial-gradient(closest-side,rgb(124_58_237/0.35),transparent)]"
        />
        <div className="relative mx-auto max-w-5xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 lg:px-8 lg:pt-32">
          <p className="text-sm font-semibold tracking-widest text-violet-400 uppercase">{t('landing.eyebrow')}</p>
          <h1 className="mt-4 text-4xl font-black tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('landing.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-zinc-300">{t('landing.subtitle')}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <button type="button" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')} onClick={start}>
              {t('landing.cta_primary')}
            </button>
            <Link to="/quests" className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}>
              {t('landing.cta_secondary')}
            </Link>
          </div>
        </div>
      </section>
      <section aria-label="Features" className="mx-auto grid max-w-6xl gap-4 px-4 pb-24 sm:px-6 md:grid-cols-3 lg:px-8">
        {FEATURES.map((feature) => {
          const body = (
            <>
              <Icon set={landingIcons} name={feature.icon} className="size-8 text-violet-400" />
              <h2 className="mt-4 text-lg font-semibold">{t(feature.title)}</h2>
              <p className="mt-2 text-sm text-zinc-400">{t(feature.text)}</p>
            </>
          );
          const card = 'rounded-2xl bg-zinc-900/70 p-6 ring-1 ring-zinc-800';
          return 'to' in feature ? (
            <Link
              key={feature.title}
              to={feature.to}
              className={`${card} block transition hover:ring-violet-500 focus-visible:ring-2 focus-visible:ring-violet-500 focus-visible:outline-none`}
            >
              {body}
              <span className="mt-4 inline-block text-sm font-medium text-violet-400">
                {t('landing.feature_stake_cta')}
              </span>
            </Link>
          ) : (
            <article key={feature.title} className={card}>
              {body}
            </article>
          );
        })}
      </section>
      <FeaturedSection />
    </>
  );
}
