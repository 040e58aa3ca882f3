import { useTranslation } from 'react-i18next';

/** A chosen place with a button that removes it. */
export function LocationChip({ label, onRemove }: { label: string; onRemove(): void }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-1 rounded-full bg-violet-600/20 py-1 pr-1 pl-3 text-sm">
      {label}
      <button
        type="button"
        className="rounded-full px-1.5 text-zinc-300 hover:bg-zinc-800"
        aria-label={t('location.remove', { name: label })}
        onClick={onRemove}
      >
        ×
      </button>
    </span>
  );
}
