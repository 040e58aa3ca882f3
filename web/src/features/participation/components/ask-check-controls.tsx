import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';

/**
 * A condition the platform asks about when the participant says so: on chain (read at their proven address; the
 * wallet page proves one) or the brand's own API.
 */
export function AskCheckControls(props: { onChain: boolean; busy: boolean; checked: boolean; verify(): void }) {
  const { onChain, busy, checked, verify } = props;
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      {onChain && <p className="text-xs text-zinc-400">{t('participation.chain.chain_hint')}</p>}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={busy} onClick={() => verify()}>
          {checked ? t('social_checks.check_again') : t('participation.check')}
        </Button>
        {onChain && (
          <Link to="/settings/wallet" className={buttonClass('secondary', 'sm')}>
            {t('participation.chain.prove_address')}
          </Link>
        )}
      </div>
    </div>
  );
}
