import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useNewsletterLink } from '../../features/people/api/newsletter';
import { errorMessage } from '../../lib/api-error';

/** Where e-mailed links land: `?newsletter=confirm|unsubscribe&token=…` confirms or leaves the newsletter. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const action = params.get('newsletter');
  const token = params.get('token') ?? '';
  const link = useNewsletterLink();
  const known = (action === 'confirm' || action === 'unsubscribe') && token.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: run once for the link that was opened
  useEffect(() => {
    if (known) link.mutate({ action, token });
  }, [action, token]);

  return (
    <Card className="mt-10 flex w-full max-w-lg flex-col gap-4" aria-live="polite">
      <h1 className="text-2xl font-bold tracking-tight">{t('pages.confirmation')}</h1>
      {!known && <p className="text-sm text-zinc-300">{t('people.confirmation.nothing')}</p>}
      {known && (link.isPending || link.isIdle) && (
        <p className="text-sm text-zinc-300" aria-busy="true">
          {t('people.confirmation.working')}
        </p>
      )}
      {link.isSuccess && (
        <p role="status" data-testid="confirmation-done" className="text-sm text-emerald-300">
          {t(action === 'confirm' ? 'people.confirmation.confirmed' : 'people.confirmation.unsubscribed')}
        </p>
      )}
      {link.isError && (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(link.error)}
        </p>
      )}
      <div>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          {t('people.confirmation.continue')}
        </Link>
      </div>
    </Card>
  );
}
