import { ACTION_PARAMS, type ConditionAction } from '@questboard/contract/conditions';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { useChains } from '../../api/quests';
import type { ConditionDraft, ProblemField } from '../../lib/condition-draft';

interface ChainFieldsProps {
  draft: ConditionDraft;
  fieldError(field: ProblemField): string | undefined;
  onChange(patch: Partial<ConditionDraft>): void;
}

/**
 * An on-chain condition's fields: the chain (from the operator's list), the contract, the least amount in the
 * token's own units, an NFT's id, a snapshot block, or an event and its argument that is the participant. The
 * server reads the contract on save and says on the field what it found wrong.
 */
export function ChainFields({ draft, fieldError, onChange }: ChainFieldsProps) {
  const { t } = useTranslation();
  const chains = useChains(true);
  const uses = (param: (typeof ACTION_PARAMS)[ConditionAction][number]) => ACTION_PARAMS[draft.action].includes(param);
  const options = [
    { value: '', label: t('brands_dashboard.chain.choose') },
    ...(chains.data ?? []).map((c) => ({ value: String(c.chainId), label: `${c.name} (${c.chainId})` })),
  ];
  const native = chains.data?.find((c) => String(c.chainId) === draft.chainId)?.nativeSymbol ?? 'ETH';
  return (
    <div className="flex flex-col gap-4">
      <Select
        label={t('brands_dashboard.chain.chain')}
        value={draft.chainId}
        options={options}
        onChange={(e) => onChange({ chainId: e.target.value })}
      />
      {fieldError('chainId') && (
        <p role="alert" className="-mt-2 text-sm text-red-400">
          {fieldError('chainId')}
        </p>
      )}
      {uses('contract') && (
        <Input
          label={t('brands_dashboard.chain.contract')}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          value={draft.contract}
          error={fieldError('contract')}
          onChange={(e) => onChange({ contract: e.target.value })}
        />
      )}
      {uses('minAmount') && (
        <Input
          label={
            draft.action === 'NATIVE_BALANCE'
              ? t('brands_dashboard.chain.min_native', { symbol: native })
              : t('brands_dashboard.chain.min_amount')
          }
          inputMode="decimal"
          placeholder="1.5"
          value={draft.minAmount}
          error={fieldError('minAmount')}
          onChange={(e) => onChange({ minAmount: e.target.value })}
        />
      )}
      {uses('tokenId') && (
        <Input
          label={t('brands_dashboard.chain.token_id')}
          inputMode="numeric"
          value={draft.tokenId}
          error={fieldError('tokenId')}
          onChange={(e) => onChange({ tokenId: e.target.value })}
        />
      )}
      {uses('atBlock') && (
        <Input
          label={t('brands_dashboard.chain.at_block')}
          inputMode="numeric"
          value={draft.atBlock}
          error={fieldError('atBlock')}
          onChange={(e) => onChange({ atBlock: e.target.value })}
        />
      )}
      {uses('event') && (
        <Input
          label={t('brands_dashboard.chain.event')}
          placeholder="Played(address indexed player, uint256 score)"
          spellCheck={false}
          value={draft.event}
          error={fieldError('event')}
          onChange={(e) => onChange({ event: e.target.value })}
        />
      )}
      {uses('personArg') && (
        <Input
          label={t('brands_dashboard.chain.person_arg')}
          placeholder="player"
          spellCheck={false}
          value={draft.personArg}
          error={fieldError('personArg')}
          onChange={(e) => onChange({ personArg: e.target.value })}
        />
      )}
      <p className="text-sm text-zinc-400">{t('brands_dashboard.chain.hint')}</p>
    </div>
  );
}
