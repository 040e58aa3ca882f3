import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { useBotCheck } from '../../../hooks/use-bot-check';
import { useRefusedFields } from '../../../lib/form-errors';
import { useSubscribe } from '../api/newsletter';

/** Newsletter sign-up: the address gets a confirmation link before anything else is sent (double opt-in). */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe(useBotCheck('subscribe'));
  const refused = useRefusedFields<{ email: string }>();

  function submit(event: FormEvent) {
    event.preventDefault();
    subscribe.mutate(email.trim(), { onError: (error) => refused.refuse({ email }, error) });
  }

  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('people.newsletter.title')}</h2>
      {subscribe.isSuccess ? (
        <p role="status" className="text-sm text-emerald-300">
          {t('people.newsletter.check_mail', { email })}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Input
            label={t('people.newsletter.email')}
            type="email"
            autoComplete="email"
            value={email}
            error={refused.errorsFor({ email }).email}
            onChange={(e) => setEmail(e.target.value)}
            className="flex-1"
          />
          <Button type="submit" loading={subscribe.isPending}>
            {t('people.newsletter.subscribe')}
          </Button>
        </form>
      )}
      <p className="text-xs text-zinc-500">{t('people.newsletter.note')}</p>
    </Card>
  );
}
