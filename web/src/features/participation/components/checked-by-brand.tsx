import { useTranslation } from 'react-i18next';

/**
 * The honest label of a condition the platform cannot verify (a network without an API for it, or one not set up
 * here): the brand checks the proof, and nothing is paid before it has.
 */
export function CheckedByBrand() {
  const { t } = useTranslation();
  return (
    <span
      className="mt-1 inline-flex rounded bg-sky-500/15 px-1.5 text-xs leading-5 text-sky-200"
      title={t('eligibility.checked_by_brand_hint')}
      data-testid="checked-by-brand"
    >
      {t('eligibility.checked_by_brand')}
    </span>
  );
}
