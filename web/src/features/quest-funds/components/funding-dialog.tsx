import { basisPoints, formatTokens, isTokenAmount, parseTokens } from '@questboard/contract/money';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { useBalance } from '../../../hooks/use-balance';
import { formatTokenAmount } from '../../../lib/format-tokens';

interface FundingDialogProps {
  title: string;
  submitLabel: string;
  feeBps: number;
  /** The smallest amount accepted (one reward when publishing). */
  minimum: string;
  initial: string;
  busy: boolean;
  /** Tokens per participant: the dialog then says how many participants the amount pays for. */
  rewardAmount?: string;
  /** The server's answer to the last attempt, shown inside the dialog. */
  serverError?: string | null;
  onSubmit(amount: string): void;
  onClose(): void;
  /** What the page offers when the balance falls short (the development chain's test tokens), given the shortfall. */
  addFunds?: (shortBy: string) => ReactNode;
}

/** Amount, fee, total and the balance after — the numbers a brand owner checks before money moves. */
export function FundingDialog(props: FundingDialogProps) {
  const { t } = useTranslation();
  const balance = useBalance();
  const [amount, setAmount] = useState(props.initial);
  const valid = isTokenAmount(amount.trim());
  const units = valid ? parseTokens(amount.trim()) : 0n;
  const fee = basisPoints(units, props.feeBps);
  const available = balance.data ? parseTokens(balance.data.ntwrxToken.amount) : null;
  const after = available === null ? null : available - units - fee;
  const error = !amount.trim()
    ? undefined
    : !valid
      ? t('quest_funds.amount_invalid')
      : units < parseTokens(props.minimum) || units === 0n
        ? t('quest_funds.amount_minimum', { minimum: formatTokenAmount(props.minimum) })
        : after !== null && after < 0n
          ? t('quest_funds.amount_over_balance')
          : undefined;
  // Once offered, the way to add funds stays, so its progress is still read after the balance covers the amount.
  const short = after !== null && after < 0n;
  const [offerShown, setOfferShown] = useState(false);
  if (short && !offerShown) setOfferShown(true);
  const perReward = props.rewardAmount ? parseTokens(props.rewardAmount) : 0n;
  const rows = [
    [t('quest_funds.amount'), formatTokens(units)],
    [t('quest_funds.fee', { percent: props.feeBps / 100 }), formatTokens(fee)],
    [t('quest_funds.total'), formatTokens(units + fee)],
    [t('quest_funds.balance_now'), available === null ? '…' : formatTokens(available)],
    [t('quest_funds.balance_after'), after === null ? '…' : formatTokens(after < 0n ? 0n : after)],
  ];
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <form
        className="flex flex-col gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !error) props.onSubmit(amount.trim());
        }}
      >
        <Input
          label={t('quest_funds.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={error}
          onChange={(event) => setAmount(event.target.value)}
        />
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm" data-testid="funding-summary">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-zinc-400">{label}</dt>
              <dd className="text-right font-mono">{formatTokenAmount(value)}</dd>
            </div>
          ))}
        </dl>
        {perReward > 0n && valid && units > 0n && (
          <p className="text-sm text-zinc-300" data-testid="funding-pays-for">
            {t('loop.funding_dialog.pays_for', { count: Number(units / perReward) })}
          </p>
        )}
        {offerShown && props.addFunds?.(formatTokens(after !== null && after < 0n ? -after : 0n))}
        <FormAlert message={props.serverError ?? null} />
        <div className="flex flex-wrap items-center justify-end gap-2">
          {after !== null && after < 0n && (
            // Short of funds: the deposit page says how to add them (on-chain deposit, or the dev faucet).
            <Link to="/settings/deposit" className="mr-auto text-sm text-violet-400 hover:underline">
              {t('chain_wallet.add_funds')}
            </Link>
          )}
          <Button variant="ghost" onClick={props.onClose}>
            {t('quest_funds.cancel')}
          </Button>
          <Button type="submit" disabled={!valid || Boolean(error)} loading={props.busy}>
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
