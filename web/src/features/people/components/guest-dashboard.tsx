import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePopupStore } from '../../../stores/popup-store';
import { NewsletterForm } from './newsletter-form';

const OFFERS = ['quests', 'brands', 'influencers', 'rewards'] as const;
const LINKS: Record<(typeof OFFERS)[number], string> = {
  quests: '/quests',
  brands: '/brands',
  influencers: '/influencers',
  rewards: '/roles-details',
};

/** What the platform offers, with sign-in and sign-up, for a visitor who is not signed in. */
export function GuestDashboard() {
  const { t } = useTranslation();
  const openPopup = usePopupStore((s) => s.openPopup);
  return (
    <div className="flex flex-col gap-8">
      <Card className="flex flex-col gap-4 bg-gradient-to-br from-violet-600/20 via-zinc-900 to-zinc-900">
        <h2 className="text-2xl font-bold">{t('people.dashboard.guest_title')}</h2>
        <p className="max-w-2xl text-zinc-300">{t('people.dashboard.guest_text')}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => openPopup('login')}>{t('people.dashboard.sign_in')}</Button>
          <Button variant="secondary" onClick={() => openPopup('registration')}>
            {t('people.dashboard.sign_up')}
          </Button>
        </div>
      </Card>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {OFFERS.map((offer) => (
          <li key={offer}>
            <Card className="flex h-full flex-col gap-2">
              <h3 className="font-semibold">{t(`people.dashboard.offer_${offer}`)}</h3>
              <p className="flex-1 text-sm text-zinc-400">{t(`people.dashboard.offer_${offer}_text`)}</p>
              <Link to={LINKS[offer]} className={buttonClass('link', 'md', 'self-start')}>
                {t('people.dashboard.explore')}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <NewsletterForm />
    </div>
  );
}
