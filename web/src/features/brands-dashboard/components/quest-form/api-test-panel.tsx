import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { toastError } from '../../../../lib/toast';
import { useConditionApiTest } from '../../api/condition-api-test';

/** "Send a test request": the signed request a check sends to the brand's endpoint, and what it answered. */
export function ApiTestPanel({ brandId, url }: { brandId: string; url: string }) {
  const { t } = useTranslation();
  const test = useConditionApiTest(brandId);
  const shown = test.data;
  const pre = 'max-h-48 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-zinc-950 p-2 text-xs text-zinc-300';
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-zinc-400">{t('brands_dashboard.api.hint')}</p>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={!url.trim()}
        loading={test.isPending}
        onClick={() => test.mutate(url.trim(), { onError: (error) => toastError(error) })}
      >
        {t('brands_dashboard.api.send_test')}
      </Button>
      {shown && (
        <div className="flex flex-col gap-2" data-testid="api-test-result">
          <p role="status" className="text-sm font-medium">
            {t(`brands_dashboard.api.outcome.${shown.outcome}`)}
            {shown.message ? ` — ${shown.message}` : ''}
          </p>
          <p className="text-xs font-medium text-zinc-400">{t('brands_dashboard.api.request')}</p>
          <pre className={pre}>
            {`POST ${shown.request.url}\n${Object.entries(shown.request.headers)
              .map(([name, value]) => `${name}: ${value}`)
              .join('\n')}\n\n${shown.request.body}`}
          </pre>
          <p className="text-xs font-medium text-zinc-400">{t('brands_dashboard.api.answer')}</p>
          <pre className={pre}>
            {shown.answer.statusCode === null
              ? shown.answer.error
              : `${shown.answer.statusCode} (${shown.answer.durationMs} ms)\n\n${shown.answer.body ?? ''}`}
          </pre>
          <p className="text-xs text-zinc-400">
            {t('brands_dashboard.api.secret')} <code className="break-all text-zinc-200">{shown.secret}</code>
          </p>
        </div>
      )}
    </div>
  );
}
