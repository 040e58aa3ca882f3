import type { Brand } from '@questboard/contract/brands';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toastError } from '../../../../lib/toast';
import { useSetBrandStatus } from '../../api/save-brand';

/** The one status move a brand allows now: finish the draft, hide an active brand (confirmed), or show it again. */
export function BrandStatusAction({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const setStatus = useSetBrandStatus();
  const [confirming, setConfirming] = useState(false);
  const change = (status: Brand['status']) =>
    setStatus.mutate(
      { id: brand.id, status },
      { onSuccess: () => setConfirming(false), onError: (e) => toastError(e) },
    );

  if (brand.status === 'CREATING') {
    return (
      <Link to="/brands-dashboard/brands/create" className={buttonClass('primary')}>
        {t('brands_dashboard.brand.finish')}
      </Link>
    );
  }
  if (brand.status === 'INACTIVE') {
    return (
      <Button loading={setStatus.isPending} onClick={() => change('ACTIVE')}>
        {t('brands_dashboard.brand.activate')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('brands_dashboard.brand.deactivate')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('brands_dashboard.brand.deactivate_title')}
          text={t('brands_dashboard.brand.deactivate_text')}
          confirmLabel={t('brands_dashboard.brand.deactivate')}
          busy={setStatus.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => change('INACTIVE')}
        />
      )}
    </>
  );
}
