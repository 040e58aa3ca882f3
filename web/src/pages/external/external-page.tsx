import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { parseExternalUrl } from './external-url';

/** `/external?url=…`: a stop before leaving Questboard, showing exactly where the link goes. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = parseExternalUrl(params.get('url'));

  function back() {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  }

  return (
    <Card className="mt-10 flex w-full max-w-lg flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">{t('people.external.title')}</h1>
      {target ? (
        <>
          <p className="text-sm text-zinc-300">{t('people.external.text')}</p>
          <div className="flex flex-col gap-1 rounded-xl bg-zinc-950 p-4 ring-1 ring-zinc-800">
            <span className="text-xs tracking-wide text-zinc-400 uppercase">{t('people.external.host')}</span>
            <strong data-testid="external-host" className="text-lg break-all text-zinc-100">
              {target.host}
            </strong>
            <span data-testid="external-url" className="text-sm break-all text-zinc-400">
              {target.href}
            </span>
          </div>
          {target.insecure && (
            <p role="note" className="text-sm text-amber-300">
              {t('people.external.insecure')}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <a href={target.href} rel="noopener noreferrer nofollow" className={buttonClass('primary')}>
              {t('people.external.continue')}
            </a>
            <Button variant="secondary" onClick={back}>
              {t('people.external.back')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="alert" className="text-sm text-red-300">
            {t('people.external.invalid')}
          </p>
          <div>
            <Button variant="secondary" onClick={back}>
              {t('people.external.back')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
