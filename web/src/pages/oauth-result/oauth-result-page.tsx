import { safeRedirectPath } from '@questboard/contract/redirects';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { networkName } from '../../domain/network-name';
import { forgetReferralCode } from '../../domain/referral-code';
import { startSession } from '../../features/auth/session';
import { finishSocialLogin } from '../../features/socials/api/start-oauth';
import { usePopupStore } from '../../stores/popup-store';

const SUCCESS = ['connected', 'signed_in', 'brand_verified'];

/** Where every OAuth round trip ends: finishes a sign-in, or says what happened and offers to try again. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = params.get('status') ?? 'provider_error';
  const network = networkName(params.get('network') ?? '');
  const redirect = safeRedirectPath(params.get('redirect'), '/');
  const ticket = params.get('ticket');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (status !== 'signed_in' || !ticket || started.current) return;
    started.current = true;
    finishSocialLogin(ticket)
      .then(async ({ newUser, ...tokens }) => {
        // The sign-in carried any kept referral code (recorded if it made the account): it is spent either way.
        forgetReferralCode();
        await startSession(tokens);
        await navigate(redirect, { replace: true });
        if (newUser) usePopupStore.getState().openPopup('roles-select');
      })
      .catch(() => setFailed(true));
  }, [status, ticket, redirect, navigate]);

  const ok = SUCCESS.includes(status) && !failed;
  const key = failed ? 'ticket_failed' : status;
  return (
    <div className="mx-auto flex max-w-lg flex-col px-4 py-16">
      <Card className="flex flex-col gap-4" role={ok ? 'status' : 'alert'}>
        <h1 className="text-xl font-semibold">{t(ok ? 'socials.result.ok_title' : 'socials.result.error_title')}</h1>
        <p className="text-zinc-300" data-testid="oauth-result">
          {t(`socials.result.${key}`, { network, defaultValue: t('socials.result.provider_error', { network }) })}
        </p>
        <div className="flex flex-wrap gap-3">
          {ok ? (
            status !== 'signed_in' && (
              <Link className={buttonClass('primary')} to={redirect}>
                {t('socials.result.continue')}
              </Link>
            )
          ) : (
            <>
              <Button onClick={() => void navigate(redirect)}>{t('socials.result.try_again')}</Button>
              <Link className={buttonClass('secondary')} to="/">
                {t('socials.result.home')}
              </Link>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
