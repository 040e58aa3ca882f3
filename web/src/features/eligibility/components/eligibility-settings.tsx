import {
  EligibilityBody,
  type EligibilityRule,
  RULE_KINDS,
  RULE_NETWORKS,
  type RuleKind,
  ruleKey,
} from '@questboard/contract/eligibility';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChainNames, useEligibility, useSetEligibility } from '../api/eligibility';
import { ruleNeeds } from './rule-words';

/**
 * A rule as the form holds it: its kind, the number typed (as text), the network chosen, and for the Discord and
 * wallet rules the server id, the chain, the amount and the token typed.
 */
interface RuleDraft {
  kind: RuleKind;
  value: string;
  network: (typeof RULE_NETWORKS)[number];
  guildId: string;
  chainId: string;
  amount: string;
  token: string;
}

const WALLET_KINDS = new Set<RuleKind>(['WALLET_AGE', 'WALLET_TX_COUNT', 'WALLET_BALANCE']);

const NUMBER_FIELD: Partial<Record<RuleKind, string>> = {
  MIN_LEVEL: 'level',
  MIN_XP: 'xp',
  ACCOUNT_AGE: 'days',
  COMPLETED_QUESTS: 'count',
  MIN_FOLLOWERS: 'followers',
  X_ACCOUNT_AGE: 'days',
  DISCORD_MEMBER_SINCE: 'days',
  WALLET_AGE: 'days',
  WALLET_TX_COUNT: 'count',
};

const toDraft = (rule: EligibilityRule): RuleDraft => {
  const field = NUMBER_FIELD[rule.kind];
  const value = field ? String((rule as Record<string, unknown>)[field]) : '';
  return {
    kind: rule.kind,
    value,
    network: rule.kind === 'CONNECTED_NETWORK' ? rule.network : 'TWITTER',
    guildId: rule.kind === 'DISCORD_MEMBER_SINCE' ? rule.guildId : '',
    chainId: 'chainId' in rule ? String(rule.chainId) : '',
    amount: rule.kind === 'WALLET_BALANCE' ? rule.amount : '',
    token: rule.kind === 'WALLET_BALANCE' ? (rule.token ?? '') : '',
  };
};

const toRule = (draft: RuleDraft, defaultChain: number | undefined): unknown => {
  const field = NUMBER_FIELD[draft.kind];
  const rule: Record<string, unknown> = { kind: draft.kind };
  if (field) rule[field] = Number(draft.value);
  if (draft.kind === 'CONNECTED_NETWORK') rule.network = draft.network;
  if (draft.kind === 'DISCORD_MEMBER_SINCE') rule.guildId = draft.guildId;
  if (WALLET_KINDS.has(draft.kind)) rule.chainId = Number(draft.chainId) || defaultChain;
  if (draft.kind === 'WALLET_BALANCE') {
    rule.amount = draft.amount;
    if (draft.token.trim()) rule.token = draft.token.trim();
  }
  return rule;
};

const NEW_RULE: RuleDraft = {
  kind: 'ACCOUNT_AGE',
  value: '30',
  network: 'TWITTER',
  guildId: '',
  chainId: '',
  amount: '',
  token: '',
};

/** The builder's "Who may take part": the rules of a draft, edited as a list; afterwards shown, not changed. */
export function EligibilitySettings({ questId, editable }: { questId: string; editable: boolean }) {
  const { t } = useTranslation();
  const current = useEligibility(questId);
  const { nameOf } = useChainNames(Boolean(!editable && current.data?.rules.some((s) => 'chainId' in s.rule)));
  if (!current.data) return null;
  const rules = current.data.rules.map((s) => s.rule);
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="eligibility-settings">
      <h2 className="text-lg font-semibold">{t('eligibility.title')}</h2>
      {editable ? (
        <RulesForm key={rules.map(ruleKey).join()} questId={questId} saved={rules} />
      ) : (
        <>
          <p className="text-sm text-zinc-400">{t('eligibility.builder.locked')}</p>
          {rules.length === 0 ? (
            <p className="text-sm text-zinc-300">{t('eligibility.none')}</p>
          ) : (
            <ul className="list-inside list-disc text-sm text-zinc-300">
              {rules.map((rule) => (
                <li key={ruleKey(rule)}>{ruleNeeds(t, rule, nameOf)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

function RulesForm({ questId, saved }: { questId: string; saved: EligibilityRule[] }) {
  const { t } = useTranslation();
  const save = useSetEligibility(questId);
  const [drafts, setDrafts] = useState<RuleDraft[]>(saved.map(toDraft));
  const { chains } = useChainNames(drafts.some((d) => WALLET_KINDS.has(d.kind)));
  const parsed = EligibilityBody.safeParse({ rules: drafts.map((d) => toRule(d, chains[0]?.chainId)) });
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const change = (index: number, patch: Partial<RuleDraft>) =>
    setDrafts(drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.success) return;
        save.mutate(parsed.data, {
          onSuccess: () => toastSuccess(t('eligibility.builder.saved')),
          onError: (error) => toastError(error),
        });
      }}
    >
      <p className="text-sm text-zinc-400">{t('eligibility.builder.intro')}</p>
      {drafts.length === 0 && <p className="text-sm text-zinc-300">{t('eligibility.none')}</p>}
      {drafts.map((draft, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own while edited
          key={index}
          className="flex flex-wrap items-end gap-3 rounded-lg p-3 ring-1 ring-zinc-700"
          data-testid="eligibility-rule-row"
        >
          <Select
            label={t('eligibility.builder.kind')}
            value={draft.kind}
            onChange={(event) => change(index, { kind: event.target.value as RuleKind })}
            options={RULE_KINDS.map((kind) => ({ value: kind, label: t(`eligibility.builder.kinds.${kind}`) }))}
            className="min-w-48 flex-1"
          />
          {NUMBER_FIELD[draft.kind] && (
            <Input
              label={t('eligibility.builder.value')}
              type="number"
              inputMode="numeric"
              min={1}
              value={draft.value}
              onChange={(event) => change(index, { value: event.target.value })}
              className="w-32"
            />
          )}
          {draft.kind === 'DISCORD_MEMBER_SINCE' && (
            <Input
              label={t('eligibility.builder.guild')}
              inputMode="numeric"
              value={draft.guildId}
              onChange={(event) => change(index, { guildId: event.target.value })}
              hint={t('eligibility.builder.guild_hint')}
              className="min-w-48 flex-1"
            />
          )}
          {WALLET_KINDS.has(draft.kind) && (
            <Select
              label={t('eligibility.builder.chain')}
              value={draft.chainId || String(chains[0]?.chainId ?? '')}
              onChange={(event) => change(index, { chainId: event.target.value })}
              options={chains.map((c) => ({ value: String(c.chainId), label: c.name }))}
              className="w-48"
            />
          )}
          {draft.kind === 'WALLET_BALANCE' && (
            <>
              <Input
                label={t('eligibility.builder.amount')}
                inputMode="decimal"
                value={draft.amount}
                onChange={(event) => change(index, { amount: event.target.value })}
                className="w-32"
              />
              <Input
                label={t('eligibility.builder.token')}
                value={draft.token}
                onChange={(event) => change(index, { token: event.target.value })}
                className="min-w-48 flex-1"
              />
            </>
          )}
          {draft.kind === 'CONNECTED_NETWORK' && (
            <Select
              label={t('eligibility.builder.network')}
              value={draft.network}
              onChange={(event) => change(index, { network: event.target.value as RuleDraft['network'] })}
              options={RULE_NETWORKS.map((value) => ({ value, label: value === 'TWITTER' ? 'X' : value }))}
              className="w-40"
            />
          )}
          <Button variant="ghost" type="button" onClick={() => setDrafts(drafts.filter((_, i) => i !== index))}>
            {t('eligibility.builder.remove')}
          </Button>
        </fieldset>
      ))}
      {problem && (
        <p role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" type="button" onClick={() => setDrafts([...drafts, NEW_RULE])}>
          {t('eligibility.builder.add')}
        </Button>
        <Button type="submit" disabled={!parsed.success} loading={save.isPending}>
          {t('eligibility.builder.save')}
        </Button>
      </div>
    </form>
  );
}
